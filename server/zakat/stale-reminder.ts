import { and, eq, gt, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { messages, mosqueStaff, programs, users, zakatFitrahRates, zakatSettings } from '../db/schema.ts';
import { every } from '../lib/every.ts';
import type { Logger } from '../lib/logger.ts';
import { ZAKAT_FIGURES_STALE_DAYS, ZAKAT_PROGRAM_TYPE, isZakatFigureStale, staleFiguresMessage } from '../../src/contract/zakat.ts';

/*
 * The figures a payer computes with grow old (the gold price moves daily, BAZNAS sets new fitrah
 * rates each Ramadhan): once one is older than ZAKAT_FIGURES_STALE_DAYS the calculator warns the
 * payer, and this pass reminds the people who can act, in Pesan. The network admins set the
 * figures; the staff of mosques that take zakat are the amil their payers ask.
 *
 * At most once per stale period and never more than once a month per person: the message's key
 * names the dates of the stale figures (a new period is a new set of dates: the admin set some
 * figures and they grew old again), and nobody who had one within the month gets another. The
 * key also makes a second process, or a second pass, insert nothing more.
 */

const DAY_MS = 86_400_000;
export const ZAKAT_STALE_KIND = 'zakat-stale';

type StaleFigures = { names: string[]; oldest: Date; period: string };

/** Which figures are old at `now`, the oldest date among them and the stale period's name; null when all are fresh. */
export async function staleZakatFigures(db: Db, now: Date): Promise<StaleFigures | null> {
  const [settings] = await db.select({ updatedAt: zakatSettings.updatedAt }).from(zakatSettings).where(eq(zakatSettings.id, 1)).limit(1);
  const rates = await db.select({ updatedAt: zakatFitrahRates.updatedAt }).from(zakatFitrahRates);
  const stale = (d: Date) => isZakatFigureStale(d.toISOString(), now.getTime());
  const names: string[] = [];
  const dates: Date[] = [];
  const period: string[] = [];
  if (settings && stale(settings.updatedAt)) {
    names.push('Harga emas, tarif zakat fitrah jaringan dan tarif fidyah');
    dates.push(settings.updatedAt);
    period.push(`network@${settings.updatedAt.toISOString()}`);
  }
  const oldRates = rates.filter((r) => stale(r.updatedAt)).map((r) => r.updatedAt);
  if (oldRates.length > 0) {
    names.push(`tarif zakat fitrah ${oldRates.length} daerah`);
    const oldestRate = oldRates.reduce((a, b) => (b < a ? b : a));
    dates.push(oldestRate);
    period.push(`regencies@${oldestRate.toISOString()}`);
  }
  if (dates.length === 0) return null;
  return { names, oldest: dates.reduce((a, b) => (b < a ? b : a)), period: period.join('+') };
}

/** The network admins, and the staff (not admins) of the mosques that have a zakat program. */
async function readers(db: Db): Promise<{ admins: number[]; staff: number[] }> {
  const admins = (await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'))).map((r) => r.id);
  const staff = (await db.selectDistinct({ id: mosqueStaff.userId }).from(mosqueStaff)
    .innerJoin(programs, and(eq(programs.masjidId, mosqueStaff.masjidId), eq(programs.type, ZAKAT_PROGRAM_TYPE)))
    .where(admins.length > 0 ? notInArray(mosqueStaff.userId, admins) : undefined)).map((r) => r.id);
  return { admins, staff };
}

/** One pass: the reminder to each reader who has not had one this period or this month. Answers how many were written. */
export async function remindStaleZakatFigures(db: Db, now: Date): Promise<number> {
  const stale = await staleZakatFigures(db, now);
  if (!stale) return 0;
  const { admins, staff } = await readers(db);
  const everyone = [...admins, ...staff];
  if (everyone.length === 0) return 0;
  const since = new Date(now.getTime() - ZAKAT_FIGURES_STALE_DAYS * DAY_MS);
  const remindedLately = new Set((await db.select({ userId: messages.userId }).from(messages)
    .where(and(eq(messages.kind, ZAKAT_STALE_KIND), inArray(messages.userId, everyone), gt(messages.createdAt, since)))).map((r) => r.userId));
  const oldest = stale.oldest.toISOString();
  const rows = [
    ...admins.map((userId) => ({ userId, text: staleFiguresMessage.forAdmin(oldest, stale.names) })),
    ...staff.map((userId) => ({ userId, text: staleFiguresMessage.forStaff(oldest, stale.names) })),
  ].filter((r) => !remindedLately.has(r.userId));
  if (rows.length === 0) return 0;
  const written = await db.insert(messages).values(rows.map(({ userId, text }) => ({
    kind: ZAKAT_STALE_KIND, userId, dedupeKey: `${ZAKAT_STALE_KIND}:${userId}:${stale.period}`,
    title: text.title, body: text.body, link: text.link, action: text.action, createdAt: now,
  }))).onConflictDoNothing({ target: messages.dedupeKey }).returning({ id: messages.id });
  return written.length;
}

/** Runs the pass every few hours (and once soon after start); answers a function that stops it. */
export function startStaleZakatReminders(db: Db, clock: () => Date, log: Logger, everyMs = 6 * 3_600_000): () => void {
  return every({ everyMs, firstAfterMs: 90_000, log, failed: 'stale zakat figure reminders failed' }, async () => {
    const n = await remindStaleZakatFigures(db, clock());
    if (n > 0) log.info('stale zakat figure reminders written', { count: n });
  });
}
