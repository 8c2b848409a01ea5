import { describe, expect, it } from 'vitest';
import { dayText, daysBetween, formatLongDate, relativeTime } from '../../../src/lib/relative-time';

const now = new Date('2025-03-15T10:00:00+07:00');
const ago = (ms: number) => new Date(now.getTime() - ms);
const S = 1000, M = 60 * S, H = 60 * M, D = 24 * H;

describe('relative time (spec section 9)', () => {
  it.each([
    [0, 'Baru saja'],
    [999, 'Baru saja'],
    [-5 * M, 'Baru saja'], // a clock a little ahead
    [S, '1 detik yang lalu'],
    [59 * S, '59 detik yang lalu'],
    [M, '1 menit yang lalu'],
    [59 * M + 59 * S, '59 menit yang lalu'],
    [H, '1 jam yang lalu'],
    [23 * H, '23 jam yang lalu'],
    [D, '1 hari yang lalu'],
    [29 * D, '29 hari yang lalu'],
    [30 * D, '1 bulan yang lalu'],
    [364 * D, '12 bulan yang lalu'],
    [365 * D, '1 tahun yang lalu'],
    [800 * D, '2 tahun yang lalu'],
  ])('%i ms ago reads %s', (ms, text) => {
    expect(relativeTime(ago(ms), now)).toBe(text);
  });

  it('takes ISO strings and refuses nonsense quietly', () => {
    expect(relativeTime('2025-03-15T02:59:00Z', now)).toBe('1 menit yang lalu');
    expect(relativeTime('not a date', now)).toBe('Baru saja');
  });
});

describe('day text by calendar days', () => {
  const tz = 'Asia/Jakarta';
  it.each([
    ['2025-03-15T00:05:00+07:00', 'Hari ini'],
    ['2025-03-14T23:59:00+07:00', 'Kemarin'],
    ['2025-03-13T12:00:00+07:00', '2 hari yang lalu'],
    ['2025-02-13T12:00:00+07:00', '30 hari yang lalu'],
    ['2025-02-12T12:00:00+07:00', '1 bulan yang lalu'],
    ['2024-03-25T12:00:00+07:00', '11 bulan yang lalu'],
    ['2024-03-10T12:00:00+07:00', '1 tahun yang lalu'],
    ['2022-03-10T12:00:00+07:00', '3 tahun yang lalu'],
  ])('%s reads %s', (at, text) => {
    expect(dayText(at, now, tz)).toBe(text);
  });

  it('counts days on the given calendar, not in 24-hour blocks', () => {
    // 23:30 the evening before is 'Kemarin' in Jakarta, though under 24 hours ago.
    expect(dayText('2025-03-14T23:30:00+07:00', new Date('2025-03-15T00:10:00+07:00'), tz)).toBe('Kemarin');
    expect(daysBetween('2025-02-28', '2025-03-01')).toBe(1);
  });

  it('writes long dates with Indonesian month names', () => {
    expect(formatLongDate('2025-01-12T05:00:00Z', 'Asia/Jakarta')).toBe('12 Januari 2025');
  });

  it("writes a long date on Jakarta's calendar whatever the zone it runs in, so the server's page and the phone's agree", () => {
    // 21:30 UTC is already the next morning in Jakarta: a page rendered in UTC said '17', the phone '18'.
    expect(formatLongDate('2026-11-17T21:30:00Z')).toBe('18 November 2026');
  });
});
