import { describe, expect, it, vi } from 'vitest';
import { JariyahDatabase } from '../../../../src/db/database';
import { LAST_POSITION_KEY, readLastPosition, writeLastPosition } from '../../../../src/db/device-position';
import { askGeolocation, GEOLOCATION_TIMEOUT_MS } from '../../../../src/lib/device-position';

const freshDb = () => new JariyahDatabase(`test-${crypto.randomUUID()}`);
const now = new Date('2026-03-01T08:00:00Z');

/** A Geolocation that answers the way a browser would, after `ms`. */
function fakeGeolocation(answer: { lat: number; lng: number } | { code: 1 | 2 | 3 } | 'never', ms = 10): Geolocation & { options?: PositionOptions } {
  const geo = {
    options: undefined as PositionOptions | undefined,
    getCurrentPosition(ok: PositionCallback, fail?: PositionErrorCallback | null, options?: PositionOptions) {
      geo.options = options;
      if (answer === 'never') return;
      setTimeout(() => {
        if ('lat' in answer) ok({ coords: { latitude: answer.lat, longitude: answer.lng } } as GeolocationPosition);
        else fail?.({ code: answer.code, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: '' });
      }, ms);
    },
    watchPosition: () => 0,
    clearWatch: () => undefined,
  };
  return geo;
}

describe('the last known position in Dexie', () => {
  it('is remembered and read back', async () => {
    const db = freshDb();
    expect(await readLastPosition(db)).toBeUndefined();
    await writeLastPosition({ lat: -6.1754, lng: 106.8272 }, now, db);
    expect(await readLastPosition(db)).toEqual({ lat: -6.1754, lng: 106.8272 });
    expect((await db.kv.get(LAST_POSITION_KEY))?.value).toMatchObject({ at: now.toISOString() });
  });

  it('ignores a stored value that is not a position', async () => {
    const db = freshDb();
    await db.kv.put({ key: LAST_POSITION_KEY, value: { lat: 'x', lng: 200 } });
    expect(await readLastPosition(db)).toBeUndefined();
    await db.kv.put({ key: LAST_POSITION_KEY, value: { lat: 95, lng: 10 } });
    expect(await readLastPosition(db)).toBeUndefined();
  });

  it('reads latitude/longitude names too, and keeps other fields when it writes', async () => {
    const db = freshDb();
    await db.kv.put({ key: LAST_POSITION_KEY, value: { latitude: -7.8, longitude: 110.36, place: 'Yogyakarta' } });
    expect(await readLastPosition(db)).toEqual({ lat: -7.8, lng: 110.36 });
    await writeLastPosition({ lat: -6.2, lng: 106.8 }, now, db);
    expect((await db.kv.get(LAST_POSITION_KEY))?.value).toMatchObject({ lat: -6.2, lng: 106.8, latitude: -6.2, longitude: 106.8, place: 'Yogyakarta' });
  });
});

describe('asking the browser for the position', () => {
  it('answers the coordinates, asking with the 5 s decision time-out', async () => {
    const geo = fakeGeolocation({ lat: -6.1754, lng: 106.8272 });
    expect(await askGeolocation(geo)).toEqual({ lat: -6.1754, lng: 106.8272 });
    expect(geo.options?.timeout).toBe(GEOLOCATION_TIMEOUT_MS);
    expect(GEOLOCATION_TIMEOUT_MS).toBe(5000);
  });

  it('tells a refusal from other failures, and an old browser from both', async () => {
    expect(await askGeolocation(fakeGeolocation({ code: 1 }))).toBe('denied');
    expect(await askGeolocation(fakeGeolocation({ code: 3 }))).toBe('failed');
    expect(await askGeolocation(undefined)).toBe('unsupported');
  });

  it('gives up by itself when the browser never answers', async () => {
    vi.useFakeTimers();
    try {
      const pending = askGeolocation(fakeGeolocation('never'));
      await vi.advanceTimersByTimeAsync(GEOLOCATION_TIMEOUT_MS + 300);
      expect(await pending).toBe('failed');
    } finally {
      vi.useRealTimers();
    }
  });
});
