/** A sidang isbat's decision: 1 <month> <year> H falls on `firstDay` (a civil day, 'YYYY-MM-DD'). */
export type IsbatDecision = { year: number; month: number; firstDay: string };

/**
 * Decisions of Kemenag's sidang isbat, built into every phone and seeded into the server's table
 * (migration 0011). Sources, each a report of the Minister's announcement:
 * - 1 Ramadhan 1445 = Selasa 12 Maret 2024 (isbat 10 Maret 2024; tribunnews.com, 10/3/2024)
 * - 1 Syawal 1445 = Rabu 10 April 2024 (isbat 9 April 2024; antvklik.com, riau24.com)
 * - 1 Zulhijah 1445 = Sabtu 8 Juni 2024, Iduladha 17 Juni (isbat 7 Juni 2024; era.id, kaltimtoday.co)
 * - 1 Ramadhan 1446 = Sabtu 1 Maret 2025 (isbat 28 Februari 2025; bogor.inews.id, portalone.net)
 * - 1 Syawal 1446 = Senin 31 Maret 2025 (isbat 29 Maret 2025; kantamedia.com, kasedata.id)
 * - 1 Zulhijah 1446 = Rabu 28 Mei 2025, Iduladha 6 Juni (isbat 27 Mei 2025; dimatahati.com, indotimur.com)
 * - 1 Ramadhan 1447 = Kamis 19 Februari 2026 (isbat 17 Februari 2026; digital.okezone.com, diksinews.id)
 * - 1 Syawal 1447 = Sabtu 21 Maret 2026 (isbat 19 Maret 2026; idxchannel.com, monitor.co.id)
 * - 1 Zulhijah 1444 = Selasa 20 Juni 2023, Iduladha 29 Juni (isbat 18 Juni 2023; seru.co.id, bisnis.com)
 * 1 Zulhijah 1447 is not here: no report of that isbat could be found to cite; the MABIMS table
 * gives Senin 18 Mei 2026 (Iduladha 27 Mei), and the admin adds the decision in the panel.
 */
export const BUILT_IN_ISBAT: readonly IsbatDecision[] = [
  { year: 1444, month: 12, firstDay: '2023-06-20' },
  { year: 1445, month: 9, firstDay: '2024-03-12' },
  { year: 1445, month: 10, firstDay: '2024-04-10' },
  { year: 1445, month: 12, firstDay: '2024-06-08' },
  { year: 1446, month: 9, firstDay: '2025-03-01' },
  { year: 1446, month: 10, firstDay: '2025-03-31' },
  { year: 1446, month: 12, firstDay: '2025-05-28' },
  { year: 1447, month: 9, firstDay: '2026-02-19' },
  { year: 1447, month: 10, firstDay: '2026-03-21' },
];
