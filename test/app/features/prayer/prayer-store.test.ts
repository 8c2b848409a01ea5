import { afterEach, describe, expect, it, vi } from 'vitest';
import { JariyahDatabase } from '../../../../src/db/database';
import { readStoredDays, STORED_DAYS, storeDays } from '../../../../src/features/prayer/prayer-store';
import { readLastPlace, writeLastPlace, type Place } from '../../../../src/db/prayer-place';
import { devicePosition } from '../../../../src/lib/device-position';
import { computePrayerTimes } from '../../../../src/contract/prayer-times';

const open: JariyahDatabase[] = [];
function freshDb() {
  const db = new JariyahDatabase(`test-${crypto.randomUUID()}`);
  open.push(db);
  return db;
}
afterEach(async () => {
  vi.useRealTimers();
  for (const db of open.splice(0)) {
    db.close();
    await db.delete();
  }
});

const jakarta: Place = { lat: -6.1754, lng: 106.8272, label: 'Kota Jakarta Pusat', kode: '31.73', timeZone: 'Asia/Jakarta', source: 'gps' };
const makassar: Place = { lat: -5.1477, lng: 119.4327, label: 'Kota Makassar', kode: '73.71', timeZone: 'Asia/Makassar', source: 'manual' };

describe('the next 30 days on the device', () => {
  it('stores 30 days from today and reads back the same times for the same place only', async () => {
    const db = freshDb();
    await storeDays(jakarta, '2026-03-10', 'kemenag', db);
    expect(await db.prayerDays.count()).toBe(STORED_DAYS);
    const days = await readStoredDays(jakarta, '2026-03-12', 8, db);
    expect(days.map((d) => d.date)).toEqual(['2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15', '2026-03-16', '2026-03-17', '2026-03-18', '2026-03-19']);
    expect(days[0]!.times).toEqual(computePrayerTimes({ latitude: jakarta.lat, longitude: jakarta.lng }, '2026-03-12', 'Asia/Jakarta'));
    expect(await readStoredDays(makassar, '2026-03-12', 8, db)).toEqual([]);
  });

  it('replaces the days when the place changes and drops days gone by', async () => {
    const db = freshDb();
    await storeDays(jakarta, '2026-03-10', 'kemenag', db);
    await storeDays(makassar, '2026-03-11', 'kemenag', db);
    expect(await db.prayerDays.count()).toBe(STORED_DAYS);
    expect(await readStoredDays(jakarta, '2026-03-11', 8, db)).toEqual([]);
    const days = await readStoredDays(makassar, '2026-03-11', 1, db);
    expect(days[0]!.times.dzuhur).toBe(computePrayerTimes({ latitude: makassar.lat, longitude: makassar.lng }, '2026-03-11', 'Asia/Makassar').dzuhur);
  });
});

describe('the last location', () => {
  it('is kept in kv and read back; anything malformed reads as missing', async () => {
    const db = freshDb();
    expect(await readLastPlace(db)).toBeUndefined();
    await writeLastPlace({ ...makassar, elevation: 6, horizon: 'sea' }, db);
    expect(await readLastPlace(db)).toEqual({ ...makassar, elevation: 6, horizon: 'sea' });
    // Abroad a place keeps the device's own zone, so any real zone reads back; a made-up one does not.
    await db.kv.put({ key: 'last-location', value: { ...makassar, timeZone: 'Europe/Paris' } });
    expect((await readLastPlace(db))?.timeZone).toBe('Europe/Paris');
    await db.kv.put({ key: 'last-location', value: { ...makassar, timeZone: 'Mars/Olympus' } });
    expect(await readLastPlace(db)).toBeUndefined();
    await db.kv.put({ key: 'last-location', value: { ...makassar, elevation: -9999 } });
    expect(await readLastPlace(db)).toBeUndefined();
  });

  it('gives a place stored before heights were kept its regency\'s height and horizon, and keeps them', async () => {
    const db = freshDb();
    const bandung = { lat: -6.9175, lng: 107.62444, label: 'Kota Bandung', kode: '32.73', timeZone: 'Asia/Jakarta', source: 'manual' };
    await db.kv.put({ key: 'last-location', value: bandung });
    expect(await readLastPlace(db)).toEqual({ ...bandung, elevation: 714, horizon: 'highland' });
    expect((await db.kv.get('last-location'))?.value).toEqual({ ...bandung, elevation: 714, horizon: 'highland' });
  });

  it('gives Kota Malang, stored with its height before horizons were kept, its own sea-level horizon', async () => {
    const db = freshDb();
    const malang = { lat: -7.98, lng: 112.63, label: 'Kota Malang', kode: '35.73', timeZone: 'Asia/Jakarta', elevation: 452, source: 'manual' };
    await db.kv.put({ key: 'last-location', value: malang });
    expect(await readLastPlace(db)).toEqual({ ...malang, horizon: 'sea' });
  });
});

describe('the device position', () => {
  it('gives up after the 5 s decision time-out when the browser never answers', async () => {
    vi.useFakeTimers();
    const silent = { getCurrentPosition: () => undefined } as unknown as Geolocation;
    const result = devicePosition(silent).then(() => 'found', () => 'gave up');
    await vi.advanceTimersByTimeAsync(4_999);
    let settled = false;
    void result.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBe('gave up');
  });

  it('passes on a position and refuses when there is no geolocation', async () => {
    const here = { getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: -2.5, longitude: 140.7 } } as GeolocationPosition) } as unknown as Geolocation;
    await expect(devicePosition(here)).resolves.toEqual({ lat: -2.5, lng: 140.7 });
    await expect(devicePosition(null)).rejects.toThrow('Geolocation tidak didukung di browser ini.');
  });
});
