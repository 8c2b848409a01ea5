import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mosques, programs } from '../db/schema.ts';
import { formatProgramId, KENCLENG_TYPE } from '../../src/contract/program-id.ts';
import type { Mosque } from '../../src/contract/masjid.ts';
import { toPage, type Page } from './paging.ts';
import { disbursementsCountSql, likePattern, paidCountSql, paidTotalSql, updatesCountSql, type ProgramRow } from './programs.ts';

// The mosque directory: each mosque with its kencleng (collection box) program. Distance is the
// device's business; here the coordinates are plain numbers or null.

type MosqueRow = typeof mosques.$inferSelect;
type Kencleng = { program: ProgramRow; totalDonasi: string; totalDonor: string; updates: string; disbursements: string };

const kenclengColumns = { program: programs, totalDonasi: paidTotalSql, totalDonor: paidCountSql, updates: updatesCountSql, disbursements: disbursementsCountSql };

const finite = (x: number | null) => (x !== null && Number.isFinite(x) ? x : null);

function toMosque(m: MosqueRow, k: Kencleng | undefined): Mosque {
  const p = k?.program;
  return {
    id: p?.id ?? null,
    programId: p ? formatProgramId(p.type, p.id) : null,
    id_masjid: m.id,
    slug: m.slug,
    kencleng_slug: p?.slug ?? null,
    flyer: p?.flyer ?? m.flyer,
    header: m.nama,
    alamat: m.alamat,
    kota: m.kota,
    latitude: finite(m.latitude),
    longitude: finite(m.longitude),
    type: KENCLENG_TYPE,
    batas_tanggal: p?.batasTanggal ?? null,
    all_time: p ? (p.allTime === 'Y' ? 'Y' : 'N') : 'Y',
    target: p?.target ?? 0,
    created_date: (p?.createdAt ?? m.createdAt).toISOString(),
    tentang: p?.tentang ?? '',
    pengurus: m.pengurus,
    telepon: m.telepon,
    email: m.email,
    deskripsi: m.deskripsi,
    total_donasi: Number(k?.totalDonasi ?? 0),
    totalDonor: Number(k?.totalDonor ?? 0),
    totalUpdates: Number(k?.updates ?? 0),
    totalDisbursements: Number(k?.disbursements ?? 0),
  };
}

/** The first kencleng program of each mosque, with its paid totals. */
async function kenclengOf(db: Db, mosqueIds: number[]): Promise<Map<number, Kencleng>> {
  const byMosque = new Map<number, Kencleng>();
  if (mosqueIds.length === 0) return byMosque;
  const rows = await db
    .select(kenclengColumns)
    .from(programs)
    .where(and(eq(programs.type, KENCLENG_TYPE), inArray(programs.masjidId, mosqueIds)))
    .orderBy(asc(programs.id));
  for (const row of rows) {
    const id = row.program.masjidId;
    if (id !== null && !byMosque.has(id)) byMosque.set(id, row);
  }
  return byMosque;
}

/** Search by name, address or city, case-insensitively; alphabetical, a page after the `cursor` mosque. */
export async function searchMosques(db: Db, input: { search: string; limit: number; cursor: number | null }): Promise<Page<Mosque>> {
  const conditions: SQL[] = [];
  const { search } = input;
  const match = search
    ? or(sql`${mosques.nama} ilike ${likePattern(search)}`, sql`${mosques.alamat} ilike ${likePattern(search)}`, sql`coalesce(${mosques.kota}, '') ilike ${likePattern(search)}`)
    : undefined;
  if (match) conditions.push(match);
  if (input.cursor !== null) conditions.push(sql`(${mosques.nama}, ${mosques.id}) > (select c.nama, c.id from mosques c where c.id = ${input.cursor})`);
  const rows = await db.select().from(mosques).where(and(...conditions)).orderBy(asc(mosques.nama), asc(mosques.id)).limit(input.limit + 1);
  const kencleng = await kenclengOf(db, rows.map((m) => m.id));
  return toPage(rows, input.limit, (m) => toMosque(m, kencleng.get(m.id)));
}

/** By the mosque's slug, or by its kencleng program's slug (the kencleng pages use that one). */
export async function findMosqueBySlug(db: Db, slug: string): Promise<Mosque | null> {
  const [mosque] = await db.select().from(mosques).where(eq(mosques.slug, slug)).limit(1);
  if (mosque) return toMosque(mosque, (await kenclengOf(db, [mosque.id])).get(mosque.id));
  const [kencleng] = await db.select(kenclengColumns).from(programs)
    .where(and(eq(programs.slug, slug), eq(programs.type, KENCLENG_TYPE))).limit(1);
  const masjidId = kencleng?.program.masjidId;
  if (!kencleng || !masjidId) return null;
  const [owner] = await db.select().from(mosques).where(eq(mosques.id, masjidId)).limit(1);
  return owner ? toMosque(owner, kencleng) : null;
}
