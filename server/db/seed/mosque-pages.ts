import type { Db } from '../client.ts';
import { financeEntries, mosqueActivities, mosqueFridays, mosqueTimeSettings } from '../schema.ts';
import { seededRandom } from './random.ts';
import { jakartaDate } from '../../../src/contract/jakarta-date.ts';
import { addDays } from '../../../src/contract/zone-clock.ts';
import { defaultMosqueTimeZone, type IqamahRules } from '../../../src/contract/mosque-times.ts';

// Demo 'Kegiatan' and 'Keuangan' for the first mosques (issue 17), relative to the seed's `now`; the
// iqamah and Fridays for the great mosques a newcomer opens first, so the mosque-times feature and the
// wall screen show on the demo before any staff fill them in (issue 45).
// A mosque's Fridays live in its Jumat schedule only, never as a weekly activity (issue 40: one Friday).

const KHATIBS = ['KH. Nasaruddin Umar', 'Ustadz Ahmad Fauzi', 'Ustadz Hasan Basri', 'Ustadz Abdul Somad'];
const FRIDAY_TIMES = ['11:50', '12:00', '11:45', '12:00', '11:55', '12:05'];
/** The great mosques of the demo (the first in seed order) that have set their iqamah and Fridays. */
const MOSQUES_WITH_TIMES = 12;
/** Minutes after the adzan, as most mosques announce them; a few keep a fixed Isya. */
const IQAMAH_RULES: IqamahRules[] = [
  { subuh: { mode: 'setelah', minutes: 15 }, dzuhur: { mode: 'setelah', minutes: 10 }, ashar: { mode: 'setelah', minutes: 10 }, maghrib: { mode: 'setelah', minutes: 7 }, isya: { mode: 'setelah', minutes: 10 } },
  { subuh: { mode: 'setelah', minutes: 20 }, dzuhur: { mode: 'setelah', minutes: 10 }, ashar: { mode: 'setelah', minutes: 10 }, maghrib: { mode: 'setelah', minutes: 5 }, isya: { mode: 'setelah', minutes: 15 } },
  { subuh: { mode: 'setelah', minutes: 10 }, dzuhur: { mode: 'setelah', minutes: 15 }, ashar: { mode: 'setelah', minutes: 10 }, maghrib: { mode: 'setelah', minutes: 10 }, isya: { mode: 'jam', time: '19:30' } },
];
/** Fridays entered ahead, as staff fill the panel's Jumat some weeks at a time. */
const FRIDAYS_AHEAD = 8;

const DAY = 86_400_000;

/** The last `weekday` (0 Sunday … 5 Friday) on or before `now`'s day in WIB, as 'YYYY-MM-DD'. */
function lastWeekday(now: Date, weekday: number): string {
  const wib = new Date(now.getTime() + 7 * 3_600_000);
  const back = (wib.getUTCDay() - weekday + 7) % 7;
  return jakartaDate(new Date(now.getTime() - back * DAY));
}

const at = (day: string, time: string, weeksBack = 0) => new Date(new Date(`${day}T${time}:00+07:00`).getTime() - weeksBack * 7 * DAY);

export async function seedMosquePages(db: Db, mosques: { id: number; longitude: number | null }[], now: Date): Promise<void> {
  const random = seededRandom(17);
  const friday = lastWeekday(now, 5);
  const tuesday = lastWeekday(now, 2);
  const sunday = lastWeekday(now, 0);
  const comingFriday = friday === jakartaDate(now) ? friday : addDays(friday, 7);
  const withTimes = mosques.slice(0, MOSQUES_WITH_TIMES);
  await db.insert(mosqueTimeSettings).values(withTimes.map(({ id, longitude }, i) => ({
    masjidId: id, timeZone: defaultMosqueTimeZone(longitude), iqamah: IQAMAH_RULES[i % IQAMAH_RULES.length]!, quietMinutes: 10, updatedAt: now,
  })));
  await db.insert(mosqueFridays).values(withTimes.flatMap(({ id: masjidId }, i) => Array.from({ length: FRIDAYS_AHEAD }, (_, week) => ({
    masjidId, date: addDays(comingFriday, 7 * week), time: FRIDAY_TIMES[i % FRIDAY_TIMES.length]!, khatib: KHATIBS[(i + week) % KHATIBS.length]!,
    imam: week % 2 === 0 ? 'Ustadz Muhammad Ridwan' : '', createdAt: now,
  }))));
  for (const [i, { id: masjidId }] of mosques.slice(0, 3).entries()) {
    await db.insert(mosqueActivities).values([
      { masjidId, kind: 'kajian', title: "Kajian Tafsir Ba'da Maghrib", speaker: 'Ustadz Muhammad Ridwan', startsAt: at(tuesday, '18:30', 8), repeat: 'weekly', createdAt: now },
      { masjidId, kind: 'kajian', title: 'Kajian Ahad Pagi: Fiqih Muamalah', speaker: 'Ustadzah Siti Aisyah', note: 'Terbuka untuk umum, ajak keluarga.', startsAt: at(sunday, '07:00', -1), createdAt: now },
    ]);
    const entries: (typeof financeEntries.$inferInsert)[] = [];
    for (let week = 0; week < 10; week++) {
      const day = jakartaDate(at(friday, '13:00', week));
      entries.push({ masjidId, kind: 'income', category: 'Kotak Jumat', amount: random.int(15, 55) * 100_000, entryDate: day, createdAt: now });
      entries.push({ masjidId, kind: 'expense', category: 'Honor khatib', amount: 500_000, entryDate: day, createdAt: now });
      if (week % 2 === 0) entries.push({ masjidId, kind: 'expense', category: 'Kebersihan', amount: 300_000, entryDate: day, createdAt: now });
      if (week % 4 === 1) entries.push({ masjidId, kind: 'expense', category: 'Listrik dan air', amount: 1_250_000 + i * 150_000, entryDate: day, createdAt: now });
    }
    await db.insert(financeEntries).values(entries);
  }
}
