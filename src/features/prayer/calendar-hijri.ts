import { HIJRI_MONTH_NAMES, hijriDate, type HijriDate } from '../../contract/hijri';
import { applyStoredIsbat } from '../../sync/isbat-store';
import { addDays } from '../../contract/zone-clock';

// The isbat table this phone synced last, before a month is drawn (a cold start offline may open here first).
applyStoredIsbat();

export const hijriMonthName = (month: number) => HIJRI_MONTH_NAMES[month - 1] ?? '';

/** The days people look the calendar up for; 'kind' sets how strongly a day is marked. */
export type HolyDay = { month: number; day: number; name: string; kind: 'feast' | 'remembrance' | 'fast' };
export const HOLY_DAYS: readonly HolyDay[] = [
  { month: 1, day: 1, name: 'Tahun Baru Islam', kind: 'remembrance' },
  { month: 1, day: 10, name: 'Puasa Asyura', kind: 'fast' },
  { month: 3, day: 12, name: 'Maulid Nabi', kind: 'remembrance' },
  { month: 7, day: 27, name: "Isra Mi'raj", kind: 'remembrance' },
  { month: 9, day: 1, name: 'Awal Ramadhan', kind: 'fast' },
  { month: 9, day: 17, name: "Nuzulul Qur'an", kind: 'remembrance' },
  { month: 10, day: 1, name: 'Idul Fitri', kind: 'feast' },
  { month: 12, day: 8, name: 'Hari Tarwiyah', kind: 'fast' },
  { month: 12, day: 9, name: 'Hari Arafah', kind: 'fast' },
  { month: 12, day: 10, name: 'Idul Adha', kind: 'feast' },
];

// The white days (13–15) are fasted every month except on Tasyrik (13 Zulhijah).
const AYYAMUL_BIDH: HolyDay['name'] = 'Ayyamul Bidh';

/** What a Hijri day is remembered for, if anything. */
export function holyDayOf(hijri: HijriDate): Omit<HolyDay, 'month' | 'day'> | undefined {
  const named = HOLY_DAYS.find((d) => d.month === hijri.month && d.day === hijri.day);
  if (named) return { name: named.name, kind: named.kind };
  if (hijri.day >= 13 && hijri.day <= 15 && hijri.month !== 12 && hijri.month !== 9) return { name: AYYAMUL_BIDH, kind: 'fast' };
  return undefined;
}

/**
 * The Hijri date of a civil day as this user reads it: the calendar's date moved by their
 * adjustment in days (0 by default; kept for those who follow another calendar).
 */
export function hijriOf(date: string, shiftDays = 0): HijriDate {
  return hijriDate(shiftDays ? addDays(date, shiftDays) : date);
}

export type HijriMonth = { year: number; month: number };

export function shiftHijriMonth({ year, month }: HijriMonth, by: number): HijriMonth {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

const ISLAMIC_EPOCH_JD = 1948439.5;
const UNIX_EPOCH_JD = 2440587.5;

/** Where the arithmetic (tabular) calendar starts a month: within two days of any sighting calendar. */
function tabularMonthStart({ year, month }: HijriMonth): string {
  const jd = 1 + Math.ceil(29.5 * (month - 1)) + (year - 1) * 354 + Math.floor((3 + 11 * year) / 30) + ISLAMIC_EPOCH_JD - 1;
  return new Date(Math.round((jd + 0.5 - UNIX_EPOCH_JD) * 86_400_000)).toISOString().slice(0, 10);
}

/**
 * The civil days of a Hijri month, each with its Hijri date: found by asking the calendar about
 * every day near where the month must fall, so the month has whatever length the calendar says.
 */
export function hijriMonthDays(target: HijriMonth, shiftDays = 0): { date: string; hijri: HijriDate }[] {
  const around = tabularMonthStart(target);
  const days: { date: string; hijri: HijriDate }[] = [];
  for (let i = -6; i < 40; i++) {
    const date = addDays(around, i);
    const hijri = hijriOf(date, shiftDays);
    if (hijri.year === target.year && hijri.month === target.month) days.push({ date, hijri });
  }
  return days;
}
