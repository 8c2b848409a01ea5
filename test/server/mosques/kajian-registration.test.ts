import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { kajianRegistrations, mosqueActivities, mosqueStaff, mosques } from '../../../server/db/schema.ts';
import { insertUserWithSession } from '../donation-fixtures.ts';
import { KajianListSchema } from '../../../src/contract/kajian.ts';
import { MosqueActivitySchema } from '../../../src/contract/mosque-finance.ts';
import {
  KAJIAN_REGISTRATIONS_MAX, KajianSeatAnswerSchema, MyKajianRegistrationsSchema, kajianRegistrationMessages as m,
} from '../../../src/contract/kajian-registration.ts';

// Registration for a kajian with a capacity (issue 43): the mosque's staff set the seats of each
// time; signed-in people take them, never more than the capacity however many tap at once; a
// cancel frees a seat for the next person. Bad input is refused in Indonesian and changes nothing.

type Account = Awaited<ReturnType<typeof insertUserWithSession>>;
type Mosque = typeof mosques.$inferSelect;

describe('Kajian registration', () => {
  let t: TestApp;
  let staff: Account;
  let mosque: Mosque;
  // Monday 7 December 2026, 09:00 WIB.
  const start = new Date('2026-12-07T02:00:00Z');
  const wib = (date: string, time: string) => new Date(`${date}T${time}:00+07:00`);

  beforeAll(async () => {
    t = await createTestApp({ start });
    staff = await insertUserWithSession(t.db, t.clock.now);
    [mosque] = await t.db.insert(mosques).values({ slug: 'masjid-kuota', nama: 'Masjid Kuota', alamat: 'Jl. Kuota', latitude: -6.2, longitude: 106.8 }).returning() as [Mosque];
    await t.db.insert(mosqueStaff).values({ userId: staff.user.id, masjidId: mosque.id });
  });
  afterAll(async () => t?.close());
  beforeEach(() => t.clock.set(start));

  const person = () => insertUserWithSession(t.db, t.clock.now);
  const addActivity = (form: Record<string, string>) =>
    t.call('admin', 'add_activity', {
      form: { masjid_id: String(mosque.id), kind: 'kajian', title: 'Kajian Tafsir', date: '2026-12-09', time: '19:30', ...form },
      cookie: staff.cookie, idempotencyKey: crypto.randomUUID(),
    });
  const kajianWith = async (capacity: string, form: Record<string, string> = {}) => {
    const res = await addActivity({ capacity, ...form });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return v.parse(MosqueActivitySchema, res.body.data).id;
  };
  const register = (id: number, date: string, cookie?: string, idempotencyKey: string = crypto.randomUUID()) =>
    t.call('masjid', 'register_kajian', { form: { id: String(id), date }, cookie, idempotencyKey });
  const cancel = (id: number, date: string, cookie?: string) =>
    t.call('masjid', 'cancel_kajian_registration', { form: { id: String(id), date }, cookie, idempotencyKey: crypto.randomUUID() });
  const seatsOf = async (id: number, date: string) =>
    (await t.db.select({ n: count() }).from(kajianRegistrations).where(and(eq(kajianRegistrations.activityId, id), eq(kajianRegistrations.date, date))))[0]!.n;
  const listed = async (id: number) => {
    const res = await t.call('masjid', 'list_kajian', { query: {} });
    expect(res.status).toBe(200);
    return v.parse(KajianListSchema, res.body.data).filter((k) => k.id === id);
  };
  const mine = async (cookie?: string) => {
    const res = await t.call('masjid', 'my_kajian_registrations', { cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { res, view: v.parse(MyKajianRegistrationsSchema, res.body.data) };
  };

  it('staff set the capacity in the Kegiatan form; a bad one is refused in Indonesian and nothing is published', async () => {
    const before = (await t.db.select({ n: count() }).from(mosqueActivities))[0]!.n;
    for (const bad of ['0', '5001', 'sepuluh', '2.5', '-3']) {
      const res = await addActivity({ capacity: bad });
      expect(res.status, bad).toBe(422);
      expect(res.body.errors?.capacity).toBe(m.capacityInvalid);
    }
    expect((await t.db.select({ n: count() }).from(mosqueActivities))[0]!.n).toBe(before);

    const id = await kajianWith('40');
    const none = await kajianWith('');
    const [row] = await t.db.select().from(mosqueActivities).where(eq(mosqueActivities.id, id));
    expect(row!.capacity).toBe(40);
    const [rowNone] = await t.db.select().from(mosqueActivities).where(eq(mosqueActivities.id, none));
    expect(rowNone!.capacity).toBeNull();
    expect((await listed(id))[0]).toMatchObject({ capacity: 40, registered: 0 });
    expect((await listed(none))[0]).toMatchObject({ capacity: null, registered: 0 });
  });

  it('of 30 people signing up at once for 10 seats, exactly 10 get one and the rest hear it is full', async () => {
    const id = await kajianWith('10');
    const people = await Promise.all(Array.from({ length: 30 }, person));
    const answers = await Promise.all(people.map((p) => register(id, '2026-12-09', p.cookie)));
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(10);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.message)).toEqual(Array(20).fill(m.full));
    expect(await seatsOf(id, '2026-12-09')).toBe(10);
    expect((await listed(id))[0]).toMatchObject({ capacity: 10, registered: 10 });
    // A winner's answer says it is theirs; the count never passes the capacity.
    const last = v.parse(KajianSeatAnswerSchema, won.at(-1)!.body.data);
    expect(last).toMatchObject({ id, date: '2026-12-09', capacity: 10, registered_by_me: true });
    expect(last.registered).toBeLessThanOrEqual(10);
  });

  it('a cancel frees the seat for the next person; the person\'s own list shows only theirs and is kept private', async () => {
    const id = await kajianWith('1');
    const [a, b] = [await person(), await person()];
    const first = await register(id, '2026-12-09', a.cookie);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(m.registered);
    expect(v.parse(KajianSeatAnswerSchema, first.body.data)).toEqual({ id, date: '2026-12-09', capacity: 1, registered: 1, registered_by_me: true });
    // Tapping again is no second seat.
    const again = await register(id, '2026-12-09', a.cookie);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(m.alreadyRegistered);
    expect(await seatsOf(id, '2026-12-09')).toBe(1);

    expect((await register(id, '2026-12-09', b.cookie)).status).toBe(409);
    const aList = await mine(a.cookie);
    expect(aList.view).toEqual({ signed_in: true, registrations: [{ id, date: '2026-12-09', at: wib('2026-12-09', '19:30').toISOString(), title: 'Kajian Tafsir', masjid: { slug: mosque.slug, nama: mosque.nama } }] });
    expect(aList.res.response.headers.get('Cache-Control')).toBe('private, no-cache');
    expect((await mine(b.cookie)).view.registrations).toEqual([]);
    expect((await mine()).view).toEqual({ signed_in: false, registrations: [] });

    // B cannot cancel what is not theirs; A can, and the seat is B's to take.
    const notTheirs = await cancel(id, '2026-12-09', b.cookie);
    expect(notTheirs.status).toBe(422);
    expect(notTheirs.body.message).toBe(m.notRegistered);
    const cancelled = await cancel(id, '2026-12-09', a.cookie);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe(m.cancelled);
    expect(v.parse(KajianSeatAnswerSchema, cancelled.body.data)).toMatchObject({ registered: 0, registered_by_me: false });
    expect((await listed(id))[0]).toMatchObject({ capacity: 1, registered: 0 });
    expect((await register(id, '2026-12-09', b.cookie)).status).toBe(200);
    // The mosque page's Kegiatan names the next time's day and its count, for anyone.
    const page = await t.call('masjid', 'get_activities', { query: { slug: mosque.slug } });
    expect(v.parse(v.array(MosqueActivitySchema), page.body.data).find((x) => x.id === id)).toMatchObject({ capacity: 1, next_date: '2026-12-09', registered: 1 });
    expect((await mine(a.cookie)).view.registrations).toEqual([]);
  });

  it('a weekly kajian\'s each time has its own seats', async () => {
    const id = await kajianWith('1', { repeat: 'weekly' });
    const [a, b] = [await person(), await person()];
    expect((await register(id, '2026-12-09', a.cookie)).status).toBe(200);
    expect((await register(id, '2026-12-16', b.cookie)).status).toBe(200);
    expect((await register(id, '2026-12-16', a.cookie)).status).toBe(409);
    const rows = await listed(id);
    expect(rows.map((k) => [k.at, k.registered])).toEqual([[wib('2026-12-09', '19:30').toISOString(), 1]]);
  });

  it('refuses a time that is not the kajian\'s, one begun, one too far, a kajian without registration and a bad date; a guest must log in', async () => {
    const p = await person();
    const weekly = await kajianWith('5', { repeat: 'weekly', date: '2026-11-04' });
    const none = await kajianWith('');
    const refused = async (id: number, date: string, message: string, status = 422) => {
      const res = await register(id, date, p.cookie);
      expect(res.status, `${id} ${date}`).toBe(status);
      expect(res.body.message).toBe(message);
    };
    await refused(weekly, '2026-12-10', m.notAnOccurrence);
    await refused(weekly, '2026-10-28', m.notAnOccurrence);
    await refused(weekly, '2026-12-02', m.started);
    await refused(weekly, '2027-03-03', m.tooFar);
    await refused(none, '2026-12-09', m.noRegistration);
    await refused(999_999, '2026-12-09', m.notFound, 404);
    for (const date of ['2026-02-30', 'besok', '']) {
      const res = await register(weekly, date, p.cookie);
      expect(res.status, date).toBe(422);
      expect(res.body.errors?.date).toBeTruthy();
    }
    // Once the kajian has begun, neither a sign-up nor a cancel.
    expect((await register(weekly, '2026-12-09', p.cookie)).status).toBe(200);
    t.clock.set(wib('2026-12-09', '19:31'));
    await refused(weekly, '2026-12-09', m.started);
    expect((await cancel(weekly, '2026-12-09', p.cookie)).body.message).toBe(m.started);
    // A cancelled kajian takes no one.
    t.clock.set(start);
    const gone = await kajianWith('5');
    await t.db.update(mosqueActivities).set({ cancelledAt: start }).where(eq(mosqueActivities.id, gone));
    await refused(gone, '2026-12-09', m.notFound, 404);

    expect((await register(weekly, '2026-12-16')).status).toBe(401);
    expect((await cancel(weekly, '2026-12-16')).status).toBe(401);
    expect(await seatsOf(weekly, '2026-12-16')).toBe(0);
  });

  it(`holds at most ${KAJIAN_REGISTRATIONS_MAX} coming registrations per person, and a retry with the same key is one sign-up`, async () => {
    const p = await person();
    const ids: number[] = [];
    for (let i = 0; i <= KAJIAN_REGISTRATIONS_MAX; i++) {
      const [row] = await t.db.insert(mosqueActivities).values({ masjidId: mosque.id, kind: 'kajian', title: `Kajian ${i}`, startsAt: wib('2026-12-10', '19:30'), capacity: 50 }).returning();
      ids.push(row!.id);
    }
    for (const id of ids.slice(0, KAJIAN_REGISTRATIONS_MAX)) expect((await register(id, '2026-12-10', p.cookie)).status).toBe(200);
    const over = await register(ids.at(-1)!, '2026-12-10', p.cookie);
    expect(over.status).toBe(422);
    expect(over.body.message).toBe(m.tooMany);
    // One given back makes room again.
    expect((await cancel(ids[0]!, '2026-12-10', p.cookie)).status).toBe(200);
    const key = crypto.randomUUID();
    const [once, twice] = [await register(ids.at(-1)!, '2026-12-10', p.cookie, key), await register(ids.at(-1)!, '2026-12-10', p.cookie, key)];
    expect([once.status, twice.status]).toEqual([200, 200]);
    expect(twice.body).toEqual(once.body);
    expect(await seatsOf(ids.at(-1)!, '2026-12-10')).toBe(1);
  });

  it('stops a person churning seats with the rate limit', async () => {
    const id = await kajianWith('5');
    const p = await person();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((i % 2 === 0 ? await register(id, '2026-12-09', p.cookie) : await cancel(id, '2026-12-09', p.cookie)).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
