import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Db } from '../db/client.ts';
import { financeEntries, mosqueActivities, mosques, programs } from '../db/schema.ts';
import { parseImageDataUrl, saveUpload } from '../lib/uploads.ts';
import { insertWithUniqueSlug, slugify } from '../lib/slugs.ts';
import { nextOccurrence, toActivity } from './pages.ts';
import type {
  ActivityForm, AdminMosque, FinanceEntry, FinanceEntryForm, MosqueForm,
} from '../../src/contract/admin-mosque.ts';
import { isFinanceDateInWindow } from '../../src/contract/admin-mosque.ts';
import { MAX_RUPIAH } from '../../src/contract/fields.ts';
import { jakartaDate } from '../../src/contract/jakarta-date.ts';
import type { MosqueActivity } from '../../src/contract/mosque-finance.ts';

// The staff's side of a mosque's own page: its data, 'Kegiatan', 'Keuangan'. Every function
// answers what the audit row records.

const KENCLENG_TYPE = 'kencleng-masjid';
const UPLOAD_PREFIX = '/uploads/';
const FLYER_MAX_BYTES = 2 * 1024 * 1024;

type MosqueRow = typeof mosques.$inferSelect;

function toAdminMosque(m: MosqueRow, kenclengSlug: string | null): AdminMosque {
  return {
    id: m.id, slug: m.slug, nama: m.nama, alamat: m.alamat, kota: m.kota, latitude: m.latitude, longitude: m.longitude,
    flyer: m.flyer, pengurus: m.pengurus, telepon: m.telepon, email: m.email, deskripsi: m.deskripsi, kencleng_slug: kenclengSlug,
  };
}

async function kenclengSlugs(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ masjidId: programs.masjidId, slug: programs.slug }).from(programs)
    .where(and(inArray(programs.masjidId, ids), eq(programs.type, KENCLENG_TYPE))).orderBy(asc(programs.id));
  const out = new Map<number, string>();
  for (const r of rows) if (r.masjidId !== null && !out.has(r.masjidId)) out.set(r.masjidId, r.slug);
  return out;
}

export async function listAdminMosques(db: Db, only: ReadonlySet<number> | 'all'): Promise<AdminMosque[]> {
  const rows = await db.select().from(mosques)
    .where(only === 'all' ? undefined : inArray(mosques.id, only.size > 0 ? [...only] : [-1]))
    .orderBy(asc(mosques.nama), asc(mosques.id));
  const kencleng = await kenclengSlugs(db, rows.map((m) => m.id));
  return rows.map((m) => toAdminMosque(m, kencleng.get(m.id) ?? null));
}

export async function adminMosqueById(db: Db, id: number): Promise<AdminMosque | null> {
  const [row] = await db.select().from(mosques).where(eq(mosques.id, id)).limit(1);
  return row ? toAdminMosque(row, (await kenclengSlugs(db, [id])).get(id) ?? null) : null;
}

export type SaveMosqueResult =
  | { ok: true; before: AdminMosque | null; mosque: AdminMosque; created: boolean }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'bad-flyer'; message: string };

/** Creates (no id) or edits a mosque; 'open_kencleng' opens its collection box if it has none. */
export async function saveMosque(db: Db, dataDir: string, input: v.InferOutput<typeof MosqueForm>, now: Date): Promise<SaveMosqueResult> {
  const before = input.id ? await adminMosqueById(db, input.id) : null;
  if (input.id && !before) return { ok: false, reason: 'not-found' };
  let flyer: string | undefined;
  if (input.flyer) {
    const image = parseImageDataUrl(input.flyer, { maxBytes: FLYER_MAX_BYTES, typeMessage: 'Flyer harus berupa gambar PNG, JPEG atau WebP', sizeMessage: 'Ukuran flyer maksimal 2 MB' });
    if ('error' in image) return { ok: false, reason: 'bad-flyer', message: image.error };
    flyer = `${UPLOAD_PREFIX}${await saveUpload(dataDir, image)}`;
  }
  const blankToNull = (s: string) => (s === '' ? null : s);
  const values = {
    nama: input.nama, alamat: input.alamat, kota: blankToNull(input.kota), latitude: input.latitude, longitude: input.longitude,
    pengurus: blankToNull(input.pengurus), telepon: blankToNull(input.telepon), email: blankToNull(input.email),
    deskripsi: blankToNull(input.deskripsi), ...(flyer ? { flyer } : {}),
  };
  const id = await db.transaction(async (tx) => {
    let masjidId: number;
    let slug: string;
    if (before) {
      await tx.update(mosques).set(values).where(eq(mosques.id, before.id));
      masjidId = before.id;
      slug = before.slug;
    } else {
      const created = await insertWithUniqueSlug(slugify(input.nama, 'masjid'), async (candidate) => {
        const [row] = await tx.insert(mosques).values({ ...values, slug: candidate, createdAt: now })
          .onConflictDoNothing({ target: mosques.slug }).returning({ id: mosques.id, slug: mosques.slug });
        return row ?? null;
      });
      masjidId = created.id;
      slug = created.slug;
    }
    if (input.open_kencleng === 'Y' && !before?.kencleng_slug) {
      await insertWithUniqueSlug(`kencleng-${slug}`.slice(0, 80), async (candidate) => {
        const [row] = await tx.insert(programs).values({
          masjidId, type: KENCLENG_TYPE, slug: candidate, header: `Kencleng ${input.nama}`.slice(0, 120), flyer: flyer ?? before?.flyer ?? null,
          allTime: 'Y', deskripsi: '', tentang: '', createdAt: now,
        }).onConflictDoNothing({ target: programs.slug }).returning({ id: programs.id });
        return row ?? null;
      });
    }
    return masjidId;
  });
  return { ok: true, before, mosque: (await adminMosqueById(db, id))!, created: !before };
}

// ---------- Kegiatan ----------

/** 'YYYY-MM-DD' + 'HH:MM' at the mosque (WIB, UTC+7) → the moment. */
export const wibMoment = (date: string, time: string) => new Date(`${date}T${time}:00+07:00`);

export async function addActivity(db: Db, input: v.InferOutput<typeof ActivityForm>, now: Date): Promise<MosqueActivity> {
  const [row] = await db.insert(mosqueActivities).values({
    masjidId: input.masjid_id, kind: input.kind, title: input.title, speaker: input.speaker, note: input.note,
    startsAt: wibMoment(input.date, input.time), repeat: input.repeat,
    untilDate: input.repeat === 'weekly' && input.until_date !== '' ? input.until_date : null, capacity: input.capacity, createdAt: now,
  }).returning();
  return toActivity(row!, nextOccurrence(row!, now) ?? row!.startsAt);
}

export async function findActivity(db: Db, id: number) {
  const [row] = await db.select().from(mosqueActivities).where(eq(mosqueActivities.id, id)).limit(1);
  return row ?? null;
}

export async function cancelActivity(db: Db, id: number, now: Date): Promise<void> {
  await db.update(mosqueActivities).set({ cancelledAt: now }).where(and(eq(mosqueActivities.id, id), isNull(mosqueActivities.cancelledAt)));
}

// ---------- Keuangan ----------

type EntryRow = typeof financeEntries.$inferSelect;
const toEntry = (r: EntryRow): FinanceEntry => ({
  id: r.id, kind: r.kind === 'expense' ? 'expense' : 'income', category: r.category, amount: r.amount, entry_date: r.entryDate,
  note: r.note, corrects_id: r.correctsId, created_at: r.createdAt.toISOString(),
});

export async function listFinanceEntries(db: Db, masjidId: number): Promise<FinanceEntry[]> {
  const rows = await db.select().from(financeEntries).where(eq(financeEntries.masjidId, masjidId))
    .orderBy(desc(financeEntries.entryDate), desc(financeEntries.id)).limit(300);
  return rows.map(toEntry);
}

export type AddEntryResult =
  | { ok: true; entry: FinanceEntry }
  | { ok: false; reason: 'corrected-not-found' | 'date-out-of-window' | 'correction-beyond-entry' | 'mosque-total-too-large' };

/** How far up a chain of corrections of corrections is followed; a real one is a step or two. */
const MAX_CORRECTION_DEPTH = 20;

/**
 * What an entry amounts to with every correction made of it (and of those corrections), found
 * from the entry the chain started with.
 */
async function correctedTotal(db: Db, startId: number): Promise<{ rootAmount: number; total: number } | null> {
  let id = startId;
  for (let depth = 0; ; depth++) {
    const [row] = await db.select({ id: financeEntries.id, correctsId: financeEntries.correctsId }).from(financeEntries).where(eq(financeEntries.id, id)).limit(1);
    if (!row) return null;
    if (row.correctsId === null || depth >= MAX_CORRECTION_DEPTH) break;
    id = row.correctsId;
  }
  const [root] = await db.select({ amount: financeEntries.amount }).from(financeEntries).where(eq(financeEntries.id, id)).limit(1);
  if (!root) return null;
  let total = root.amount;
  let level = [id];
  for (let depth = 0; level.length > 0 && depth < MAX_CORRECTION_DEPTH; depth++) {
    const children = await db.select({ id: financeEntries.id, amount: financeEntries.amount }).from(financeEntries).where(inArray(financeEntries.correctsId, level));
    for (const child of children) total += child.amount;
    level = children.map((c) => c.id);
  }
  return { rootAmount: root.amount, total };
}

/**
 * Records cash income or an expense. A correction names the entry it corrects (same mosque, same
 * kind) and may carry a negative amount, but never takes the corrected entry below zero or above
 * the 13-digit cap; the old entry stays as it was. A mosque's recorded income and expenses each
 * stay within that cap in all, so its public balance is always an exact number. Run inside a
 * transaction: the mosque's row is locked, so two entries at once are checked one after the other.
 */
export async function addFinanceEntry(db: Db, input: v.InferOutput<typeof FinanceEntryForm>, userId: number, now: Date): Promise<AddEntryResult> {
  if (!isFinanceDateInWindow(input.entry_date, jakartaDate(now))) return { ok: false, reason: 'date-out-of-window' };
  await db.select({ id: mosques.id }).from(mosques).where(eq(mosques.id, input.masjid_id)).for('update');
  const correctsId = input.corrects_id === '' ? null : input.corrects_id;
  if (correctsId !== null) {
    const [target] = await db.select({ id: financeEntries.id }).from(financeEntries)
      .where(and(eq(financeEntries.id, correctsId), eq(financeEntries.masjidId, input.masjid_id), eq(financeEntries.kind, input.kind))).limit(1);
    if (!target) return { ok: false, reason: 'corrected-not-found' };
    const corrected = await correctedTotal(db, correctsId);
    if (!corrected) return { ok: false, reason: 'corrected-not-found' };
    const after = corrected.total + input.amount;
    if (after < 0 || after > MAX_RUPIAH) return { ok: false, reason: 'correction-beyond-entry' };
  }
  const [sums] = await db.select({ total: sql<string>`coalesce(sum(${financeEntries.amount}), 0)` }).from(financeEntries)
    .where(and(eq(financeEntries.masjidId, input.masjid_id), eq(financeEntries.kind, input.kind)));
  if (Number(sums?.total ?? 0) + input.amount > MAX_RUPIAH) return { ok: false, reason: 'mosque-total-too-large' };
  const [row] = await db.insert(financeEntries).values({
    masjidId: input.masjid_id, kind: input.kind, category: input.category, amount: input.amount, entryDate: input.entry_date,
    note: input.note, correctsId, createdBy: userId, createdAt: now,
  }).returning();
  return { ok: true, entry: toEntry(row!) };
}
