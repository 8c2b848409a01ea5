import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mosques, programs } from '../db/schema.ts';
import { formatProgramId, KENCLENG_TYPE } from '../../src/contract/program-id.ts';
import type { Mosque, MosqueSearch } from '../../src/contract/masjid.ts';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { toPage, type Page } from '../lib/paging.ts';
import { disbursementsCountSql, paidCountSql, paidTotalSql, updatesCountSql, type ProgramRow } from '../programs/index.ts';
import { likePattern } from '../lib/like-pattern.ts';

// The mosque directory: each mosque with its kencleng (collection box) program. Distance is the
// device's to show; the server orders by it (so a long list pages nearest first).

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

/** The columns an order key reads, of the listed row or of the cursor's row. */
type Keyed = { id: AnyPgColumn; latitude: AnyPgColumn; longitude: AnyPgColumn };

/** Haversine on a sphere of 6371 km, as the app's `lib/geo.ts` measures; null without coordinates. */
function distanceKmSql(m: Keyed, from: { lat: number; lng: number }): SQL<number | null> {
  // least() skips nulls, so a mosque without coordinates must be caught before it (else it would be half the earth away).
  return sql<number | null>`(case when ${m.latitude} is null or ${m.longitude} is null then null else 2 * 6371 * asin(least(1, sqrt(
    power(sin(radians(${m.latitude} - ${from.lat}::float8) / 2), 2)
    + cos(radians(${from.lat}::float8)) * cos(radians(${m.latitude})) * power(sin(radians(${m.longitude} - ${from.lng}::float8) / 2), 2)))) end)`;
}

/** The paid total of the mosque's first kencleng program, 0 without one (what its card shows). */
function kenclengTotalSql(m: Keyed): SQL<number> {
  return sql<number>`(select coalesce(sum(d.amount), 0) from donations d where d.status = 'paid' and d.program_id =
    (select min(p.id) from programs p where p.masjid_id = ${m.id} and p.type = ${KENCLENG_TYPE}))`;
}

/**
 * What a list is ordered by before its name: a number, smallest first, so every order is keyset
 * paged the same way. Unknown distances are +Infinity either way: neither near nor far, last.
 */
function leadingKey(m: Keyed, input: MosqueSearch): SQL | null {
  const from = input.lat !== undefined && input.lng !== undefined ? { lat: input.lat, lng: input.lng } : null;
  const sort = input.sort ?? (from ? 'terdekat' : undefined);
  switch (sort) {
    case 'terdekat':
      return from ? sql`coalesce(${distanceKmSql(m, from)}, 'Infinity'::float8)` : null;
    case 'terjauh':
      return from ? sql`coalesce(-${distanceKmSql(m, from)}, 'Infinity'::float8)` : null;
    case 'paling-banyak':
      return sql`(-${kenclengTotalSql(m)})`;
    case 'paling-sedikit':
      return kenclengTotalSql(m);
    default:
      return null;
  }
}

const hasKenclengSql = (m: typeof mosques) => sql`exists (select 1 from programs p where p.masjid_id = ${m.id} and p.type = ${KENCLENG_TYPE})`;

/**
 * Search by name, address or city, case-insensitively, optionally inside the map's bounds and
 * only mosques with a kencleng; ordered by distance from a position (nearest first), by distance
 * or kencleng total when asked, then by name; a page after the `cursor` mosque. The cursor row's
 * own key is computed again from its row with the same position, so a page never repeats or skips.
 */
export async function searchMosques(db: Db, input: MosqueSearch): Promise<Page<Mosque>> {
  const conditions: SQL[] = [];
  const { search, bbox } = input;
  const match = search
    ? or(sql`${mosques.nama} ilike ${likePattern(search)}`, sql`${mosques.alamat} ilike ${likePattern(search)}`, sql`coalesce(${mosques.kota}, '') ilike ${likePattern(search)}`)
    : undefined;
  if (match) conditions.push(match);
  if (bbox) conditions.push(sql`${mosques.latitude} between ${bbox.south} and ${bbox.north} and ${mosques.longitude} between ${bbox.west} and ${bbox.east}`);
  if (input.kencleng === 'Y') conditions.push(hasKenclengSql(mosques));
  const key = leadingKey(mosques, input);
  if (input.cursor !== null) {
    const c = alias(mosques, 'c');
    const cursorKey = leadingKey(c, input);
    conditions.push(cursorKey && key
      ? sql`(${key}, ${mosques.nama}, ${mosques.id}) > (select ${cursorKey}, ${c.nama}, ${c.id} from ${mosques} c where ${c.id} = ${input.cursor})`
      : sql`(${mosques.nama}, ${mosques.id}) > (select ${c.nama}, ${c.id} from ${mosques} c where ${c.id} = ${input.cursor})`);
  }
  const rows = await db.select().from(mosques).where(and(...conditions))
    .orderBy(...(key ? [asc(key)] : []), asc(mosques.nama), asc(mosques.id)).limit(input.limit + 1);
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
