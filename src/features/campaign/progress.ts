import { calendarDay, daysBetween } from '../../lib/relative-time';

// Progress and time remaining of a program (spec section 4).

/** A program with no target (a kencleng box, an open infaq) has nothing to fill a bar towards. */
export const hasTarget = (target: number): boolean => target > 0;

/** Collected over target as a percentage, capped at 100; 0 when there is no target. */
export function progressPercent(collected: number, target: number): number {
  if (!(target > 0) || !(collected > 0)) return 0;
  return Math.min(100, (collected / target) * 100);
}

export type TimeRemaining = { kind: 'days'; days: number } | { kind: 'ended' } | { kind: 'forever' };

/**
 * all_time 'N': the days left while the end date is after today (in Indonesia's western zone,
 * where the programs end), else ended. all_time 'Y', or no end date at all: for ever.
 */
export function timeRemaining(program: { all_time: 'Y' | 'N'; batas_tanggal: string | null }, now: Date, timeZone = 'Asia/Jakarta'): TimeRemaining {
  if (program.all_time !== 'N' || !program.batas_tanggal) return { kind: 'forever' };
  const days = daysBetween(calendarDay(now, timeZone), program.batas_tanggal);
  return days > 0 ? { kind: 'days', days } : { kind: 'ended' };
}

/** '12 hari', 'Berakhir', 'tanpa batas waktu' (in words: a bare '∞' read as a broken figure). */
export function timeRemainingText(remaining: TimeRemaining): string {
  switch (remaining.kind) {
    case 'days': return `${remaining.days} hari`;
    case 'ended': return 'Berakhir';
    case 'forever': return 'tanpa batas waktu';
  }
}
