import { describe, expect, it } from 'vitest';
import { groupByDay, type HistoryRow } from '../../../../src/features/donation/donation-history';

const row = (code: string, createdAt: string): HistoryRow => ({ code, programTitle: 'Program', amount: 50_000, status: 'Lunas', createdAt });

describe("'Riwayat Donasi' grouped by the spec's day texts", () => {
  const tz = 'Asia/Jakarta';
  const now = new Date('2026-11-24T09:00:00+07:00');

  it('puts rows under Hari ini, Kemarin, days, months and years on the calendar of the zone', () => {
    const rows = [
      row('A', '2026-11-24T08:59:00+07:00'),
      row('B', '2026-11-24T00:01:00+07:00'),
      row('C', '2026-11-23T23:59:00+07:00'),
      row('D', '2026-11-21T12:00:00+07:00'),
      row('E', '2026-09-01T12:00:00+07:00'),
      row('F', '2024-06-01T12:00:00+07:00'),
    ];
    expect(groupByDay(rows, now, tz).map((g) => [g.day, g.rows.map((r) => r.code).join('')])).toEqual([
      ['Hari ini', 'AB'], ['Kemarin', 'C'], ['3 hari yang lalu', 'D'], ['2 bulan yang lalu', 'E'], ['2 tahun yang lalu', 'F'],
    ]);
  });

  it('moves a row from Hari ini to Kemarin when the clock passes midnight', () => {
    const rows = [row('A', '2026-11-24T22:00:00+07:00')];
    expect(groupByDay(rows, new Date('2026-11-24T23:59:00+07:00'), tz)[0]?.day).toBe('Hari ini');
    expect(groupByDay(rows, new Date('2026-11-25T00:00:30+07:00'), tz)[0]?.day).toBe('Kemarin');
  });

  it('gives nothing for no rows', () => {
    expect(groupByDay([], now, tz)).toEqual([]);
  });
});
