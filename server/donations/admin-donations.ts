import { and, count, desc, eq, gt, gte, ilike, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { donations, paymentMethods, programs } from '../db/schema.ts';
import { effectiveState, maskPhone } from './reads.ts';
import { markDonationPaid, type PaidReceipt } from './state-machine.ts';
import { programOpenSql } from '../programs/index.ts';
import { likePattern } from '../lib/like-pattern.ts';
import { jakartaDate } from '../../src/contract/jakarta-date.ts';
import { toPage, type Page } from '../lib/paging.ts';
import { PAYMENT_TYPES, type PaymentType } from '../../src/contract/donation.ts';
import type { AdminDonation, AdminDonationFilter, AdminSummary } from '../../src/contract/admin.ts';

// The staff's view of donations: the day's figures, the list to match bank statements against,
// and marking a transfer paid.

const LIST_LIMIT = 100;

/** Midnight in Jakarta (UTC+7 all year, no daylight saving) of a 'YYYY-MM-DD' day. */
const jakartaMidnight = (day: string) => new Date(`${day}T00:00:00+07:00`);

function nextMonth(yearMonth: string): string {
  const [y, m] = yearMonth.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

async function paidBetween(db: Db, from: Date, to: Date): Promise<{ count: number; amount: number }> {
  const [row] = await db
    .select({ n: count(), amount: sql<string>`coalesce(sum(${donations.amount}), 0)` })
    .from(donations)
    .where(and(eq(donations.status, 'paid'), gte(donations.paidAt, from), lt(donations.paidAt, to)));
  return { count: Number(row?.n ?? 0), amount: Number(row?.amount ?? 0) };
}

export async function getSummary(db: Db, now: Date): Promise<AdminSummary> {
  const waiting = and(eq(donations.status, 'pending'), gt(donations.expiresAt, now));
  const [pending] = await db
    .select({ all: count(), manual: sql<string>`count(*) filter (where ${paymentMethods.type} = 'Manual')` })
    .from(donations)
    .innerJoin(paymentMethods, eq(paymentMethods.id, donations.paymentMethodId))
    .where(waiting);
  const today = jakartaDate(now);
  const month = today.slice(0, 7);
  const [programCounts] = await db
    .select({ all: count(), open: sql<string>`count(*) filter (where ${programOpenSql(now)})` })
    .from(programs);
  return {
    pending_count: Number(pending?.all ?? 0),
    pending_manual_count: Number(pending?.manual ?? 0),
    paid_today: await paidBetween(db, jakartaMidnight(today), new Date(jakartaMidnight(today).getTime() + 86_400_000)),
    paid_this_month: await paidBetween(db, jakartaMidnight(`${month}-01`), jakartaMidnight(`${nextMonth(month)}-01`)),
    open_programs: Number(programCounts?.open ?? 0),
    programs: Number(programCounts?.all ?? 0),
  };
}

/** Filters on the effective state: a pending donation past its deadline counts as expired. */
function stateFilter(filter: AdminDonationFilter, now: Date): SQL | undefined {
  switch (filter) {
    case 'pending':
      return and(eq(donations.status, 'pending'), gt(donations.expiresAt, now));
    case 'paid':
      return eq(donations.status, 'paid');
    case 'expired':
      return or(eq(donations.status, 'expired'), and(eq(donations.status, 'pending'), lte(donations.expiresAt, now)));
    case 'semua':
      return undefined;
  }
}

const adminColumns = { d: donations, p: { header: programs.header, slug: programs.slug, type: programs.type }, m: { type: paymentMethods.type, channelName: paymentMethods.channelName } };
type AdminRow = { d: typeof donations.$inferSelect; p: { header: string; slug: string; type: string }; m: { type: string; channelName: string } };

const isPaymentType = (type: string): type is PaymentType => (PAYMENT_TYPES as readonly string[]).includes(type);

function toAdminDonation({ d, p, m }: AdminRow, now: Date): AdminDonation {
  return {
    codeDonate: d.code,
    program: p,
    donatur: d.donorName,
    nomor_hp: maskPhone(d.donorPhone),
    nominal: d.amount,
    unique_digits: d.uniqueDigits,
    total: d.total,
    state: effectiveState(d.status, d.expiresAt, now),
    metode_bayar: isPaymentType(m.type) ? m.type : 'Manual',
    channel_name: m.channelName,
    tgl_donasi: d.createdAt.toISOString(),
    tgl_expired: d.expiresAt.toISOString(),
    tgl_bayar: d.paidAt?.toISOString() ?? null,
  };
}

function selectAdminDonations(db: Db) {
  return db
    .select(adminColumns)
    .from(donations)
    .innerJoin(programs, eq(programs.id, donations.programId))
    .innerJoin(paymentMethods, eq(paymentMethods.id, donations.paymentMethodId));
}

/** Newest first, a page after the `cursor` donation. */
export async function listAdminDonations(
  db: Db, input: { status: AdminDonationFilter; search: string; cursor: number | null }, now: Date,
): Promise<Page<AdminDonation>> {
  const conditions: SQL[] = [];
  if (input.cursor !== null) conditions.push(sql`(${donations.createdAt}, ${donations.id}) < (select c.created_at, c.id from donations c where c.id = ${input.cursor})`);
  const state = stateFilter(input.status, now);
  if (state) conditions.push(state);
  if (input.search) {
    const pattern = likePattern(input.search);
    const match = or(ilike(donations.code, pattern), ilike(donations.donorName, pattern));
    if (match) conditions.push(match);
  }
  const rows = await selectAdminDonations(db)
    .where(and(...conditions))
    .orderBy(desc(donations.createdAt), desc(donations.id))
    .limit(LIST_LIMIT + 1);
  return toPage(rows.map((row) => ({ ...row, id: row.d.id })), LIST_LIMIT, (row) => toAdminDonation(row, now));
}

export async function findAdminDonation(db: Db, code: string, now: Date): Promise<AdminDonation | null> {
  const [row] = await selectAdminDonations(db).where(eq(donations.code, code)).limit(1);
  return row ? toAdminDonation(row, now) : null;
}

export type ConfirmOutcome =
  | { ok: true; donation: AdminDonation }
  | { ok: false; reason: 'not-found' | 'already-paid' | 'not-confirmable' };

/**
 * A staff member saw the transfer: a pending or expired donation becomes paid, once, through the
 * same path as the provider's notification. The event `admin:<userId>:<code>` in
 * payment_notifications says who confirmed it.
 */
export async function confirmDonation(
  db: Db, code: string, staffId: number, now: Date,
  effects: { receipt: PaidReceipt; audit: (tx: Db, paid: { total: number }) => Promise<void> },
): Promise<ConfirmOutcome> {
  const [current] = await db.select({ status: donations.status }).from(donations).where(eq(donations.code, code)).limit(1);
  if (!current) return { ok: false, reason: 'not-found' };
  if (current.status === 'paid') return { ok: false, reason: 'already-paid' };
  if (current.status !== 'pending' && current.status !== 'expired') return { ok: false, reason: 'not-confirmable' };
  // The audit row commits with the change; the receipt goes out after, from the paid path.
  const outcome = await markDonationPaid(db, { eventId: `admin:${staffId}:${code}`, code, now, source: 'staff', alongside: effects.audit }, effects.receipt);
  switch (outcome) {
    case 'paid': {
      const donation = await findAdminDonation(db, code, now);
      if (!donation) return { ok: false, reason: 'not-found' };
      return { ok: true, donation };
    }
    case 'replay':
    case 'already-paid':
      return { ok: false, reason: 'already-paid' };
    case 'not-payable':
      return { ok: false, reason: 'not-confirmable' };
  }
}
