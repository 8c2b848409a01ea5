import type { Db } from '../client.ts';
import { financeEntries, mosqueActivities, mosqueFridays } from '../schema.ts';
import { seededRandom } from './random.ts';
import { jakartaDate } from '../../../src/contract/jakarta-date.ts';
import { addDays } from '../../../src/contract/zone-clock.ts';

// Demo 'Kegiatan', Fridays and 'Keuangan' for the first mosques (issue 17), relative to the seed's `now`.
// A mosque's Fridays live in its Jumat schedule only, never as a weekly activity (issue 40: one Friday).

const KHATIBS = ['KH. Nasaruddin Umar', 'Ustadz Ahmad Fauzi', 'Ustadz Hasan Basri', 'Ustadz Abdul Somad'];
const FRIDAY_TIMES = ['11:50', '12:00', '11:45'];
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

export async function seedMosquePages(db: Db, mosqueIds: number[], now: Date): Promise<void> {
  const random = seededRandom(17);
  const friday = lastWeekday(now, 5);
  const tuesday = lastWeekday(now, 2);
  const sunday = lastWeekday(now, 0);
  const comingFriday = friday === jakartaDate(now) ? friday : addDays(friday, 7);
  for (const [i, masjidId] of mosqueIds.slice(0, 3).entries()) {
    await db.insert(mosqueFridays).values(Array.from({ length: FRIDAYS_AHEAD }, (_, week) => ({
      masjidId, date: addDays(comingFriday, 7 * week), time: FRIDAY_TIMES[i]!, khatib: KHATIBS[(i + week) % KHATIBS.length]!,
      imam: week % 2 === 0 ? 'Ustadz Muhammad Ridwan' : '', createdAt: now,
    })));
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
