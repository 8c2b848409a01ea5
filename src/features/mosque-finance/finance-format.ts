// Dates of the finance report and of activities, the Indonesian way, in the mosque's zone (WIB).

const day = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayYear = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const month = new Intl.DateTimeFormat('id-ID', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthShort = new Intl.DateTimeFormat('id-ID', { month: 'short', timeZone: 'UTC' });

const at = (d: string) => new Date(`${d}T00:00:00Z`);

/** '16 Nov – 22 Nov 2026' for a week, 'November 2026' for a month. */
export function periodLabel(from: string, to: string, period: 'minggu' | 'bulan'): string {
  if (period === 'bulan') return month.format(at(from));
  return `${day.format(at(from))} – ${dayYear.format(at(to))}`;
}

/** The chart's short label: '16 Nov' or 'Nov'. */
export function periodTick(from: string, period: 'minggu' | 'bulan'): string {
  return period === 'bulan' ? monthShort.format(at(from)) : day.format(at(from));
}
