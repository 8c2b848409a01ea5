import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Db } from '../db/client.ts';
import { messagesForProgramNews } from '../messages/index.ts';
import { campaignUpdates, disbursements, donations, mosques, programs } from '../db/schema.ts';
import type { Logger } from '../lib/logger.ts';
import { deleteUpload, parseImageDataUrl, saveUpload } from '../lib/uploads.ts';
import { insertWithUniqueSlug, slugify } from '../lib/slugs.ts';
import { isProgramOpen } from '../../src/contract/program-open.ts';
import { htmlToText, textToHtml } from '../lib/plain-text.ts';
import { paidCountSql, paidTotalSql, type ProgramRow } from './programs.ts';
import { likePattern } from '../lib/like-pattern.ts';
import { toPage, type Page } from '../lib/paging.ts';
import {
  adminMessages, FLYER_MAX_BYTES, type AdminProgram, type DisbursementForm, type ProgramForm, type UpdateForm,
} from '../../src/contract/admin.ts';
import type { CampaignUpdate, Disbursement } from '../../src/contract/campaign.ts';

// The staff's side of programs: the list with its money, creating and editing campaigns,
// 'Kabar Terbaru' and 'Pencairan Dana'.

const NEW_PROGRAM_TYPE = 'infaq';
const UPLOAD_PREFIX = '/uploads/';

const outerProgramId = sql.raw('"programs"."id"');
const disbursedSql = sql<string>`(select coalesce(sum(b.amount), 0) from disbursements b where b.program_id = ${outerProgramId})`;

const programColumns = {
  program: programs,
  masjid: mosques.nama,
  totalDonasi: paidTotalSql,
  totalDonor: paidCountSql,
  totalDisbursed: disbursedSql,
};
type ProgramListRow = { program: ProgramRow; masjid: string | null; totalDonasi: string | number; totalDonor: string | number; totalDisbursed: string | number };

function toAdminProgram(row: ProgramListRow, now: Date): AdminProgram {
  const p = row.program;
  const allTime = p.allTime === 'Y' ? 'Y' : 'N';
  return {
    id: p.id,
    slug: p.slug,
    type: p.type,
    header: p.header,
    flyer: p.flyer,
    target: p.target,
    batas_tanggal: allTime === 'Y' ? null : p.batasTanggal,
    all_time: allTime,
    deskripsi: htmlToText(p.deskripsi),
    tentang: htmlToText(p.tentang),
    masjid: row.masjid,
    open: isProgramOpen(p, now),
    total_donasi: Number(row.totalDonasi),
    totalDonor: Number(row.totalDonor),
    total_disbursed: Number(row.totalDisbursed),
    created_date: p.createdAt.toISOString(),
  };
}

function selectPrograms(db: Db) {
  return db.select(programColumns).from(programs).leftJoin(mosques, eq(mosques.id, programs.masjidId));
}

const LIST_LIMIT = 100;

/**
 * Every program, campaigns and kencleng alike, newest first, a page after the `cursor` program;
 * search in the title or slug. Mosque staff (`onlyMosques`) see their mosques' programs only.
 */
export async function listAdminPrograms(
  db: Db, input: { search: string; cursor: number | null }, now: Date, onlyMosques: readonly number[] | null = null,
): Promise<Page<AdminProgram>> {
  const { search } = input;
  const conditions: SQL[] = [];
  if (onlyMosques) conditions.push(onlyMosques.length > 0 ? inArray(programs.masjidId, [...onlyMosques]) : sql`false`);
  if (input.cursor !== null) conditions.push(sql`(${programs.createdAt}, ${programs.id}) < (select c.created_at, c.id from programs c where c.id = ${input.cursor})`);
  if (search) {
    const pattern = likePattern(search);
    const match = or(ilike(programs.header, pattern), ilike(programs.slug, pattern));
    if (match) conditions.push(match);
  }
  const rows = await selectPrograms(db).where(and(...conditions)).orderBy(desc(programs.createdAt), desc(programs.id)).limit(LIST_LIMIT + 1);
  return toPage(rows.map((row) => ({ ...row, id: row.program.id })), LIST_LIMIT, (row) => toAdminProgram(row, now));
}

/** One program for its edit page, or null. */
export async function findAdminProgram(db: Db, slug: string, now: Date): Promise<AdminProgram | null> {
  const [row] = await selectPrograms(db).where(eq(programs.slug, slug)).limit(1);
  return row ? toAdminProgram(row, now) : null;
}

async function adminProgramById(db: Db, id: number, now: Date): Promise<AdminProgram> {
  const [row] = await selectPrograms(db).where(eq(programs.id, id)).limit(1);
  if (!row) throw new Error(`program ${id} vanished`);
  return toAdminProgram(row, now);
}

export async function programBySlug(db: Db, slug: string): Promise<ProgramRow | null> {
  const [row] = await db.select().from(programs).where(eq(programs.slug, slug)).limit(1);
  return row ?? null;
}

export type SaveProgramResult =
  | { ok: true; program: AdminProgram; created: boolean }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'bad-flyer'; message: string };

export type UploadDeps = { dataDir: string; log: Logger };

/** The file name of a flyer this app stored, or null for seeded or outside paths. */
const uploadedName = (flyer: string | null) => (flyer?.startsWith(UPLOAD_PREFIX) ? flyer.slice(UPLOAD_PREFIX.length) : null);

/**
 * Creates an 'infaq' campaign (no slug given; its slug comes from the header) or edits the
 * program with that slug. Texts arrive plain and are stored as escaped HTML paragraphs. A new
 * flyer replaces the old upload; nothing is written when the flyer is refused. `record` writes
 * the caller's audit row in the same transaction as the change.
 */
export async function saveProgram(
  db: Db, deps: UploadDeps, input: v.InferOutput<typeof ProgramForm>, now: Date,
  options: { record?: (tx: Db, program: AdminProgram, created: boolean) => Promise<void> } = {},
): Promise<SaveProgramResult> {
  const existing = input.slug ? await programBySlug(db, input.slug) : null;
  if (input.slug && !existing) return { ok: false, reason: 'not-found' };

  let flyerName: string | null = null;
  if (input.flyer) {
    const image = parseImageDataUrl(input.flyer, { maxBytes: FLYER_MAX_BYTES, typeMessage: adminMessages.flyerType, sizeMessage: adminMessages.flyerSize });
    if ('error' in image) return { ok: false, reason: 'bad-flyer', message: image.error };
    flyerName = await saveUpload(deps.dataDir, image);
  }
  const values = {
    header: input.header,
    target: input.target,
    allTime: input.all_time,
    batasTanggal: input.all_time === 'Y' || input.batas_tanggal === '' ? null : input.batas_tanggal,
    deskripsi: textToHtml(input.deskripsi),
    tentang: textToHtml(input.tentang),
    ...(flyerName ? { flyer: `${UPLOAD_PREFIX}${flyerName}` } : {}),
  };

  let saved: { program: AdminProgram; previousFlyer: string | null };
  try {
    saved = await db.transaction(async (tx) => {
      let id: number;
      let previousFlyer: string | null = null;
      if (!existing) {
        const created = await insertWithUniqueSlug(slugify(input.header, 'program'), async (slug) => {
          const [row] = await tx
            .insert(programs)
            .values({ ...values, type: NEW_PROGRAM_TYPE, masjidId: null, slug, createdAt: now })
            .onConflictDoNothing({ target: programs.slug })
            .returning({ id: programs.id });
          return row ?? null;
        });
        id = created.id;
      } else {
        // The flyer this save replaces is read under the row's lock: parallel saves each replace
        // the one before, and no upload is left behind.
        const [current] = await tx.select({ flyer: programs.flyer }).from(programs).where(eq(programs.id, existing.id)).for('update');
        await tx.update(programs).set(values).where(eq(programs.id, existing.id));
        previousFlyer = current?.flyer ?? null;
        id = existing.id;
      }
      const program = await adminProgramById(tx, id, now);
      // The caller's record of the change (the audit row) commits or rolls back with it.
      await options.record?.(tx, program, !existing);
      return { program, previousFlyer };
    });
  } catch (error) {
    if (flyerName) await deleteUpload(deps.dataDir, flyerName).catch(() => undefined);
    throw error;
  }
  // The old picture goes only once the new one is in place.
  const old = uploadedName(saved.previousFlyer);
  if (flyerName && old && old !== flyerName) {
    await deleteUpload(deps.dataDir, old).catch((error: unknown) => deps.log.error('flyer delete failed', { error: String(error) }));
  }
  return { ok: true, program: saved.program, created: !existing };
}

/** 'Kabar Terbaru': the body is typed plain and stored as HTML paragraphs. */
export async function addUpdate(db: Db, input: v.InferOutput<typeof UpdateForm>, now: Date): Promise<CampaignUpdate | null> {
  const program = await programBySlug(db, input.slug);
  if (!program) return null;
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(campaignUpdates)
      .values({ programId: program.id, title: input.title, body: textToHtml(input.body), createdAt: now })
      .returning();
    if (!inserted) throw new Error('insert returned no row');
    await messagesForProgramNews(tx, { kind: 'program-update', id: inserted.id, programId: program.id, title: inserted.title }, now);
    return inserted;
  });
  return { id: row.id, title: row.title, body: row.body, created_date: row.createdAt.toISOString() };
}

export type DisbursementResult =
  | { ok: true; disbursement: Disbursement }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'over-disbursed'; available: number };

/**
 * 'Pencairan Dana': refused when all disbursements together would exceed what was paid in. The
 * program row is locked meanwhile, so two staff recording at once cannot both slip under. The
 * description stays plain text, with the CRLF line ends of multipart forms made plain \n.
 */
export async function addDisbursement(db: Db, input: v.InferOutput<typeof DisbursementForm>, now: Date): Promise<DisbursementResult> {
  return db.transaction(async (tx) => {
    const [program] = await tx.select({ id: programs.id }).from(programs).where(eq(programs.slug, input.slug)).for('update').limit(1);
    if (!program) return { ok: false, reason: 'not-found' } as const;
    const [paid] = await tx
      .select({ sum: sql<string>`coalesce(sum(${donations.amount}), 0)` })
      .from(donations)
      .where(and(eq(donations.programId, program.id), eq(donations.status, 'paid')));
    const [given] = await tx
      .select({ sum: sql<string>`coalesce(sum(${disbursements.amount}), 0)` })
      .from(disbursements)
      .where(eq(disbursements.programId, program.id));
    const available = Number(paid?.sum ?? 0) - Number(given?.sum ?? 0);
    if (input.amount > available) return { ok: false, reason: 'over-disbursed', available: Math.max(0, available) } as const;
    const [row] = await tx
      .insert(disbursements)
      .values({ programId: program.id, title: input.title, description: input.description.replace(/\r\n?/g, '\n'), amount: input.amount, disbursedAt: input.disbursed_at, createdAt: now })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await messagesForProgramNews(tx, { kind: 'disbursement', id: row.id, programId: program.id, title: row.title, amount: row.amount }, now);
    return {
      ok: true,
      disbursement: { id: row.id, title: row.title, description: row.description, amount: row.amount, disbursed_at: row.disbursedAt },
    } as const;
  });
}
