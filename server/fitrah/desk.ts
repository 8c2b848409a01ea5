import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Db } from '../db/client.ts';
import { donations, fitrahDeskEntries, fitrahDeskShifts, mosques, programs } from '../db/schema.ts';
import { readZakatFigures } from '../zakat/index.ts';
import { regencyCodeNear } from './regency.ts';
import { fitrahRateFor, zakatFitrah, ZAKAT_PROGRAM_TYPE } from '../../src/contract/zakat.ts';
import {
  fitrahSeasonOf, riceFor, riceGramsOf, shiftMatches,
  type FitrahDeskEntry, type FitrahDeskView, type FitrahEntryForm, type FitrahShift, type FitrahShiftCountForm, type FitrahTotals,
} from '../../src/contract/fitrah-desk.ts';

// Meja Zakat Fitrah (contract/fitrah-desk.ts): the desk's entries, the online fitrah beside them,
// and the closings counted by one staff member and confirmed by another. No HTTP in here; every
// writing function takes the caller's transaction.

type EntryRow = typeof fitrahDeskEntries.$inferSelect;
type ShiftRow = typeof fitrahDeskShifts.$inferSelect;
/** A season's intake: households' jiwa, money (rupiah) and rice (grams). */
export type FitrahIntake = { jiwa: number; moneyIn: number; riceInGrams: number };
export type DeskMosque = { id: number; nama: string; slug: string; latitude: number | null; longitude: number | null };
type Person = { id: number; nama: string };

/** Rows a season's list carries: a big mosque's whole Ramadan, not an unbounded read. */
const SEASON_ROWS_MAX = 2000;
/** Online fitrah is looked for among donations paid this long ago at most (a Hijri year is shorter). */
const ONLINE_LOOKBACK_MS = 400 * 86_400_000;

export async function deskMosque(db: Db, id: number): Promise<DeskMosque | null> {
  const [row] = await db.select({ id: mosques.id, nama: mosques.nama, slug: mosques.slug, latitude: mosques.latitude, longitude: mosques.longitude })
    .from(mosques).where(eq(mosques.id, id)).limit(1);
  return row ?? null;
}

/** Rupiah per jiwa where the mosque stands: its regency's rate, or the network's. */
export async function fitrahRateOf(db: Db, mosque: DeskMosque): Promise<number> {
  return fitrahRateFor(await readZakatFigures(db), regencyCodeNear(mosque.latitude, mosque.longitude));
}

const nameKey = (nama: string, jiwa: number) => `${nama.toLocaleLowerCase('id-ID').replace(/\s+/g, ' ').trim()}|${jiwa}`;

const toEntry = (r: EntryRow, duplicate: boolean): FitrahDeskEntry => ({
  id: r.id, client_id: r.clientId, source: 'meja', nama: r.nama, jiwa: r.jiwa, kind: r.kind as FitrahDeskEntry['kind'],
  amount: r.amount, rice_grams: r.riceGrams, rice_ml: r.riceMl, note: r.note, created_at: r.createdAt.toISOString(),
  created_by: r.createdByName, in_shift: r.shiftId !== null, possible_duplicate: duplicate,
});

const sum = (rows: readonly Pick<FitrahDeskEntry, 'jiwa' | 'amount' | 'rice_grams' | 'rice_ml'>[]): FitrahTotals => rows.reduce<FitrahTotals>(
  (t, e) => ({ entries: t.entries + 1, jiwa: t.jiwa + e.jiwa, amount: t.amount + e.amount, rice_grams: t.rice_grams + e.rice_grams, rice_ml: t.rice_ml + e.rice_ml }),
  { entries: 0, jiwa: 0, amount: 0, rice_grams: 0, rice_ml: 0 },
);

const toShift = (r: ShiftRow, viewerId: number): FitrahShift => ({
  id: r.id, status: r.status as FitrahShift['status'],
  recorded: { entries: r.entries, jiwa: r.recordedJiwa, amount: r.recordedCash, rice_grams: r.recordedRiceGrams, rice_ml: r.recordedRiceMl },
  counted_cash: r.countedCash, counted_rice_grams: r.countedRiceGrams, counted_rice_ml: r.countedRiceMl, note: r.note,
  counted_by: r.countedByName, counted_by_me: r.countedBy === viewerId, confirmed_by: r.confirmedByName,
  confirmed_at: r.confirmedAt?.toISOString() ?? null, created_at: r.createdAt.toISOString(),
});

/** Fitrah paid in the app to this mosque's zakat programs this season: settled, not taken back. */
async function onlineFitrah(db: Db, masjidId: number, season: string, now: Date): Promise<FitrahDeskEntry[]> {
  const rows = await db.select({ d: donations }).from(donations).innerJoin(programs, eq(programs.id, donations.programId))
    .where(and(
      eq(programs.masjidId, masjidId), eq(programs.type, ZAKAT_PROGRAM_TYPE), eq(donations.zakatKind, 'fitrah'),
      eq(donations.status, 'paid'), isNull(donations.reversedAt), gte(donations.paidAt, new Date(now.getTime() - ONLINE_LOOKBACK_MS)),
    )).orderBy(desc(donations.paidAt)).limit(SEASON_ROWS_MAX);
  return rows.map(({ d }) => d).filter((d) => d.paidAt && fitrahSeasonOf(d.paidAt) === season).map((d) => ({
    id: d.id, client_id: d.code, source: 'online', nama: d.hideName ? 'Hamba Allah' : d.donorName, jiwa: d.zakatCount ?? 1, kind: 'uang',
    amount: d.amount, rice_grams: 0, rice_ml: 0, note: '', created_at: d.paidAt!.toISOString(), created_by: 'Online',
    in_shift: false, possible_duplicate: false,
  }));
}

const liveEntries = (db: Db, masjidId: number, season: string) => db.select().from(fitrahDeskEntries)
  .where(and(eq(fitrahDeskEntries.masjidId, masjidId), eq(fitrahDeskEntries.season, season), isNull(fitrahDeskEntries.deletedAt)))
  .orderBy(desc(fitrahDeskEntries.createdAt), desc(fitrahDeskEntries.id)).limit(SEASON_ROWS_MAX);

/**
 * What the desk took in a season, for the books and the public report: its live entries (summed in
 * the database, however many) and the online fitrah beside them; rice in grams, litres counted by
 * the sha' they stand for.
 */
export async function deskIntake(db: Db, masjidId: number, season: string, now: Date): Promise<FitrahIntake> {
  const [[desk], online] = await Promise.all([
    db.select({
      jiwa: sql<string>`coalesce(sum(${fitrahDeskEntries.jiwa}), 0)`,
      money: sql<string>`coalesce(sum(${fitrahDeskEntries.amount}), 0)`,
      grams: sql<string>`coalesce(sum(${fitrahDeskEntries.riceGrams}), 0)`,
      ml: sql<string>`coalesce(sum(${fitrahDeskEntries.riceMl}), 0)`,
    }).from(fitrahDeskEntries)
      .where(and(eq(fitrahDeskEntries.masjidId, masjidId), eq(fitrahDeskEntries.season, season), isNull(fitrahDeskEntries.deletedAt))),
    onlineFitrah(db, masjidId, season, now),
  ]);
  const paidOnline = sum(online);
  return {
    jiwa: Number(desk?.jiwa ?? 0) + paidOnline.jiwa,
    moneyIn: Number(desk?.money ?? 0) + paidOnline.amount,
    riceInGrams: riceGramsOf(Number(desk?.grams ?? 0), Number(desk?.ml ?? 0)),
  };
}

/** The desk as the staff's phone shows it: the season's entries (desk and online), totals, closings. */
export async function deskView(db: Db, mosque: DeskMosque, viewerId: number, now: Date): Promise<FitrahDeskView> {
  const season = fitrahSeasonOf(now);
  const [rate, rows, online, shifts] = await Promise.all([
    fitrahRateOf(db, mosque), liveEntries(db, mosque.id, season), onlineFitrah(db, mosque.id, season, now),
    db.select().from(fitrahDeskShifts).where(and(eq(fitrahDeskShifts.masjidId, mosque.id), eq(fitrahDeskShifts.season, season)))
      .orderBy(desc(fitrahDeskShifts.createdAt), desc(fitrahDeskShifts.id)).limit(100),
  ]);
  const seen = new Map<string, number>();
  for (const r of rows) seen.set(nameKey(r.nama, r.jiwa), (seen.get(nameKey(r.nama, r.jiwa)) ?? 0) + 1);
  const desk = rows.map((r) => toEntry(r, (seen.get(nameKey(r.nama, r.jiwa)) ?? 0) > 1));
  const entries = [...desk, ...online].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return {
    season, mosque: { id: mosque.id, nama: mosque.nama, slug: mosque.slug }, rate, entries, totals: sum(entries),
    open: sum(desk.filter((e) => !e.in_shift)), shifts: shifts.map((s) => toShift(s, viewerId)),
  };
}

export type RecordResult = { ok: true; entry: FitrahDeskEntry; created: boolean } | { ok: false; reason: 'id-reused' };

/** What an entry holds, to tell a replay from another household under the same id. */
// The amount is left out: it follows the rate of the day, and a replay after a rate change is still the same household.
const sameEntry = (a: Pick<EntryRow, 'nama' | 'jiwa' | 'kind' | 'riceGrams' | 'riceMl' | 'note'>, b: typeof a) =>
  a.nama === b.nama && a.jiwa === b.jiwa && a.kind === b.kind && a.riceGrams === b.riceGrams && a.riceMl === b.riceMl && a.note === b.note;

/**
 * One household's fitrah, once per client id at the mosque: the unique index makes a second phone
 * or a replay wait for the first and then find it; the same content answers the stored entry, any
 * other content is refused (nothing is overwritten).
 */
export async function recordEntry(tx: Db, mosque: DeskMosque, input: v.InferOutput<typeof FitrahEntryForm>, by: Person, now: Date): Promise<RecordResult> {
  const rate = input.kind === 'uang' ? await fitrahRateOf(tx, mosque) : 0;
  const values = {
    masjidId: mosque.id, clientId: input.client_id, season: fitrahSeasonOf(now), nama: input.nama, jiwa: input.jiwa, kind: input.kind,
    amount: input.kind === 'uang' ? zakatFitrah(input.jiwa, rate).amount : 0,
    riceGrams: input.kind === 'beras' && input.unit === 'kg' ? riceFor(input.jiwa, 'kg') : 0,
    riceMl: input.kind === 'beras' && input.unit === 'liter' ? riceFor(input.jiwa, 'liter') : 0,
    note: input.note, createdBy: by.id, createdByName: by.nama, createdAt: now,
  };
  const [inserted] = await tx.insert(fitrahDeskEntries).values(values).onConflictDoNothing().returning();
  const row = inserted ?? (await tx.select().from(fitrahDeskEntries)
    .where(and(eq(fitrahDeskEntries.masjidId, mosque.id), eq(fitrahDeskEntries.clientId, input.client_id))).limit(1))[0];
  if (!row) throw new Error('fitrah entry neither inserted nor found');
  if (!inserted && !sameEntry(row, values)) return { ok: false, reason: 'id-reused' };
  return { ok: true, entry: toEntry(row, await hasTwin(tx, row)), created: Boolean(inserted) };
}

async function hasTwin(db: Db, row: EntryRow): Promise<boolean> {
  const others = await db.select({ nama: fitrahDeskEntries.nama, jiwa: fitrahDeskEntries.jiwa }).from(fitrahDeskEntries)
    .where(and(eq(fitrahDeskEntries.masjidId, row.masjidId), eq(fitrahDeskEntries.season, row.season), eq(fitrahDeskEntries.jiwa, row.jiwa),
      isNull(fitrahDeskEntries.deletedAt), sql`${fitrahDeskEntries.id} <> ${row.id}`));
  return others.some((o) => nameKey(o.nama, o.jiwa) === nameKey(row.nama, row.jiwa));
}

export async function findEntry(db: Db, id: number): Promise<EntryRow | null> {
  const [row] = await db.select().from(fitrahDeskEntries).where(eq(fitrahDeskEntries.id, id)).limit(1);
  return row ?? null;
}

export type DeleteResult = { ok: true; entry: FitrahDeskEntry } | { ok: false; reason: 'deleted' | 'in-shift' };

/** Soft delete: the row stays (its audit row names it), it no longer counts. A counted entry stays. */
export async function deleteEntry(tx: Db, row: EntryRow, by: Person, now: Date): Promise<DeleteResult> {
  const [gone] = await tx.update(fitrahDeskEntries).set({ deletedAt: now, deletedBy: by.id })
    .where(and(eq(fitrahDeskEntries.id, row.id), isNull(fitrahDeskEntries.deletedAt), isNull(fitrahDeskEntries.shiftId))).returning();
  if (gone) return { ok: true, entry: toEntry(gone, false) };
  const current = await findEntry(tx, row.id);
  return { ok: false, reason: current?.deletedAt ? 'deleted' : 'in-shift' };
}

export type CountResult = { ok: true; shift: FitrahShift } | { ok: false; reason: 'pending' | 'nothing' | 'note' };

/**
 * The first witness: what was recorded since the last closing is fixed into this count, beside
 * what was counted. One count at a time per mosque (its row lock), so two phones never count the
 * same entries twice.
 */
export async function countShift(tx: Db, mosque: DeskMosque, input: v.InferOutput<typeof FitrahShiftCountForm>, by: Person, now: Date): Promise<CountResult> {
  await tx.select({ id: mosques.id }).from(mosques).where(eq(mosques.id, mosque.id)).for('update');
  const [pending] = await tx.select({ id: fitrahDeskShifts.id }).from(fitrahDeskShifts)
    .where(and(eq(fitrahDeskShifts.masjidId, mosque.id), eq(fitrahDeskShifts.status, 'pending'))).limit(1);
  if (pending) return { ok: false, reason: 'pending' };
  const open = await tx.select().from(fitrahDeskEntries).where(and(
    eq(fitrahDeskEntries.masjidId, mosque.id), isNull(fitrahDeskEntries.shiftId), isNull(fitrahDeskEntries.deletedAt),
  )).orderBy(asc(fitrahDeskEntries.id));
  if (open.length === 0) return { ok: false, reason: 'nothing' };
  const recorded = sum(open.map((r) => toEntry(r, false)));
  const counted = { cash: input.cash, riceGrams: input.rice_kg, riceMl: input.rice_liter };
  if (!shiftMatches(recorded, counted) && !input.note) return { ok: false, reason: 'note' };
  const [shift] = await tx.insert(fitrahDeskShifts).values({
    masjidId: mosque.id, season: fitrahSeasonOf(now), entries: recorded.entries, recordedJiwa: recorded.jiwa, recordedCash: recorded.amount,
    recordedRiceGrams: recorded.rice_grams, recordedRiceMl: recorded.rice_ml, countedCash: counted.cash, countedRiceGrams: counted.riceGrams,
    countedRiceMl: counted.riceMl, note: input.note, countedBy: by.id, countedByName: by.nama, createdAt: now,
  }).returning();
  await tx.update(fitrahDeskEntries).set({ shiftId: shift!.id }).where(inArray(fitrahDeskEntries.id, open.map((r) => r.id)));
  return { ok: true, shift: toShift(shift!, by.id) };
}

export async function findShift(db: Db, id: number): Promise<ShiftRow | null> {
  const [row] = await db.select().from(fitrahDeskShifts).where(eq(fitrahDeskShifts.id, id)).limit(1);
  return row ?? null;
}

export type ConfirmResult = { ok: true; shift: FitrahShift } | { ok: false; reason: 'own-count' | 'not-pending' };

/** The second witness: another person, once, even when two confirmations race (one conditional update; the table's check too). */
export async function confirmShift(tx: Db, row: ShiftRow, by: Person, now: Date): Promise<ConfirmResult> {
  if (row.countedBy === by.id) return { ok: false, reason: 'own-count' };
  const [done] = await tx.update(fitrahDeskShifts).set({ status: 'confirmed', confirmedBy: by.id, confirmedByName: by.nama, confirmedAt: now })
    .where(and(eq(fitrahDeskShifts.id, row.id), eq(fitrahDeskShifts.status, 'pending'), sql`${fitrahDeskShifts.countedBy} <> ${by.id}`)).returning();
  return done ? { ok: true, shift: toShift(done, by.id) } : { ok: false, reason: 'not-pending' };
}
