import { describe, expect, it } from 'vitest';
import { computePrayerTimes } from '../../../src/contract/prayer-times';
import { parseIqamah } from '../../../src/contract/mosque-times';
import { jakartaMosque } from './mosque-times-fixture';
import { instantOf } from '../../../src/contract/zone-clock';
import { formatCountdown, mosqueDay, nextFriday, wallPhase } from '../../../src/lib/mosque-day';

const MINUTE = 60_000;


describe("a mosque's day", () => {
  it("takes the adzan from the mosque's own position and adds each iqamah by the staff's rule", () => {
    const day = mosqueDay(jakartaMosque(), '2026-11-26')!;
    const expected = computePrayerTimes({ latitude: -6.1702, longitude: 106.8311 }, '2026-11-26', 'Asia/Jakarta');
    expect(day.prayers.map((p) => p.adzan)).toEqual([expected.subuh, expected.dzuhur, expected.ashar, expected.maghrib, expected.isya]);
    const at = (time: string) => instantOf('2026-11-26', time, 'Asia/Jakarta');
    const [subuh, dzuhur, ashar, maghrib, isya] = day.prayers;
    expect(subuh!.iqamahAt).toBe(at(expected.subuh) + 15 * MINUTE);
    expect(dzuhur!.iqamahAt).toBe(at(expected.dzuhur) + 10 * MINUTE);
    expect(ashar!.iqamah).toBe('15:30');
    expect(maghrib!.iqamahAt).toBe(at(expected.maghrib) + 5 * MINUTE);
    expect([isya!.iqamah, isya!.iqamahAt]).toEqual([null, null]);
  });

  it('puts a highland mosque at its own horizon: Bandung differs from a sea-level point at the same longitude', () => {
    const bandung = mosqueDay(jakartaMosque({ masjid: { ...jakartaMosque().masjid, latitude: -6.9217, longitude: 107.6071 } }), '2026-11-26')!;
    const expected = computePrayerTimes({ latitude: -6.9217, longitude: 107.6071 }, '2026-11-26', 'Asia/Jakarta');
    const seaLevel = computePrayerTimes({ latitude: -6.9217, longitude: 107.6071, horizon: 'sea' }, '2026-11-26', 'Asia/Jakarta');
    expect(bandung.times.maghrib).toBe(expected.maghrib);
    expect(bandung.times.maghrib).not.toBe(seaLevel.maghrib);
  });

  it("keeps a mosque's own zone: Jayapura's times are in WIT", () => {
    const jayapura = jakartaMosque({ time_zone: 'Asia/Jayapura', masjid: { ...jakartaMosque().masjid, latitude: -2.533, longitude: 140.717 } });
    const day = mosqueDay(jayapura, '2026-11-26')!;
    expect(day.times).toEqual(computePrayerTimes({ latitude: -2.533, longitude: 140.717 }, '2026-11-26', 'Asia/Jayapura'));
  });

  it("names dzuhur Jum'at on a Friday and starts it at the time the staff entered", () => {
    const day = mosqueDay(jakartaMosque(), '2026-11-27')!;
    expect(day.prayers[1]).toMatchObject({ name: "Jum'at", iqamah: '12:05' });
    expect(day.friday?.khatib).toBe('Ustadz A');
    expect(mosqueDay(jakartaMosque(), '2026-11-26')!.prayers[1]!.name).toBe('Dzuhur');
  });

  it('waits for the adzan when a fixed iqamah falls before it', () => {
    const day = mosqueDay(jakartaMosque({ iqamah: { ...jakartaMosque().iqamah, ashar: { mode: 'jam', time: '14:00' } } }), '2026-11-26')!;
    expect(day.prayers[2]!.iqamahAt).toBe(day.prayers[2]!.adzanAt);
  });

  it('has no day without a position', () => {
    expect(mosqueDay(jakartaMosque({ masjid: { ...jakartaMosque().masjid, latitude: null } }), '2026-11-26')).toBeNull();
  });

  it('shows the next Friday from today on, this Friday until its day is over', () => {
    const times = jakartaMosque({ fridays: [
      { id: 1, date: '2026-11-27', time: '12:05', khatib: 'A', imam: '', theme: '' },
      { id: 2, date: '2026-12-04', time: '12:05', khatib: 'B', imam: '', theme: '' },
    ] });
    expect(nextFriday(times, Date.parse('2026-11-26T12:00:00Z'))?.khatib).toBe('A');
    expect(nextFriday(times, Date.parse('2026-11-27T16:59:00Z'))?.khatib).toBe('A'); // 23:59 WIB
    expect(nextFriday(times, Date.parse('2026-11-27T17:00:00Z'))?.khatib).toBe('B');
  });
});

describe('what the wall screen shows', () => {
  const times = jakartaMosque();
  const day = mosqueDay(times, '2026-11-26')!;
  const maghrib = day.prayers[3]!;

  it('counts down to the adzan, then to the iqamah, then is quiet for the set minutes, then counts to the next adzan', () => {
    expect(wallPhase(times, maghrib.adzanAt - 1)).toMatchObject({ kind: 'adzan', prayer: { key: 'maghrib' }, until: maghrib.adzanAt });
    expect(wallPhase(times, maghrib.adzanAt)).toMatchObject({ kind: 'iqamah', prayer: { key: 'maghrib' }, until: maghrib.iqamahAt });
    expect(wallPhase(times, maghrib.iqamahAt!)).toMatchObject({ kind: 'quiet', until: maghrib.iqamahAt! + 10 * MINUTE });
    expect(wallPhase(times, maghrib.iqamahAt! + 10 * MINUTE)).toMatchObject({ kind: 'adzan', prayer: { key: 'isya' } });
  });

  it('has no iqamah countdown or quiet screen for a prayer without iqamah, and goes on to tomorrow after isya', () => {
    const isya = day.prayers[4]!;
    const after = wallPhase(times, isya.adzanAt + MINUTE);
    expect(after).toMatchObject({ kind: 'adzan', prayer: { key: 'subuh' } });
    expect(after!.until).toBe(mosqueDay(times, '2026-11-27')!.prayers[0]!.adzanAt);
  });

  it('never shows a quiet screen when the staff set zero minutes', () => {
    expect(wallPhase(jakartaMosque({ quiet_minutes: 0 }), maghrib.iqamahAt!)).toMatchObject({ kind: 'adzan', prayer: { key: 'isya' } });
  });

  it('counts down in whole seconds, never showing zero early', () => {
    expect(formatCountdown(3_723_000)).toBe('01:02:03');
    expect(formatCountdown(59_001)).toBe('01:00');
    expect(formatCountdown(0)).toBe('00:00');
  });

  it("reads the staff's typing: minutes, a fixed time, empty, or refused", () => {
    expect(parseIqamah('10')).toEqual({ mode: 'setelah', minutes: 10 });
    expect(parseIqamah(' 04:45 ')).toEqual({ mode: 'jam', time: '04:45' });
    expect(parseIqamah('')).toBeNull();
    expect(parseIqamah('91')).toBeUndefined();
    expect(parseIqamah('4.45')).toBeUndefined();
  });
});
