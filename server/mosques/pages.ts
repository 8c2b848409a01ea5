import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { disbursements, donations, financeEntries, mosqueActivities, mosques, programs } from '../db/schema.ts';
import { buildFinancePeriods, type Movement } from './finance-periods.ts';
import { boxMovements, confirmedOpenings } from './kencleng-openings.ts';
import { jakartaDate } from '../../src/contract/jakarta-date.ts';
import type { FinancePeriod, FinanceReport, MosqueActivity } from '../../src/contract/mosque-finance.ts';

// The public side of a mosque's own page: what is coming ('Kegiatan') and its money ('Keuangan').

const KENCLENG_TYPE = 'kencleng-masjid';
const WEEK = 7 * 86_400_000;
/** An activity still shows this long after it began (a kajian, a Jum'at prayer). */
export const ACTIVITY_SHOWN_AFTER_START_MS = 2 * 3_600_000;
export const DISBURSEMENT_LABEL = 'Penyaluran program';
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

export function toActivity(a: ActivityRow, next: Date): MosqueActivity {
  return {
    id: a.id, kind: a.kind as MosqueActivity['kind'], title: a.title, speaker: a.speaker, note: a.note,
    repeat: a.repeat === 'weekly' ? 'weekly' : 'none', next_at: next.toISOString(), until_date: a.untilDate,
  };
}

export async function findMosqueRow(db: Db, slug: string) {
  const [row] = await db.select().from(mosques).where(eq(mosques.slug, slug)).limit(1);
  return row ?? null;
}

/** What is coming at a mosque, soonest first. */
export async function upcomingActivities(db: Db, masjidId: number, now: Date): Promise<MosqueActivity[]> {
  const rows = await db.select().from(mosqueActivities)
    .where(and(eq(mosqueActivities.masjidId, masjidId), isNull(mosqueActivities.cancelledAt)));
  return rows
    .map((a) => ({ a, next: nextOccurrence(a, now) }))
    .filter((x): x is { a: ActivityRow; next: Date } => x.next !== null)
    .sort((x, y) => x.next.getTime() - y.next.getTime() || x.a.id - y.a.id)
    .map(({ a, next }) => toActivity(a, next));
}

/** Every day's money of a mosque: recorded cash, paid online donations to its programs, disbursements. */
export async function mosqueMovements(db: Db, masjidId: number): Promise<Movement[]> {
  const cash = await db.select({
    date: financeEntries.entryDate, kind: financeEntries.kind, label: financeEntries.category,
    amount: sql<string>`sum(${financeEntries.amount})`,
  }).from(financeEntries).where(eq(financeEntries.masjidId, masjidId))
    .groupBy(financeEntries.entryDate, financeEntries.kind, financeEntries.category);

  const paidDay = sql<string>`to_char(${donations.paidAt} at time zone 'Asia/Jakarta', 'YYYY-MM-DD')`;
  const online = await db.select({
    date: paidDay, type: programs.type, amount: sql<string>`sum(${donations.amount})`,
  }).from(donations).innerJoin(programs, eq(programs.id, donations.programId))
    // A donation the gateway later took back stays income of the day it was paid; the money that
    // left is a line of its own (donations/state-machine.ts, closeDonation), so a closed period never changes.
    .where(and(eq(programs.masjidId, masjidId), or(eq(donations.status, 'paid'), and(isNotNull(donations.reversedAt), isNotNull(donations.paidAt)))))
    .groupBy(paidDay, programs.type);

  const out = await db.select({ date: disbursements.disbursedAt, amount: sql<string>`sum(${disbursements.amount})` })
    .from(disbursements).innerJoin(programs, eq(programs.id, disbursements.programId))
    .where(eq(programs.masjidId, masjidId)).groupBy(disbursements.disbursedAt);

  return [
    ...cash.map((r): Movement => (r.kind === 'income'
      ? { date: r.date, kind: 'income', source: 'tunai', label: r.label, amount: Number(r.amount) }
      : { date: r.date, kind: 'expense', label: r.label, amount: Number(r.amount) })),
    ...online.map((r): Movement => ({
      date: r.date, kind: 'income', source: r.type === KENCLENG_TYPE ? 'kencleng' : 'infaq_online',
      label: r.type === KENCLENG_TYPE ? 'Kencleng' : 'Infaq online', amount: Number(r.amount),
    })),
    ...out.map((r): Movement => ({ date: r.date, kind: 'expense', label: DISBURSEMENT_LABEL, amount: Number(r.amount) })),
    ...await boxMovements(db, masjidId),
  ];
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
