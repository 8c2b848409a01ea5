import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mosqueActivities, mosques } from '../db/schema.ts';
import { buildFinancePeriods } from './ledger.ts';
import { mosqueMovements } from './books.ts';
import { confirmedOpenings } from './kencleng-openings.ts';
import { mosqueZone } from './times.ts';
import { registeredCounts } from './kajian-registrations.ts';
import { jakartaDate } from '../../src/contract/jakarta-date.ts';
import { dateInZone } from '../../src/contract/zone-clock.ts';
import { seatKey } from '../../src/contract/kajian-registration.ts';
import type { FinancePeriod, FinanceReport, MosqueActivity } from '../../src/contract/mosque-finance.ts';

// The public side of a mosque's own page: what is coming ('Kegiatan') and its money ('Keuangan').

const WEEK = 7 * 86_400_000;
/** An activity still shows this long after it began (a kajian, a Jum'at prayer). */
export const ACTIVITY_SHOWN_AFTER_START_MS = 2 * 3_600_000;
const PERIOD_COUNT: Record<FinancePeriod, number> = { minggu: 8, bulan: 6 };

type ActivityRow = typeof mosqueActivities.$inferSelect;

/** The next time a (one-off or weekly) activity happens, or null when it is over. */
export function nextOccurrence(a: Pick<ActivityRow, 'startsAt' | 'repeat' | 'untilDate' | 'cancelledAt'>, now: Date): Date | null {
  if (a.cancelledAt) return null;
  const shownFrom = now.getTime() - ACTIVITY_SHOWN_AFTER_START_MS;
  const start = a.startsAt.getTime();
  if (a.repeat !== 'weekly') return start >= shownFrom ? a.startsAt : null;
  const weeks = start >= shownFrom ? 0 : Math.ceil((shownFrom - start) / WEEK);
  const next = new Date(start + weeks * WEEK);
  if (a.untilDate && jakartaDate(next) > a.untilDate) return null;
  return next;
}

export function toActivity(a: ActivityRow, next: Date, seats: { date: string; registered: number } | null = null): MosqueActivity {
  return {
    id: a.id, kind: a.kind as MosqueActivity['kind'], title: a.title, speaker: a.speaker, note: a.note,
    repeat: a.repeat === 'weekly' ? 'weekly' : 'none', next_at: next.toISOString(), until_date: a.untilDate,
    capacity: a.capacity, next_date: seats?.date ?? null, registered: seats?.registered ?? 0,
  };
}

export async function findMosqueRow(db: Db, slug: string) {
  const [row] = await db.select().from(mosques).where(eq(mosques.slug, slug)).limit(1);
  return row ?? null;
}

/** What is coming at a mosque, soonest first. */
export async function upcomingActivities(db: Db, mosque: Pick<typeof mosques.$inferSelect, 'id' | 'longitude'>, now: Date): Promise<MosqueActivity[]> {
  const rows = await db.select().from(mosqueActivities)
    .where(and(eq(mosqueActivities.masjidId, mosque.id), isNull(mosqueActivities.cancelledAt)));
  const zone = await mosqueZone(db, mosque);
  const counts = await registeredCounts(db, rows.filter((a) => a.capacity !== null).map((a) => a.id));
  return rows
    .map((a) => ({ a, next: nextOccurrence(a, now) }))
    .filter((x): x is { a: ActivityRow; next: Date } => x.next !== null)
    .sort((x, y) => x.next.getTime() - y.next.getTime() || x.a.id - y.a.id)
    .map(({ a, next }) => {
      const date = dateInZone(next, zone);
      return toActivity(a, next, { date, registered: counts.get(seatKey(a.id, date)) ?? 0 });
    });
}

export async function financeReport(db: Db, mosque: { id: number; slug: string; nama: string }, period: FinancePeriod, now: Date): Promise<FinanceReport> {
  const movements = await mosqueMovements(db, mosque.id);
  const periods = buildFinancePeriods(movements, period, jakartaDate(now), PERIOD_COUNT[period]);
  const oldest = periods.at(-1)?.from ?? '';
  return {
    masjid: { slug: mosque.slug, nama: mosque.nama },
    period,
    periods,
    box_openings: (await confirmedOpenings(db, mosque.id)).filter((o) => o.date >= oldest).reverse(),
  };
}
