import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { donations, messages, pushSubscriptions, routines } from '../../../server/db/schema.ts';
import { runDueRoutines } from '../../../server/routine/routines.ts';
import { PushDispatcher } from '../../../server/messages/push-scheduler.ts';
import type { PushRequest, PushSender } from '../../../server/messages/push.ts';
import { MessageListSchema } from '../../../src/contract/pesan.ts';
import { ROUTINE_CAP, routineMessages, RoutineListSchema, RoutineSchema } from '../../../src/contract/routine.ts';
import { donateForm, insertPaymentMethods, insertProgram, insertUserWithSession, nextDonorAddress, type TestMethods } from '../donation-fixtures.ts';

// Thursday 2027-01-07 10:00 WIB: the first Friday reminder is 2027-01-08 07:00 WIB (00:00 UTC).
const START = new Date('2027-01-07T03:00:00Z');
const FRIDAY_7 = new Date('2027-01-08T00:00:00Z');

let t: TestApp;
let methods: TestMethods;
beforeAll(async () => {
  t = await createTestApp({ start: START });
  methods = await insertPaymentMethods(t.db);
});
afterAll(async () => t?.close());

const create = (cookie: string | undefined, form: Record<string, string>, idempotencyKey?: string) =>
  t.call('routine', 'create_routine', { cookie, form, idempotencyKey });
const change = (cookie: string, form: Record<string, string>) => t.call('routine', 'change_routine', { cookie, form });
const list = async (cookie: string) => v.parse(RoutineListSchema, (await t.call('routine', 'list_routines', { cookie })).body.data);
const routineMessagesOf = async (userId: number) =>
  t.db.select().from(messages).where(and(eq(messages.userId, userId), eq(messages.kind, 'routine-due')));

describe('Infaq Rutin through the API', () => {
  it('a guest is asked to log in; bad input is refused in Indonesian and changes nothing', async () => {
    const program = await insertProgram(t.db, { header: 'Jumat Berkah' });
    expect((await create(undefined, { program: `ID-${program.id}`, amount: '20000', schedule: 'jumat' })).status).toBe(401);
    const { user, cookie } = await insertUserWithSession(t.db, t.clock.now);
    const bad = await create(cookie, { program: `ID-${program.id}`, amount: '20000', schedule: 'bulanan', day: '32' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({ day: routineMessages.dayInvalid });
    const tooBig = await create(cookie, { program: `ID-${program.id}`, amount: '2000000000', schedule: 'jumat' });
    expect(tooBig.body.errors).toMatchObject({ amount: 'Nominal maksimal Rp 1.000.000.000' });
    const noProgram = await create(cookie, { program: 'ID-999999', amount: '20000', schedule: 'jumat' });
    expect(noProgram.status).toBe(422);
    expect(noProgram.body.errors).toMatchObject({ program: routineMessages.programNotFound });
    const closed = await insertProgram(t.db, { allTime: 'N', batasTanggal: '2026-01-01' });
    expect((await create(cookie, { program: `ID-${closed.id}`, amount: '20000', schedule: 'jumat' })).body.errors).toMatchObject({ program: routineMessages.programClosed });
    const wrongPrefix = await create(cookie, { program: `KM-${program.id}`, amount: '20000', schedule: 'jumat' });
    expect(wrongPrefix.status).toBe(422);
    expect((await t.db.select({ n: count() }).from(routines).where(eq(routines.userId, user.id)))[0]!.n).toBe(0);
  });

  it('create, list, change, pause, resume and stop: the owner’s own; another account’s routine answers 404 and stays as it was', async () => {
    const program = await insertProgram(t.db, { header: 'Sedekah Subuh' });
    const owner = await insertUserWithSession(t.db, t.clock.now);
    const stranger = await insertUserWithSession(t.db, t.clock.now);
    const created = await create(owner.cookie, { program: `ID-${program.id}`, amount: '25.000', schedule: 'jumat' });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(routineMessages.created);
    const r = v.parse(RoutineSchema, created.body.data);
    expect(r).toMatchObject({ program_title: 'Sedekah Subuh', amount: 25_000, schedule: 'jumat', status: 'active', next_due_at: FRIDAY_7.toISOString() });
    expect((await list(owner.cookie)).map((x) => x.id)).toEqual([r.id]);
    expect(await list(stranger.cookie)).toEqual([]);

    for (const form of [{ action: 'pause' }, { action: 'stop' }, { action: 'change', amount: '1000' }] as Record<string, string>[]) {
      const res = await change(stranger.cookie, { id: String(r.id), ...form });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(routineMessages.notFound);
    }
    expect((await t.call('routine', 'routine_history', { cookie: stranger.cookie, query: { id: r.id } })).status).toBe(404);
    expect((await list(owner.cookie))[0]).toMatchObject({ amount: 25_000, status: 'active' });

    const monthly = await change(owner.cookie, { id: String(r.id), action: 'change', amount: '100000', schedule: 'bulanan', day: '31' });
    expect(monthly.status).toBe(200);
    expect(monthly.body.data).toMatchObject({ amount: 100_000, schedule: 'bulanan', day: 31, next_due_at: '2027-01-31T00:00:00.000Z' });
    const badChange = await change(owner.cookie, { id: String(r.id), action: 'change', schedule: 'mingguan', weekday: '9' });
    expect(badChange.status).toBe(422);
    expect(badChange.body.errors).toMatchObject({ weekday: routineMessages.weekdayInvalid });

    const paused = await change(owner.cookie, { id: String(r.id), action: 'pause' });
    expect(paused.body).toMatchObject({ message: routineMessages.paused, data: { status: 'paused', next_due_at: null } });
    const resumed = await change(owner.cookie, { id: String(r.id), action: 'resume' });
    expect(resumed.body).toMatchObject({ message: routineMessages.resumed, data: { status: 'active', next_due_at: '2027-01-31T00:00:00.000Z' } });
    const stopped = await change(owner.cookie, { id: String(r.id), action: 'stop' });
    expect(stopped.body.data).toMatchObject({ status: 'stopped', next_due_at: null });
    expect(await list(owner.cookie)).toEqual([]);
    expect((await change(owner.cookie, { id: String(r.id), action: 'resume' })).status).toBe(404);
  });

  it(`a cap of ${ROUTINE_CAP} live routines per account, held when many are created at once; a stopped one frees a place`, async () => {
    const program = await insertProgram(t.db);
    const { cookie } = await insertUserWithSession(t.db, t.clock.now);
    const answers = await Promise.all(Array.from({ length: ROUTINE_CAP + 3 }, () => create(cookie, { program: `ID-${program.id}`, amount: '10000', schedule: 'jumat' })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(ROUTINE_CAP);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.every((a) => a.status === 409 && a.body.message === routineMessages.capReached)).toBe(true);
    const [first] = await list(cookie);
    await change(cookie, { id: String(first!.id), action: 'stop' });
    expect((await create(cookie, { program: `ID-${program.id}`, amount: '10000', schedule: 'jumat' })).status).toBe(201);
  });

  it('a routine is due once per period, even with two due jobs at once and a third after; the next Friday is due again', async () => {
    const program = await insertProgram(t.db, { header: 'Jumat Berkah Yatim' });
    const { user, cookie } = await insertUserWithSession(t.db, t.clock.now);
    const r = v.parse(RoutineSchema, (await create(cookie, { program: `ID-${program.id}`, amount: '50000', schedule: 'jumat', whatsapp: '1' })).body.data);
    expect(await runDueRoutines(t.db, new Date(FRIDAY_7.getTime() - 1000), t.deps.whatsapp, t.deps.log)).toBe(0);

    const whatsappBefore = t.outbox.length;
    const at = new Date(FRIDAY_7.getTime() + 5_000);
    // Two claims at once (two processes), then a third run (a restart): the other tests' routines are due too.
    await Promise.all([runDueRoutines(t.db, at, t.deps.whatsapp, t.deps.log), runDueRoutines(t.db, at, t.deps.whatsapp, t.deps.log)]);
    await runDueRoutines(t.db, at, t.deps.whatsapp, t.deps.log);
    const sent = await routineMessagesOf(user.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      title: 'Waktunya Infaq Rutin', action: 'Infaq Sekarang',
      link: `/campaign/${program.slug}/donate?nominal=50000&rutin=${r.id}`,
      body: 'Setiap Jumat: infaq Rp 50.000 untuk Jumat Berkah Yatim. Ketuk untuk berdonasi; nominal sudah terisi.',
    });
    // Who chose WhatsApp hears it there too, with the same one-tap link, once.
    const mine = (await t.db.select().from(routines).where(eq(routines.id, r.id)))[0]!;
    expect(mine.nextDueAt?.toISOString()).toBe('2027-01-15T00:00:00.000Z');
    // Changing the schedule within the same week does not remind this week again.
    t.clock.set(new Date('2027-01-08T05:00:00Z'));
    await change(cookie, { id: String(r.id), action: 'change', schedule: 'mingguan', weekday: '6' });
    await runDueRoutines(t.db, new Date('2027-01-09T00:00:10Z'), t.deps.whatsapp, t.deps.log);
    expect(await routineMessagesOf(user.id)).toHaveLength(1);
    t.clock.set(new Date('2027-01-10T05:00:00Z'));
    await change(cookie, { id: String(r.id), action: 'change', schedule: 'jumat' });
    await runDueRoutines(t.db, new Date('2027-01-15T00:00:10Z'), t.deps.whatsapp, t.deps.log);
    expect(await routineMessagesOf(user.id)).toHaveLength(2);
    const phoneMessages = t.outbox.slice(0, t.outbox.length - whatsappBefore).filter((m) => m.to === `62${user.whatsapp}`);
    expect(phoneMessages).toHaveLength(2);
    expect(phoneMessages[0]!.text).toContain(`/campaign/${program.slug}/donate?nominal=50000&rutin=${r.id}`);
    // And it is in the person's Pesan.
    const inbox = v.parse(MessageListSchema, (await t.call('pesan', 'list_messages', { cookie })).body.data);
    expect(inbox.filter((m) => m.kind === 'routine-due')).toHaveLength(2);
    t.clock.set(START);
  });

  it('a server down for three weeks reminds once when it comes back, not three times; a paused routine is not reminded', async () => {
    const program = await insertProgram(t.db);
    const { user, cookie } = await insertUserWithSession(t.db, t.clock.now);
    await create(cookie, { program: `ID-${program.id}`, amount: '10000', schedule: 'jumat' });
    const paused = v.parse(RoutineSchema, (await create(cookie, { program: `ID-${program.id}`, amount: '20000', schedule: 'jumat' })).body.data);
    await change(cookie, { id: String(paused.id), action: 'pause' });
    await runDueRoutines(t.db, new Date('2027-01-29T01:00:00Z'), t.deps.whatsapp, t.deps.log);
    const sent = await routineMessagesOf(user.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain('Rp 10.000');
  });

  it('runs in the push scheduler’s pass: two dispatchers passing at once write one message', async () => {
    const program = await insertProgram(t.db);
    const { user, cookie } = await insertUserWithSession(t.db, t.clock.now);
    await create(cookie, { program: `ID-${program.id}`, amount: '15000', schedule: 'bulanan', day: '31' });
    // The person's browser is subscribed (donation news on): the reminder is pushed in the same pass.
    await t.db.insert(pushSubscriptions).values({
      endpoint: `https://push.example/${user.id}`, p256dh: 'k', auth: 'a', userId: user.id, regency: 'Kota Jakarta Pusat',
      latitude: -6.18, longitude: 106.83, timeZone: 'Asia/Jakarta', prayers: {}, donationNews: true,
    });
    const pushed: PushRequest[] = [];
    const sender: PushSender = { prepare: (request) => ({ send: () => { pushed.push(request); return Promise.resolve('sent' as const); } }) };
    const clock = () => new Date('2027-01-31T00:00:30Z');
    const job = (now: Date) => runDueRoutines(t.db, now, t.deps.whatsapp, t.deps.log);
    const one = new PushDispatcher(t.db, sender, clock, t.deps.log, { jobs: [job] });
    const two = new PushDispatcher(t.db, sender, clock, t.deps.log, { jobs: [job] });
    await Promise.all([one.pass(), two.pass()]);
    await Promise.all([one.idle(), two.idle()]);
    expect(await routineMessagesOf(user.id)).toHaveLength(1);
    const mine = pushed.filter((p) => p.target.endpoint === `https://push.example/${user.id}`);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.payload).toMatchObject({ title: 'Waktunya Infaq Rutin', link: expect.stringMatching(/\/donate\?nominal=15000&rutin=\d+$/) });
  });

  it('history: the owner’s donations to the routine’s program made from its reminder; someone else’s code links nothing', async () => {
    const program = await insertProgram(t.db, { header: 'Infaq Pendidikan' });
    const other = await insertProgram(t.db);
    const owner = await insertUserWithSession(t.db, t.clock.now);
    const stranger = await insertUserWithSession(t.db, t.clock.now);
    const r = v.parse(RoutineSchema, (await create(owner.cookie, { program: `ID-${program.id}`, amount: '30000', schedule: 'jumat' })).body.data);
    const donate = async (programId: number, cookie: string) => {
      const res = await t.call('transaction', 'storeDonate', { form: donateForm(programId, methods.qris.code, methods.qris.type, { price: '30000' }), peer: nextDonorAddress(), cookie });
      expect(res.status).toBe(200);
      return res.body.data.codeDonate as string;
    };
    const mine = await donate(program.id, owner.cookie);
    const elsewhere = await donate(other.id, owner.cookie);
    const theirs = await donate(program.id, stranger.cookie);
    const link = (cookie: string, code: string) => t.call('routine', 'link_routine_donation', { cookie, form: { id: String(r.id), codeDonate: code } });
    expect((await link(owner.cookie, mine)).status).toBe(200);
    expect((await link(owner.cookie, mine)).status).toBe(200); // a retry adds nothing
    expect((await link(owner.cookie, elsewhere)).status).toBe(422);
    expect((await link(owner.cookie, theirs)).status).toBe(422);
    expect((await link(stranger.cookie, theirs)).status).toBe(404);
    const history = await t.call('routine', 'routine_history', { cookie: owner.cookie, query: { id: r.id } });
    expect(history.body.data).toEqual([expect.objectContaining({ code: mine, amount: 30_000, status: expect.any(String) })]);
    expect((await t.db.select().from(donations).where(eq(donations.code, mine)))[0]!.userId).toBe(owner.user.id);
  });
});
