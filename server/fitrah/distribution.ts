import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Db } from '../db/client.ts';
import { fitrahHandOvers, fitrahPlans, fitrahSeasons, mustahik } from '../db/schema.ts';
import { registerOf, shownMustahik, type MustahikRowDb } from './mustahik.ts';
import { deskIntake } from './desk.ts';
import { hijriDate, mabimsMonthStart } from '../../src/contract/hijri.ts';
import { addDays, dateInZone, instantOf } from '../../src/contract/zone-clock.ts';
import {
  ASNAF, EID_DEFAULT_TIME, fitrahBooks, type FitrahDistribution, type FitrahHandOver, type FitrahHandOverForm,
  type FitrahPlanForm, type FitrahSeasonForm, type MustahikAdminView,
} from '../../src/contract/mustahik.ts';

// The season's distribution (contract/mustahik.ts): plans, hand-overs with two witnesses, the Eid
// deadline, the books and the public totals by asnaf. No HTTP in here.

type HandOverRow = typeof fitrahHandOvers.$inferSelect;
export type Mosque = { id: number; zone: string };

/** The season is the Hijri year of today at the mosque: Ramadan and the Eid of 1448 are season 1448. */
export const seasonAt = (now: Date, zone: string) => hijriDate(dateInZone(now.getTime(), zone)).year;

/** 1 Syawal of the season as the calendar (MABIMS, and the isbat where it decided) has it. */
export function firstSyawal(season: number): string | undefined {
  const guess = mabimsMonthStart(season, 10);
  if (!guess) return undefined;
  return [-1, 0, 1, 2].map((n) => addDays(guess, n)).find((d) => {
    const h = hijriDate(d);
    return h.year === season && h.month === 10 && h.day === 1;
  }) ?? guess;
}

/** What came in this season: the desk's entries and the online fitrah (desk.ts). */
const fitrahIntake = (db: Db, masjidId: number, season: number, now: Date) => deskIntake(db, masjidId, String(season), now);

async function seasonSettings(db: Db, mosque: Mosque, season: number) {
  const [row] = await db.select().from(fitrahSeasons).where(and(eq(fitrahSeasons.masjidId, mosque.id), eq(fitrahSeasons.season, season))).limit(1);
  const syawal = firstSyawal(season);
  const fallback = syawal ? new Date(instantOf(syawal, EID_DEFAULT_TIME, mosque.zone)) : new Date(0);
  return { eidAt: row?.eidAt ?? fallback, eidSet: !!row?.eidAt, amilTenths: row?.amilTenths ?? 0 };
}

const toHandOver = (r: HandOverRow, viewerId: number): FitrahHandOver => ({
  id: r.id, rice_grams: r.riceGrams, money: r.money, handed_by: r.handedByName, handed_at: r.createdAt.toISOString(),
  confirmed_by: r.confirmedByName, confirmed_at: r.confirmedAt?.toISOString() ?? null, handed_by_me: r.handedBy === viewerId,
});

/** The panel: the register (masked), each one's plan and hand-over, what is still to hand over, the books. */
export async function mustahikAdminView(db: Db, mosque: Mosque, viewerId: number, now: Date): Promise<MustahikAdminView> {
  const season = seasonAt(now, mosque.zone);
  const [people, plans, handOvers, settings, intake] = await Promise.all([
    registerOf(db, mosque.id),
    db.select({ p: fitrahPlans }).from(fitrahPlans).innerJoin(mustahik, eq(mustahik.id, fitrahPlans.mustahikId))
      .where(and(eq(mustahik.masjidId, mosque.id), eq(fitrahPlans.season, season))),
    db.select().from(fitrahHandOvers).where(and(eq(fitrahHandOvers.masjidId, mosque.id), eq(fitrahHandOvers.season, season))),
    seasonSettings(db, mosque, season),
    fitrahIntake(db, mosque.id, season, now),
  ]);
  const planOf = new Map(plans.map(({ p }) => [p.mustahikId, p]));
  const handOverOf = new Map(handOvers.map((h) => [h.mustahikId, h]));
  const pending = { households: 0, rice_grams: 0, money: 0 };
  for (const person of people) {
    const plan = planOf.get(person.id);
    if (!plan || handOverOf.has(person.id) || plan.riceGrams + plan.money === 0) continue;
    pending.households += 1;
    pending.rice_grams += plan.riceGrams;
    pending.money += plan.money;
  }
  const confirmed = handOvers.filter((h) => h.confirmedAt).map((h) => ({ riceGrams: h.riceGrams, money: h.money }));
  return {
    season, eid_at: settings.eidAt.toISOString(), eid_set: settings.eidSet, amil_tenths: settings.amilTenths,
    mustahik: people.map((person) => {
      const plan = planOf.get(person.id);
      const handOver = handOverOf.get(person.id);
      return {
        ...shownMustahik(person),
        plan: plan ? { rice_grams: plan.riceGrams, money: plan.money } : null,
        hand_over: handOver ? toHandOver(handOver, viewerId) : null,
      };
    }),
    pending,
    books: fitrahBooks({ riceInGrams: intake.riceInGrams, moneyIn: intake.moneyIn, handedOver: confirmed, amilTenths: settings.amilTenths }),
  };
}

export async function savePlan(tx: Db, person: MustahikRowDb, input: v.InferOutput<typeof FitrahPlanForm>, season: number, now: Date) {
  const [before] = await tx.select().from(fitrahPlans).where(and(eq(fitrahPlans.mustahikId, person.id), eq(fitrahPlans.season, season))).limit(1);
  const values = { riceGrams: input.rice_kg, money: input.money, updatedAt: now };
  await tx.insert(fitrahPlans).values({ mustahikId: person.id, season, ...values })
    .onConflictDoUpdate({ target: [fitrahPlans.mustahikId, fitrahPlans.season], set: values });
  return { before: before ? { rice_grams: before.riceGrams, money: before.money } : null, after: { rice_grams: input.rice_kg, money: input.money } };
}

export type HandOverResult = { ok: true; row: HandOverRow } | { ok: false; reason: 'already' };

/** The first witness: once per mustahik and season (the unique index holds it against a race too). */
export async function recordHandOver(
  tx: Db, person: MustahikRowDb, input: v.InferOutput<typeof FitrahHandOverForm>, season: number, by: { id: number; nama: string }, now: Date,
): Promise<HandOverResult> {
  const [row] = await tx.insert(fitrahHandOvers).values({
    masjidId: person.masjidId, mustahikId: person.id, season, riceGrams: input.rice_kg, money: input.money,
    handedBy: by.id, handedByName: by.nama, createdAt: now,
  }).onConflictDoNothing().returning();
  return row ? { ok: true, row } : { ok: false, reason: 'already' };
}

export async function findHandOver(db: Db, id: number): Promise<HandOverRow | null> {
  const [row] = await db.select().from(fitrahHandOvers).where(eq(fitrahHandOvers.id, id)).limit(1);
  return row ?? null;
}

export type ConfirmResult = { ok: true; row: HandOverRow } | { ok: false; reason: 'own' | 'not-pending' };

/** The second witness: one conditional update, never by the one who handed over (the table's check holds it too). */
export async function confirmHandOver(tx: Db, row: HandOverRow, witness: { id: number; nama: string }, now: Date): Promise<ConfirmResult> {
  if (row.handedBy === witness.id) return { ok: false, reason: 'own' };
  const [done] = await tx.update(fitrahHandOvers).set({ confirmedBy: witness.id, confirmedByName: witness.nama, confirmedAt: now })
    .where(and(eq(fitrahHandOvers.id, row.id), isNull(fitrahHandOvers.confirmedAt))).returning();
  return done ? { ok: true, row: done } : { ok: false, reason: 'not-pending' };
}

/** The Eid prayer (empty date: back to the default) and the amil's share for the season. */
export async function saveSeason(tx: Db, mosque: Mosque, input: v.InferOutput<typeof FitrahSeasonForm>, now: Date) {
  const season = seasonAt(now, mosque.zone);
  const eidAt = input.eid_date ? new Date(instantOf(input.eid_date, input.eid_time || EID_DEFAULT_TIME, mosque.zone)) : null;
  const values = { eidAt, amilTenths: input.amil_percent };
  await tx.insert(fitrahSeasons).values({ masjidId: mosque.id, season, ...values })
    .onConflictDoUpdate({ target: [fitrahSeasons.masjidId, fitrahSeasons.season], set: values });
  return { season, eid_at: eidAt?.toISOString() ?? null, amil_tenths: input.amil_percent };
}

/**
 * The public totals: confirmed hand-overs of the season by asnaf. Only sums leave the database,
 * so no name, NIK, phone or address can reach this answer.
 */
export async function fitrahDistribution(db: Db, mosque: Mosque, now: Date): Promise<FitrahDistribution> {
  const season = seasonAt(now, mosque.zone);
  const intake = await fitrahIntake(db, mosque.id, season, now);
  const rows = await db.select({
    asnaf: mustahik.asnaf,
    households: sql<number>`count(*)::int`,
    rice: sql<number>`coalesce(sum(${fitrahHandOvers.riceGrams}), 0)::int`,
    money: sql<string>`coalesce(sum(${fitrahHandOvers.money}), 0)`,
  }).from(fitrahHandOvers).innerJoin(mustahik, eq(mustahik.id, fitrahHandOvers.mustahikId))
    .where(and(eq(fitrahHandOvers.masjidId, mosque.id), eq(fitrahHandOvers.season, season), isNotNull(fitrahHandOvers.confirmedAt)))
    .groupBy(mustahik.asnaf).orderBy(asc(mustahik.asnaf));
  const byAsnaf = ASNAF.flatMap((asnaf) => {
    const r = rows.find((x) => x.asnaf === asnaf);
    return r ? [{ asnaf, households: Number(r.households), rice_grams: Number(r.rice), money: Number(r.money) }] : [];
  });
  const total = byAsnaf.reduce((t, r) => ({ households: t.households + r.households, rice_grams: t.rice_grams + r.rice_grams, money: t.money + r.money }), { households: 0, rice_grams: 0, money: 0 });
  return { season, collected: { jiwa: intake.jiwa, rice_grams: intake.riceInGrams, money: intake.moneyIn }, by_asnaf: byAsnaf, total };
}
