import { describe, expect, it } from 'vitest';
import { formatCountdown, nextPrayer, type Schedule } from '../../../../src/features/prayer/schedule';
import { formatHijri } from '../../../../src/features/prayer/hijri';

const day = (date: string, subuh: string, isya: string) => ({
  date,
  times: { imsak: '04:05', subuh, terbit: '05:30', dhuha: '06:00', dzuhur: '11:55', ashar: '15:15', maghrib: '18:00', isya },
});
const schedule: Schedule = { timeZone: 'Asia/Jakarta', days: [day('2026-03-10', '04:15', '19:10'), day('2026-03-11', '04:16', '19:11')] };
const at = (local: string) => Date.parse(`${local}+07:00`);

describe('the next prayer and its countdown, with an injected clock', () => {
  it('before subuh it is subuh today', () => {
    const next = nextPrayer(schedule, at('2026-03-10T03:00:00'))!;
    expect(next).toMatchObject({ key: 'subuh', name: 'Subuh', date: '2026-03-10', time: '04:15' });
    expect(formatCountdown(next.at - at('2026-03-10T03:00:00'), next.name)).toBe('1 jam 15 menit lagi menuju Subuh');
  });

  it('between dzuhur and ashar it is ashar', () => {
    const now = at('2026-03-10T12:30:20');
    const next = nextPrayer(schedule, now)!;
    expect(next.name).toBe('Ashar');
    expect(formatCountdown(next.at - now, next.name)).toBe('2 jam 45 menit lagi menuju Ashar');
  });

  it('at the very minute of maghrib it is already isya', () => {
    expect(nextPrayer(schedule, at('2026-03-10T18:00:00'))!.name).toBe('Isya');
  });

  it("after isya it is tomorrow's subuh", () => {
    const now = at('2026-03-10T21:40:00');
    const next = nextPrayer(schedule, now)!;
    expect(next).toMatchObject({ key: 'subuh', date: '2026-03-11', time: '04:16' });
    expect(formatCountdown(next.at - now, next.name)).toBe('6 jam 36 menit lagi menuju Subuh');
  });

  it('reads each day in its own zone (WIT is two hours ahead of WIB)', () => {
    const wit: Schedule = { ...schedule, timeZone: 'Asia/Jayapura' };
    // 03:00 WIB is 05:00 WIT: subuh 04:15 WIT has passed, dzuhur is next.
    expect(nextPrayer(wit, at('2026-03-10T03:00:00'))!.name).toBe('Dzuhur');
  });

  it('has nothing to say without days', () => {
    expect(nextPrayer({ timeZone: 'Asia/Jakarta', days: [] }, Date.now())).toBeUndefined();
  });

  it('counts a part-minute as a minute and never goes negative', () => {
    expect(formatCountdown(59_000, 'Isya')).toBe('0 jam 1 menit lagi menuju Isya');
    expect(formatCountdown(-5, 'Isya')).toBe('0 jam 0 menit lagi menuju Isya');
    expect(formatCountdown(3_600_000, 'Dzuhur')).toBe('1 jam 0 menit lagi menuju Dzuhur');
  });
});

describe('the Hijri date', () => {
  // Kemenag: Ramadhan 1447 completed to 30 days, 1 Syawal on 21 Maret 2026 (Umm al-Qura had 20 Maret).
  const noon = Date.parse('2026-03-20T12:00:00+07:00');
  it("is Kemenag's, in Kemenag's spelling, with no shift", () => {
    expect(formatHijri(noon, 'Asia/Jakarta', 0)).toBe('30 Ramadhan 1447 H');
    expect(formatHijri(Date.parse('2026-11-26T09:00:00+07:00'), 'Asia/Jakarta', 0)).toBe('16 Jumadil Akhir 1448 H');
  });
  it("moves by the user's shift", () => {
    expect(formatHijri(noon, 'Asia/Jakarta', -1)).toBe('29 Ramadhan 1447 H');
    expect(formatHijri(noon, 'Asia/Jakarta', 1)).toBe('1 Syawal 1447 H');
  });
  it('turns at maghrib: the evening before 1 Ramadhan is Malam 1 Ramadhan, and the morning is 1 Ramadhan', () => {
    const at = (time: string, date = '2026-02-18') => Date.parse(`${date}T${time}:00+07:00`);
    expect(formatHijri(at('18:09'), 'Asia/Jakarta', 0, '18:10')).toBe('30 Syakban 1447 H');
    expect(formatHijri(at('18:10'), 'Asia/Jakarta', 0, '18:10')).toBe('Malam 1 Ramadhan 1447 H');
    expect(formatHijri(at('23:59'), 'Asia/Jakarta', 0, '18:10')).toBe('Malam 1 Ramadhan 1447 H');
    expect(formatHijri(at('04:30', '2026-02-19'), 'Asia/Jakarta', 0, '18:10')).toBe('1 Ramadhan 1447 H');
    // The shift applies to the evening too.
    expect(formatHijri(at('19:00'), 'Asia/Jakarta', 1, '18:10')).toBe('Malam 2 Ramadhan 1447 H');
  });
  it("turns at the place's own maghrib, in its own zone", () => {
    // Jayapura (WIT): maghrib 17:59 local on 19 Maret 2026, the eve of 30 Ramadhan.
    const before = Date.parse('2026-03-19T17:58:00+09:00');
    expect(formatHijri(before, 'Asia/Jayapura', 0, '17:59')).toBe('29 Ramadhan 1447 H');
    expect(formatHijri(before + 60_000, 'Asia/Jayapura', 0, '17:59')).toBe('Malam 30 Ramadhan 1447 H');
  });
  it('turns at midnight while no place (so no maghrib) is known', () => {
    expect(formatHijri(Date.parse('2026-02-18T20:00:00+07:00'), 'Asia/Jakarta', 0)).toBe('30 Syakban 1447 H');
  });
});
