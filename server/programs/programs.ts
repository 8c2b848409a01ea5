import { and, desc, eq, ilike, notInArray, sql, type SQL } from 'drizzle-orm';
import { toPage, type Page } from '../lib/paging.ts';
import { likePattern } from '../lib/like-pattern.ts';
import type { Db } from '../db/client.ts';
import { campaignUpdates, disbursements, donations, programs } from '../db/schema.ts';
import {
  formatProgramId, KENCLENG_TYPE, parseProgramId, programIdFits,
} from '../../src/contract/program-id.ts';
import { QURBAN_PROGRAM_TYPE } from '../../src/contract/qurban.ts';
import { jakartaDate } from '../../src/contract/jakarta-date.ts';
import { publicDonorName } from '../../src/contract/donor-name.ts';
import type {
  Campaign, CampaignCard, CampaignSort, CampaignUpdate, DisbursementList, TotalDonate, TransactionListItem,
} from '../../src/contract/campaign.ts';

/** Programs that are not campaigns: a mosque's kencleng box, its qurban payments. */
const UNLISTED_TYPES = [KENCLENG_TYPE, QURBAN_PROGRAM_TYPE];

// Reads of programs (campaigns and kencleng programs) and what was given to them. Totals count
// paid donations only; a pending, expired or failed donation is nobody's money yet.

export type ProgramRow = typeof programs.$inferSelect;

// Drizzle renders a column of a single-table select unqualified, which inside a subquery would
// bind to the subquery's own table: the outer column is named in full.
const outerProgramId = sql.raw('"programs"."id"');

/** Paid sum and count of a program, as correlated subqueries so they can also order a list. */
export const paidTotalSql = sql<string>`(select coalesce(sum(d.amount), 0) from donations d where d.program_id = ${outerProgramId} and d.status = 'paid')`;
export const paidCountSql = sql<string>`(select count(*) from donations d where d.program_id = ${outerProgramId} and d.status = 'paid')`;
export const updatesCountSql = sql<string>`(select count(*) from campaign_updates u where u.program_id = ${outerProgramId})`;
export const disbursementsCountSql = sql<string>`(select count(*) from disbursements b where b.program_id = ${outerProgramId})`;

const cardColumns = { program: programs, totalDonasi: paidTotalSql, totalDonor: paidCountSql };

export function toCard(row: { program: ProgramRow; totalDonasi: string | number; totalDonor: string | number }): CampaignCard {
  const p = row.program;
  return {
    id: p.id,
    programId: formatProgramId(p.type, p.id),
    slug: p.slug,
    header: p.header,
    flyer: p.flyer,
    target: p.target,
    dueDate: p.batasTanggal,
    batas_tanggal: p.batasTanggal,
    all_time: p.allTime === 'Y' ? 'Y' : 'N',
    programType: p.type,
    type: p.type,
    created_date: p.createdAt.toISOString(),
    totalDonor: Number(row.totalDonor),
    total_donasi: Number(row.totalDonasi),
  };
}

/** Open as isProgramOpen (src/contract/program-open.ts) decides it, in SQL. */
export const programOpenSql = (now: Date): SQL =>
  sql`(${programs.allTime} = 'Y' or ${programs.batasTanggal} is null or ${programs.batasTanggal} >= ${jakartaDate(now)})`;

/** The home carousel and recommendations: open campaigns first, newest first; never kencleng. */
export async function listLatestCampaigns(db: Db, limit: number, now: Date): Promise<CampaignCard[]> {
  const open = programOpenSql(now);
  const rows = await db
    .select(cardColumns)
    .from(programs)
    .where(notInArray(programs.type, UNLISTED_TYPES))
    .orderBy(sql`${open} desc`, desc(programs.createdAt), desc(programs.id))
    .limit(limit);
  return rows.map(toCard);
}

/** The paid total of the program `cursor`, for the next page of a list sorted by it. */
const cursorTotalSql = (cursor: number) => sql`(select coalesce(sum(d.amount), 0) from donations d where d.program_id = ${cursor} and d.status = 'paid')`;
const cursorCreatedSql = (cursor: number) => sql`(select c.created_at from programs c where c.id = ${cursor})`;

/**
 * The infaq list: search in the title; sort by amount collected, else newest first; a page after
 * the `cursor` program. Totals move while someone scrolls, so a list sorted by them can show a
 * program twice across pages: the app keeps the first.
 */
export async function searchCampaigns(
  db: Db, input: { search: string; sortBy: CampaignSort | ''; limit: number; cursor: number | null },
): Promise<Page<CampaignCard>> {
  const conditions: SQL[] = [notInArray(programs.type, UNLISTED_TYPES)];
  if (input.search) conditions.push(ilike(programs.header, likePattern(input.search)));
  const { cursor } = input;
  if (cursor !== null) {
    const newerFirst = sql`(${programs.createdAt}, ${programs.id}) < (${cursorCreatedSql(cursor)}, ${cursor})`;
    conditions.push(input.sortBy === 'paling banyak'
      ? sql`(${paidTotalSql} < ${cursorTotalSql(cursor)} or (${paidTotalSql} = ${cursorTotalSql(cursor)} and ${newerFirst}))`
      : input.sortBy === 'paling sedikit'
        ? sql`(${paidTotalSql} > ${cursorTotalSql(cursor)} or (${paidTotalSql} = ${cursorTotalSql(cursor)} and ${newerFirst}))`
        : newerFirst);
  }
  const order = input.sortBy === 'paling banyak'
    ? [sql`${paidTotalSql} desc`, desc(programs.createdAt), desc(programs.id)]
    : input.sortBy === 'paling sedikit'
      ? [sql`${paidTotalSql} asc`, desc(programs.createdAt), desc(programs.id)]
      : [desc(programs.createdAt), desc(programs.id)];
  const rows = await db.select({ id: programs.id, ...cardColumns }).from(programs).where(and(...conditions)).orderBy(...order).limit(input.limit + 1);
  return toPage(rows, input.limit, toCard);
}

async function countsFor(db: Db, programId: number) {
  const [u] = await db.select({ n: sql<string>`count(*)` }).from(campaignUpdates).where(eq(campaignUpdates.programId, programId));
  const [d] = await db.select({ n: sql<string>`count(*)` }).from(disbursements).where(eq(disbursements.programId, programId));
  return { totalUpdates: Number(u?.n ?? 0), totalDisbursements: Number(d?.n ?? 0) };
}

async function detailWhere(db: Db, where: SQL): Promise<Campaign | null> {
  const [row] = await db.select(cardColumns).from(programs).where(where).limit(1);
  if (!row) return null;
  return {
    ...toCard(row),
    deskripsi: row.program.deskripsi,
    tentang: row.program.tentang,
    id_masjid: row.program.masjidId,
    ...(await countsFor(db, row.program.id)),
  };
}

export const findCampaignBySlug = (db: Db, slug: string) => detailWhere(db, eq(programs.slug, slug));

/** 'ID-3', 'KM-3' or '3'; null when there is no such program or the prefix does not fit its type. */
export async function findProgramByProgramId(db: Db, programId: string): Promise<ProgramRow | null> {
  const parsed = parseProgramId(programId);
  if (!parsed) return null;
  const [row] = await db.select().from(programs).where(eq(programs.id, parsed.id)).limit(1);
  return row && programIdFits(parsed, row.type) ? row : null;
}

export async function findCampaignByProgramId(db: Db, programId: string): Promise<Campaign | null> {
  const program = await findProgramByProgramId(db, programId);
  return program ? detailWhere(db, eq(programs.id, program.id)) : null;
}

export async function totalDonate(db: Db, programId: number): Promise<TotalDonate> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${donations.amount}), 0)`, n: sql<string>`count(*)` })
    .from(donations)
    .where(and(eq(donations.programId, programId), eq(donations.status, 'paid')));
  return { total_donasi: Number(row?.total ?? 0), totalDonor: Number(row?.n ?? 0) };
}


/** When a donation counts on 'Riwayat Infaq': its payment (its creation for the odd paid row without one). */
const donationTime = sql`coalesce(${donations.paidAt}, ${donations.createdAt})`;

/**
 * 'Riwayat Infaq': paid donations, newest payment first, or the largest first, a page at a time
 * after the donation `cursor` (see paging.ts). A donation paid while someone scrolls is newer than
 * every row shown, so 'Terbaru' never repeats a row; under 'Terbesar' it appears on a fresh load.
 */
export async function transactionList(
  db: Db, programId: number, sort: 'terbaru' | 'terbesar', limit: number, cursor: number | null = null,
): Promise<Page<TransactionListItem>> {
  const conditions: SQL[] = [eq(donations.programId, programId), eq(donations.status, 'paid')];
  if (cursor !== null) {
    conditions.push(sort === 'terbesar'
      ? sql`(${donations.amount}, ${donationTime}, ${donations.id}) < (select c.amount, coalesce(c.paid_at, c.created_at), c.id from donations c where c.id = ${cursor})`
      : sql`(${donationTime}, ${donations.id}) < (select coalesce(c.paid_at, c.created_at), c.id from donations c where c.id = ${cursor})`);
  }
  const order = sort === 'terbesar'
    ? [desc(donations.amount), sql`${donationTime} desc`, desc(donations.id)]
    : [sql`${donationTime} desc`, desc(donations.id)];
  const rows = await db
    .select({ id: donations.id, donorName: donations.donorName, hideName: donations.hideName, paidAt: donations.paidAt, createdAt: donations.createdAt, amount: donations.amount, doa: donations.doa })
    .from(donations)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(limit + 1);
  return toPage(rows, limit, (r) => ({
    donatur: publicDonorName(r.donorName, r.hideName),
    tgl_bayar: (r.paidAt ?? r.createdAt).toISOString(),
    nominal: r.amount,
    doa: r.doa?.trim() ? r.doa.trim() : null,
  }));
}

/** Reports of a program ('Kabar Terbaru'), newest first, a page after the `cursor` report. */
export async function listUpdates(db: Db, programId: number, limit = 100, cursor: number | null = null): Promise<Page<CampaignUpdate>> {
  const conditions: SQL[] = [eq(campaignUpdates.programId, programId)];
  if (cursor !== null) conditions.push(sql`(${campaignUpdates.createdAt}, ${campaignUpdates.id}) < (select c.created_at, c.id from campaign_updates c where c.id = ${cursor})`);
  const rows = await db.select().from(campaignUpdates).where(and(...conditions))
    .orderBy(desc(campaignUpdates.createdAt), desc(campaignUpdates.id)).limit(limit + 1);
  return toPage(rows, limit, (r) => ({ id: r.id, title: r.title, body: r.body, created_date: r.createdAt.toISOString() }));
}

/** Disbursements, newest first, a page after the `cursor` one; the summary counts them all. */
export async function listDisbursements(
  db: Db, programId: number, limit = 100, cursor: number | null = null,
): Promise<{ list: DisbursementList; nextCursor: string | null }> {
  const conditions: SQL[] = [eq(disbursements.programId, programId)];
  if (cursor !== null) conditions.push(sql`(${disbursements.disbursedAt}, ${disbursements.id}) < (select c.disbursed_at, c.id from disbursements c where c.id = ${cursor})`);
  const rows = await db.select().from(disbursements).where(and(...conditions))
    .orderBy(desc(disbursements.disbursedAt), desc(disbursements.id)).limit(limit + 1);
  const page = toPage(rows, limit, (r) => ({ id: r.id, title: r.title, description: r.description, amount: r.amount, disbursed_at: r.disbursedAt }));
  const [all] = await db.select({ total: sql<string>`coalesce(sum(${disbursements.amount}), 0)`, n: sql<string>`count(*)` })
    .from(disbursements).where(eq(disbursements.programId, programId));
  return { list: { items: page.items, summary: { total_disbursed: Number(all?.total ?? 0), count: Number(all?.n ?? 0) } }, nextCursor: page.nextCursor };
}

