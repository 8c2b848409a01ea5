/*
 * The Hijri date of a civil day. Interim: the Umm al-Qura calendar through Intl, until Kemenag's
 * calendar (MABIMS criteria and the isbat table, issue 25) replaces the body. The signature is
 * the one the app and the server build on.
 */

export type HijriDate = { day: number; month: number; year: number };

const umalqura = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM-DD' (a civil day) → its Hijri day, month (1 = Muharram … 12 = Dzulhijjah) and year. */
export function hijriDate(date: string): HijriDate {
  const parts = umalqura.formatToParts(new Date(`${date}T12:00:00Z`));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { day: part('day'), month: part('month'), year: part('year') };
}
