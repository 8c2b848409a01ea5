import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JariyahDatabase } from '../../../src/db/database';
import { LAST_POSITION_KEY, readLastPosition, writeLastPosition } from '../../../src/db/device-position';
import { PRAYER_PLACE_KEY, writeLastPlace, type Place } from '../../../src/db/prayer-place';
import { askGeolocation, devicePosition, GEOLOCATION_TIMEOUT_MS } from '../../../src/lib/device-position';

// One record of where the device is, for every screen, and one way to ask the browser.

const makassarByGps: Place = { lat: -5.147, lng: 119.432, label: 'Kota Makassar', kode: '73.71', timeZone: 'Asia/Makassar', source: 'gps' };
let database: JariyahDatabase;
beforeEach(() => {
  database = new JariyahDatabase(`position-${crypto.randomUUID()}`);
});
afterEach(async () => {
  vi.useRealTimers();
  database.close();
  await database.delete();
});

describe('the last position', () => {
  it('takes the position an older version kept only in the prayer place, when it was found by GPS', async () => {
    await writeLastPlace(makassarByGps, database);
    expect(await readLastPosition(database)).toEqual({ lat: -5.147, lng: 119.432 });
  });

  it('never takes a city picked by hand for where the device is', async () => {
    await writeLastPlace({ ...makassarByGps, source: 'manual' }, database);
    expect(await readLastPosition(database)).toBeUndefined();
  });

  it('prefers its own record, once there is one', async () => {
    await writeLastPlace(makassarByGps, database);
    await writeLastPosition({ lat: -6.2, lng: 106.8 }, new Date('2026-11-25T00:00:00Z'), database);
    expect(await readLastPosition(database)).toEqual({ lat: -6.2, lng: 106.8 });
    expect((await database.kv.get(PRAYER_PLACE_KEY))?.value).toEqual(makassarByGps);
    expect((await database.kv.get(LAST_POSITION_KEY))?.value).toMatchObject({ lat: -6.2, lng: 106.8 });
  });
});

describe('asking the browser', () => {
  const silent = { getCurrentPosition: () => undefined } as unknown as Geolocation;

  it('decides after the one time-out, for both ways of asking', async () => {
    vi.useFakeTimers();
    const answer = askGeolocation(silent);
    const position = devicePosition(silent).catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(GEOLOCATION_TIMEOUT_MS);
    expect(await answer).toBe('failed');
    expect(await position).toBe('timeout');
  });

  it('says why there is no position', async () => {
    const refusing = {
      getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) =>
        fail({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: '' }),
    } as unknown as Geolocation;
    await expect(devicePosition(refusing)).rejects.toThrow('Izin lokasi ditolak.');
    await expect(devicePosition(null)).rejects.toThrow('Geolocation tidak didukung di browser ini.');
  });
});
