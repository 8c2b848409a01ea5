import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { mosqueStaff, mosques, qurbanAnimals, qurbanBookings, users } from '../../../server/db/schema.ts';
import { REQUIRED } from '../../../src/contract/fields.ts';
import { frameMessages } from '../../../src/contract/envelope.ts';
import { MessageListSchema } from '../../../src/contract/pesan.ts';
import { QURBAN_BOOKINGS_PER_PERSON, QurbanAdminViewSchema, QurbanViewSchema, qurbanMessages } from '../../../src/contract/qurban.ts';
import { insertUserWithSession } from '../donation-fixtures.ts';

// Issue 42, qurban: a person cancels their own booking while the animal is not yet slaughtered,
// and its share is open again at once. Nobody cancels, or learns of, another person's booking; a
// cow's places never go past 7 nor below 0, however the taps and the slaughter cross.

type Account = { user: typeof users.$inferSelect; cookie: string };
type Mosque = typeof mosques.$inferSelect;
const SLUG = 'masjid-batal-qurban';

describe('cancelling a qurban booking', () => {
  let t: TestApp;
  let staff: Account, member: Account, other: Account;
  let mosque: Mosque;
  let phones = 0;
  const person = () => insertUserWithSession(t.db, t.clock.now, `8137776${String(phones++).padStart(4, '0')}`);

  beforeAll(async () => {
    t = await createTestApp({ start: new Date('2027-04-20T03:00:00Z') });
    [staff, member, other] = [await person(), await person(), await person()];
    [mosque] = await t.db.insert(mosques).values({ slug: SLUG, nama: 'Masjid Batal Qurban', alamat: 'Jl. C', latitude: -6.3, longitude: 106.7 }).returning() as [Mosque];
    await t.db.insert(mosques).values({ slug: 'masjid-lain', nama: 'Masjid Lain', alamat: 'Jl. D', latitude: -6.4, longitude: 106.9 });
    await t.db.insert(mosqueStaff).values({ userId: staff.user.id, masjidId: mosque.id });
  });
  afterAll(async () => t?.close());

  /** A fresh cow (or goat) offered by the staff: each test starts from its own animal. */
  const offer = async (kind = 'sapi') => {
    const res = await t.call('admin', 'offer_qurban', { form: { masjid_id: String(mosque.id), kind, price: '3500000', count: '1' }, cookie: staff.cookie, idempotencyKey: crypto.randomUUID() });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return v.parse(QurbanAdminViewSchema, res.body.data).animals.filter((a) => a.kind === kind).at(-1)!;
  };
  const book = async (animalId: number, who: Account, atas = 'Fulan bin Fulan') => {
    const res = await t.call('masjid', 'book_qurban', { form: { slug: SLUG, animal_id: String(animalId), atas_nama: atas }, cookie: who.cookie, idempotencyKey: crypto.randomUUID() });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return v.parse(QurbanViewSchema, res.body.data).mine.at(-1)!.id;
  };
  const cancel = (id: number | string, cookie: string | undefined, o: { slug?: string; key?: string } = {}) =>
    t.call('masjid', 'cancel_qurban', { form: { slug: o.slug ?? SLUG, id: String(id) }, cookie, idempotencyKey: o.key ?? crypto.randomUUID() });
  const view = async (cookie?: string) => v.parse(QurbanViewSchema, (await t.call('masjid', 'get_qurban', { query: { slug: SLUG }, cookie })).body.data);
  const placesLeft = async (animalId: number) => (await view()).animals.find((a) => a.id === animalId)!.shares_left;
  const panelBookings = async (animalId: number) => {
    const res = await t.call('admin', 'get_qurban_admin', { query: { masjid_id: String(mosque.id) }, cookie: staff.cookie });
    return v.parse(QurbanAdminViewSchema, res.body.data).animals.find((a) => a.id === animalId)!.bookings.map((b) => b.atas_nama);
  };
  /** The animal's counter and its booking rows: they must always agree. */
  const stored = async (animalId: number) => ({
    taken: (await t.db.select().from(qurbanAnimals).where(eq(qurbanAnimals.id, animalId)))[0]!.sharesTaken,
    rows: (await t.db.select().from(qurbanBookings).where(eq(qurbanBookings.animalId, animalId))).length,
  });

  it("cancels the person's own booking: the share is open again on the page and gone from the staff's list", async () => {
    const cow = await offer();
    const first = await book(cow.id, member, 'Almarhum Bapak Sukardi');
    await book(cow.id, member, 'Ibu Aminah');
    expect(await placesLeft(cow.id)).toBe(5);

    const res = await cancel(first, member.cookie);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(qurbanMessages.cancelled);
    const after = v.parse(QurbanViewSchema, res.body.data);
    expect(after.mine.map((b) => b.atas_nama)).toEqual(['Ibu Aminah']);
    expect(after.animals.find((a) => a.id === cow.id)!.shares_left).toBe(6);
    expect(await placesLeft(cow.id)).toBe(6);
    expect(await panelBookings(cow.id)).toEqual(['Ibu Aminah']);
    expect(await stored(cow.id)).toEqual({ taken: 1, rows: 1 });

    // The last one too: the cow has all seven places again, and no fewer than none booked.
    const second = after.mine[0]!.id;
    expect((await cancel(second, member.cookie)).status).toBe(200);
    expect(await placesLeft(cow.id)).toBe(7);
    expect(await stored(cow.id)).toEqual({ taken: 0, rows: 0 });
    expect((await view(member.cookie)).mine).toEqual([]);
  });

  it("frees the person's seasonal allowance: a family at its limit cancels one and may book again", async () => {
    const family = await person();
    const cow = await offer();
    const ids: number[] = [];
    for (let i = 0; i < QURBAN_BOOKINGS_PER_PERSON; i++) ids.push(await book(cow.id, family, `Anggota ${i + 1}`));
    expect((await cancel(ids[0]!, family.cookie)).status).toBe(200);
    await book(cow.id, family, 'Anggota pengganti');
    expect(await stored(cow.id)).toEqual({ taken: 7, rows: 7 });
  });

  it("answers another person's booking exactly as a missing one, and changes nothing", async () => {
    const goat = await offer('kambing');
    const id = await book(goat.id, member, 'Keluarga Hasan');
    const before = await stored(goat.id);

    const theirs = await cancel(id, other.cookie);
    const missing = await cancel(999_999, other.cookie);
    expect([theirs.status, theirs.body.errors?.id]).toEqual([422, qurbanMessages.bookingNotFound]);
    expect(theirs.body).toEqual(missing.body);
    expect(JSON.stringify(theirs.body)).not.toContain('Hasan');
    // Through another mosque's page it is not there either, even for its owner.
    const elsewhere = await cancel(id, member.cookie, { slug: 'masjid-lain' });
    expect([elsewhere.status, elsewhere.body.errors?.id]).toEqual([422, qurbanMessages.bookingNotFound]);

    const guest = await cancel(id, undefined);
    expect(guest.status).toBe(401);
    expect(await stored(goat.id)).toEqual(before);
    expect((await view(member.cookie)).mine.map((b) => b.id)).toContain(id);
    expect(await placesLeft(goat.id)).toBe(0);
  });

  it('refuses once the animal is slaughtered: the booking stands and its owner still hears of the slaughter', async () => {
    const cow = await offer();
    const id = await book(cow.id, member, 'Almarhumah Ibu Siti');
    const slaughter = await t.call('admin', 'slaughter_qurban', { form: { id: String(cow.id), note: '' }, cookie: staff.cookie, idempotencyKey: crypto.randomUUID() });
    expect(slaughter.status).toBe(200);

    const res = await cancel(id, member.cookie);
    expect([res.status, res.body.errors?.id, res.body.message]).toEqual([422, qurbanMessages.cancelTooLate, qurbanMessages.cancelTooLate]);
    expect(await stored(cow.id)).toEqual({ taken: 1, rows: 1 });
    expect((await view(member.cookie)).mine.map((b) => b.id)).toContain(id);
    expect(await panelBookings(cow.id)).toEqual(['Almarhumah Ibu Siti']);
  });

  it('cancels once: a second cancel is refused, a retry of the same tap answers the same, places return once', async () => {
    const cow = await offer();
    const id = await book(cow.id, member);
    await book(cow.id, other);
    const key = crypto.randomUUID();
    const first = await cancel(id, member.cookie, { key });
    expect(first.status).toBe(200);
    const replay = await cancel(id, member.cookie, { key });
    expect([replay.status, replay.body.message]).toEqual([200, qurbanMessages.cancelled]);
    const again = await cancel(id, member.cookie);
    expect([again.status, again.body.errors?.id]).toEqual([422, qurbanMessages.bookingNotFound]);
    expect(await stored(cow.id)).toEqual({ taken: 1, rows: 1 });
    expect(await placesLeft(cow.id)).toBe(6);
  });

  it('lets exactly one of many simultaneous cancels of one booking succeed', async () => {
    const cow = await offer();
    const id = await book(cow.id, member);
    await book(cow.id, other);
    const answers = await Promise.all(Array.from({ length: 8 }, () => cancel(id, member.cookie)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expect([a.status, a.body.errors?.id]).toEqual([422, qurbanMessages.bookingNotFound]);
    expect(await stored(cow.id)).toEqual({ taken: 1, rows: 1 });
  });

  it('keeps the count and the bookings in step when a cancel and the slaughter cross', async () => {
    const cow = await offer();
    const id = await book(cow.id, member, 'Keluarga Rahman');
    await book(cow.id, other, 'Keluarga Yusuf');
    const [cancelled, slaughtered] = await Promise.all([
      cancel(id, member.cookie),
      t.call('admin', 'slaughter_qurban', { form: { id: String(cow.id), note: '' }, cookie: staff.cookie, idempotencyKey: crypto.randomUUID() }),
    ]);
    expect(slaughtered.status).toBe(200);
    const inbox = v.parse(MessageListSchema, (await t.call('pesan', 'list_messages', { cookie: member.cookie })).body.data)
      .filter((m) => m.kind === 'qurban-slaughtered' && m.body.includes('Keluarga Rahman'));
    if (cancelled.status === 200) {
      // Cancelled first: the slaughter no longer counts them among its shareholders.
      expect(await stored(cow.id)).toEqual({ taken: 1, rows: 1 });
      expect(inbox).toEqual([]);
    } else {
      expect(cancelled.body.errors?.id).toBe(qurbanMessages.cancelTooLate);
      expect(await stored(cow.id)).toEqual({ taken: 2, rows: 2 });
      expect(inbox).toHaveLength(1);
    }
  });

  it('refuses bad input in Indonesian and changes nothing', async () => {
    const cow = await offer();
    const id = await book(cow.id, member);
    const cases: [Record<string, string>, string, string][] = [
      [{ id: '0' }, 'id', 'ID tidak valid'],
      [{ id: 'abc' }, 'id', frameMessages.invalidField],
      [{ id: '' }, 'id', 'ID tidak valid'],
      [{ slug: '  ' }, 'slug', REQUIRED],
    ];
    for (const [form, field, message] of cases) {
      const res = await t.call('masjid', 'cancel_qurban', { form: { slug: SLUG, id: String(id), ...form }, cookie: member.cookie, idempotencyKey: crypto.randomUUID() });
      expect(res.status, JSON.stringify(form)).toBe(422);
      expect(res.body.errors?.[field], JSON.stringify(form)).toBe(message);
      expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts|Error:/);
    }
    const nowhere = await cancel(id, member.cookie, { slug: 'masjid-tidak-ada' });
    expect([nowhere.status, nowhere.body.message]).toEqual([404, qurbanMessages.mosqueNotFound]);
    expect(await stored(cow.id)).toEqual({ taken: 1, rows: 1 });
  });

  it("rate-limits a person's cancel taps apart from their booking", async () => {
    const restless = await person();
    const cow = await offer();
    let last = await cancel(999_999, restless.cookie);
    for (let i = 0; i < 25 && last.status !== 429; i++) last = await cancel(999_999, restless.cookie);
    expect(last.status).toBe(429);
    // Booking is counted on its own: the person may still book.
    await book(cow.id, restless);
    // Another person is not held back by it.
    expect((await cancel(999_999, other.cookie)).status).toBe(422);
  });
});
