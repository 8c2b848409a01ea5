import { hijriDate, mabimsMonthStart } from '../../contract/hijri';
import type { IsbatDecision } from '../../contract/isbat-decisions';

/** The months whose start Indonesia decides by a sidang isbat each year: Ramadhan, Syawal, Zulhijah. */
export const ISBAT_MONTHS = [9, 10, 12] as const;

export type IsbatSlot =
  | { year: number; month: number; decided: true; firstDay: string }
  | { year: number; month: number; decided: false; hisab: string };

/**
 * The panel's list: every decision recorded, and every isbat month from the first recorded year up
 * to today's that has none yet, with the MABIMS hisab the phones follow meanwhile (a gap such as
 * 1 Zulhijah 1447 was invisible while the list showed only what had been entered). Newest first.
 */
export function isbatSlots(decisions: readonly IsbatDecision[], today: string): IsbatSlot[] {
  const slots = new Map<string, IsbatSlot>();
  for (const d of decisions) slots.set(`${d.year}-${d.month}`, { year: d.year, month: d.month, decided: true, firstDay: d.firstDay });
  const now = hijriDate(today);
  // The table's own history starts at its first decision; a month before that is not a gap.
  const index = (year: number, month: number) => year * 12 + month;
  const first = Math.min(index(now.year, now.month), ...decisions.map((d) => index(d.year, d.month)));
  for (let year = Math.floor(first / 12); year <= now.year; year++) {
    for (const month of ISBAT_MONTHS) {
      const hisab = mabimsMonthStart(year, month);
      // Only months already begun (or beginning today) are missing a decision.
      if (!hisab || hisab > today || index(year, month) < first || slots.has(`${year}-${month}`)) continue;
      slots.set(`${year}-${month}`, { year, month, decided: false, hisab });
    }
  }
  return [...slots.values()].sort((a, b) => b.year - a.year || b.month - a.month);
}
