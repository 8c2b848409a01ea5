import type { MyDonation } from '../../contract/donation';
import type { LocalDonation } from '../../db/database';
import { dayText } from '../../lib/relative-time';

// 'Riwayat Donasi': the account's donations merged with the codes kept on this device.

export type HistoryRow = { code: string; programTitle: string; amount: number; status: string; createdAt: string };

/**
 * One row per code, newest first. The server's row wins (it knows the status); a code only on
 * this device keeps its last status seen, or 'Belum Lunas' when none was seen yet.
 */
export function mergeHistory(account: readonly MyDonation[], device: readonly Omit<LocalDonation, 'owner'>[]): HistoryRow[] {
  const rows = new Map<string, HistoryRow>();
  for (const d of device) {
    rows.set(d.code, { code: d.code, programTitle: d.programTitle, amount: d.amount, status: d.status ?? 'Belum Lunas', createdAt: d.createdAt });
  }
  for (const d of account) {
    rows.set(d.codeDonate, { code: d.codeDonate, programTitle: d.program.header, amount: d.nominal, status: d.status, createdAt: d.tgl_donasi });
  }
  return [...rows.values()].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

export type HistoryGroup = { day: string; rows: HistoryRow[] };

/**
 * Rows (newest first) under the spec's day texts: 'Hari ini', 'Kemarin', '3 hari yang lalu', ...
 * Consecutive rows with the same text share a group, so 'Hari ini' never appears twice.
 */
export function groupByDay(rows: readonly HistoryRow[], now: Date, timeZone?: string): HistoryGroup[] {
  const groups: HistoryGroup[] = [];
  for (const row of rows) {
    const day = dayText(row.createdAt, now, timeZone);
    const last = groups.at(-1);
    if (last && last.day === day) last.rows.push(row);
    else groups.push({ day, rows: [row] });
  }
  return groups;
}
