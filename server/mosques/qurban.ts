import { and, asc, count, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Db } from '../db/client.ts';
import { messages, qurbanAnimals, qurbanBookings, qurbanPayments, users, type mosques } from '../db/schema.ts';
import { maskPhone } from '../donations/index.ts';
import { bookingMoney, hasQurbanMoney } from './qurban-payments.ts';
import { qurbanMeatTotals } from './qurban-meat.ts';
import {
  QURBAN_ANIMALS_MAX, QURBAN_BOOKINGS_PER_PERSON, QURBAN_KIND_LABELS, QURBAN_SEASON, qurbanMessages, qurbanPaymentOf, qurbanSlaughteredText, sharesOf,
  type MyQurbanBooking, type QurbanAdminView, type QurbanAnimal, type QurbanBookForm, type QurbanKind, type QurbanOfferForm, type QurbanView,
} from '../../src/contract/qurban.ts';

// Qurban at a mosque (contract/qurban.ts): the staff's offer, a person's booking and the slaughter
// with its Pesan notice. A refusal answers the field and its message; every function takes the
// caller's transaction where it writes.

type MosqueRow = Pick<typeof mosques.$inferSelect, 'id' | 'nama' | 'slug'>;
type AnimalRow = typeof qurbanAnimals.$inferSelect;
export type QurbanRefusal = { ok: false; field: string; message: string };
const refuse = (field: string, message: string): QurbanRefusal => ({ ok: false, field, message });

const toAnimal = (r: AnimalRow): QurbanAnimal => ({
  id: r.id, kind: r.kind as QurbanKind, label: r.label, share_price: r.sharePrice, shares: r.shares,
  shares_left: r.shares - r.sharesTaken, slaughtered_at: r.slaughteredAt?.toISOString() ?? null,
});

const animalsOf = (db: Db, masjidId: number) => db.select().from(qurbanAnimals)
  .where(and(eq(qurbanAnimals.masjidId, masjidId), eq(qurbanAnimals.season, QURBAN_SEASON)))
  .orderBy(asc(qurbanAnimals.kind), asc(qurbanAnimals.id));

/** A person's booking with its money: the price of its share, what is paid and waiting, its receipt and photo. */
async function myBookings(db: Db, animals: readonly AnimalRow[], userId: number, now: Date): Promise<MyQurbanBooking[]> {
  if (animals.length === 0) return [];
  const rows = await db.select().from(qurbanBookings)
    .where(and(eq(qurbanBookings.userId, userId), inArray(qurbanBookings.animalId, animals.map((a) => a.id))))
    .orderBy(asc(qurbanBookings.id));
  const money = await bookingMoney(db, rows.map((b) => b.id), now);
  return rows.map((b) => {
    const animal = animals.find((a) => a.id === b.animalId)!;
    const m = money.get(b.id)!;
    return {
      id: b.id, animal_id: b.animalId, atas_nama: b.atasNama, payment: qurbanPaymentOf(m.paid, animal.sharePrice),
      price: animal.sharePrice, paid: m.paid, pending: m.pending, receipt_code: m.receiptCode, slaughter_photo: animal.slaughterPhoto,
    };
  });
}

/** The mosque page's view: places left per animal, the reader's own bookings, the meat given out; no other booker appears. */
export async function qurbanView(db: Db, masjidId: number, userId: number | null, now: Date): Promise<QurbanView> {
  const animals = await animalsOf(db, masjidId);
  const [mine, meat] = await Promise.all([userId === null ? [] : myBookings(db, animals, userId, now), qurbanMeatTotals(db, masjidId)]);
  return { season: QURBAN_SEASON, animals: animals.map(toAnimal), signed_in: userId !== null, mine, meat };
}

/** The staff's view: each animal with its bookings, the bookers' numbers masked. */
export async function qurbanAdminView(db: Db, masjidId: number, now: Date): Promise<QurbanAdminView> {
  const animals = await animalsOf(db, masjidId);
  const bookings = animals.length === 0 ? [] : await db
    .select({ id: qurbanBookings.id, animalId: qurbanBookings.animalId, atasNama: qurbanBookings.atasNama, createdAt: qurbanBookings.createdAt, whatsapp: users.whatsapp })
    .from(qurbanBookings).innerJoin(users, eq(users.id, qurbanBookings.userId))
    .where(inArray(qurbanBookings.animalId, animals.map((a) => a.id))).orderBy(asc(qurbanBookings.id));
  const money = await bookingMoney(db, bookings.map((b) => b.id), now);
  return {
    season: QURBAN_SEASON,
    animals: animals.map((a) => ({
      ...toAnimal(a),
      slaughter_note: a.slaughterNote,
      slaughter_photo: a.slaughterPhoto,
      bookings: bookings.filter((b) => b.animalId === a.id).map((b) => {
        const paid = money.get(b.id)!.paid;
        return { id: b.id, atas_nama: b.atasNama, nomor_hp: maskPhone(b.whatsapp), payment: qurbanPaymentOf(paid, a.sharePrice), paid, created_at: b.createdAt.toISOString() };
      }),
    })),
  };
}

export async function findQurbanAnimal(db: Db, id: number): Promise<AnimalRow | null> {
  const [row] = await db.select().from(qurbanAnimals).where(eq(qurbanAnimals.id, id)).limit(1);
  return row ?? null;
}

export type OfferResult = { ok: true; animals: QurbanAnimal[] } | QurbanRefusal;

/** Adds `count` animals of a kind, numbered on from the mosque's last of that kind ('Sapi 3', 'Sapi 4'). */
export async function offerQurban(tx: Db, mosque: MosqueRow, input: v.InferOutput<typeof QurbanOfferForm>, now: Date): Promise<OfferResult> {
  // One offer at a time per mosque, so two staff phones never number two animals alike.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`qurban-offer:${mosque.id}`}))`);
  const held = await tx.select({ kind: qurbanAnimals.kind, n: count() }).from(qurbanAnimals)
    .where(and(eq(qurbanAnimals.masjidId, mosque.id), eq(qurbanAnimals.season, QURBAN_SEASON))).groupBy(qurbanAnimals.kind);
  const total = held.reduce((sum, h) => sum + h.n, 0);
  if (total + input.count > QURBAN_ANIMALS_MAX) return refuse('count', qurbanMessages.tooManyAnimals);
  const first = (held.find((h) => h.kind === input.kind)?.n ?? 0) + 1;
  const rows = await tx.insert(qurbanAnimals).values(Array.from({ length: input.count }, (_, i) => ({
    masjidId: mosque.id, season: QURBAN_SEASON, kind: input.kind, label: `${QURBAN_KIND_LABELS[input.kind]} ${first + i}`,
    sharePrice: input.price, shares: sharesOf(input.kind), createdAt: now,
  }))).returning();
  return { ok: true, animals: rows.map(toAnimal) };
}

export type BookResult = { ok: true; booking: MyQurbanBooking; animal: QurbanAnimal } | QurbanRefusal;

/**
 * One share of one animal for this person. The share is taken by a single conditional update
 * (`shares_taken < shares`), so any number of people booking one cow at once get at most its
 * seven shares: each update waits for the row lock of the one before it and sees its count; the
 * table's check would refuse an eighth even if this query were wrong.
 */
export async function bookQurban(tx: Db, mosque: MosqueRow, userId: number, input: v.InferOutput<typeof QurbanBookForm>, now: Date): Promise<BookResult> {
  // The person's row lock makes their count and their new booking one step: two taps at once
  // cannot both be the seventh.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [mine] = await tx.select({ n: count() }).from(qurbanBookings).innerJoin(qurbanAnimals, eq(qurbanAnimals.id, qurbanBookings.animalId))
    .where(and(eq(qurbanBookings.userId, userId), eq(qurbanAnimals.season, QURBAN_SEASON)));
  if ((mine?.n ?? 0) >= QURBAN_BOOKINGS_PER_PERSON) return refuse('animal_id', qurbanMessages.tooManyBookings);
  const [taken] = await tx.update(qurbanAnimals).set({ sharesTaken: sql`${qurbanAnimals.sharesTaken} + 1` })
    .where(and(
      eq(qurbanAnimals.id, input.animal_id), eq(qurbanAnimals.masjidId, mosque.id), eq(qurbanAnimals.season, QURBAN_SEASON),
      isNull(qurbanAnimals.slaughteredAt), lt(qurbanAnimals.sharesTaken, qurbanAnimals.shares),
    )).returning();
  if (!taken) {
    const animal = await findQurbanAnimal(tx, input.animal_id);
    if (!animal || animal.masjidId !== mosque.id || animal.season !== QURBAN_SEASON) return refuse('animal_id', qurbanMessages.animalNotFound);
    return refuse('animal_id', animal.slaughteredAt ? qurbanMessages.alreadySlaughtered : qurbanMessages.full);
  }
  const [booking] = await tx.insert(qurbanBookings).values({ animalId: taken.id, userId, atasNama: input.atas_nama, createdAt: now }).returning();
  return {
    ok: true, animal: toAnimal(taken),
    booking: { id: booking!.id, animal_id: taken.id, atas_nama: booking!.atasNama, payment: 'belum_dibayar', price: taken.sharePrice, paid: 0, pending: 0, receipt_code: null, slaughter_photo: null },
  };
}

export type CancelResult = { ok: true } | QurbanRefusal;

/**
 * Cancels the person's own booking while its animal is not slaughtered and no money is paid or
 * waiting on it: the row goes and its share is open again at once (nothing is owed back). Another person's booking is answered
 * as missing. The booking's row lock comes first, so two cancels of it run one after the other and
 * the second finds it gone; the share returns by a conditional update on the animal, which waits
 * for a slaughter in progress and then sees it, while a slaughter after it no longer finds this
 * shareholder. The table's check keeps `shares_taken` from ever going below 0.
 */
export async function cancelQurban(tx: Db, mosque: MosqueRow, userId: number, bookingId: number, now: Date): Promise<CancelResult> {
  const [booking] = await tx.select({ id: qurbanBookings.id, animalId: qurbanBookings.animalId })
    .from(qurbanBookings).innerJoin(qurbanAnimals, eq(qurbanAnimals.id, qurbanBookings.animalId))
    .where(and(
      eq(qurbanBookings.id, bookingId), eq(qurbanBookings.userId, userId),
      eq(qurbanAnimals.masjidId, mosque.id), eq(qurbanAnimals.season, QURBAN_SEASON),
    )).for('update', { of: qurbanBookings });
  if (!booking) return refuse('id', qurbanMessages.bookingNotFound);
  if (await hasQurbanMoney(tx, booking.id, now)) return refuse('id', qurbanMessages.cancelPaid);
  const [returned] = await tx.update(qurbanAnimals).set({ sharesTaken: sql`${qurbanAnimals.sharesTaken} - 1` })
    .where(and(eq(qurbanAnimals.id, booking.animalId), isNull(qurbanAnimals.slaughteredAt))).returning({ id: qurbanAnimals.id });
  if (!returned) return refuse('id', qurbanMessages.cancelTooLate);
  // Payments that expired or failed on it keep their donation, not the booking.
  await tx.delete(qurbanPayments).where(eq(qurbanPayments.bookingId, booking.id));
  await tx.delete(qurbanBookings).where(eq(qurbanBookings.id, booking.id));
  return { ok: true };
}

export type SlaughterResult = { ok: true; before: QurbanAnimal; after: QurbanAnimal; notified: number } | QurbanRefusal;

/** Marks the animal slaughtered (once) and tells each of its shareholders in Pesan, in the same transaction. */
export async function slaughterQurban(tx: Db, mosque: MosqueRow, animal: AnimalRow, note: string, photo: string | null, now: Date): Promise<SlaughterResult> {
  const [done] = await tx.update(qurbanAnimals).set({ slaughteredAt: now, slaughterNote: note || null, slaughterPhoto: photo })
    .where(and(eq(qurbanAnimals.id, animal.id), isNull(qurbanAnimals.slaughteredAt))).returning();
  if (!done) return refuse('id', qurbanMessages.alreadySlaughtered);
  const shareholders = await tx.select().from(qurbanBookings).where(eq(qurbanBookings.animalId, animal.id)).orderBy(asc(qurbanBookings.id));
  for (const b of shareholders) {
    const text = qurbanSlaughteredText({ label: done.label, mosque: mosque.nama, slug: mosque.slug, atasNama: b.atasNama, note: done.slaughterNote, photo: done.slaughterPhoto });
    await tx.insert(messages).values({
      kind: 'qurban-slaughtered', userId: b.userId, dedupeKey: `qurban-slaughtered:${b.id}`, ...text, createdAt: now,
    }).onConflictDoNothing({ target: messages.dedupeKey });
  }
  return { ok: true, before: toAnimal(animal), after: toAnimal(done), notified: shareholders.length };
}
