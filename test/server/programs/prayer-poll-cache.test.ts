import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp, sqlDuring as sqlDuringOn } from '../../support/test-app.ts';
import { amens, donations, sessions } from '../../../server/db/schema.ts';
import { DoaListSchema } from '../../../src/contract/campaign.ts';
import { insertPaymentMethods, insertProgram, insertUserWithSession } from '../donation-fixtures.ts';

// The amen poll with the copies on (ANSWER_CACHE_MS, as in production): a matching
// If-None-Match is answered from the version remembered for the copies' life, without a query;
// every write through the API is seen by the very next poll, a change behind the server's back
// within the copies' life, and each caller keeps their own tag.

const LIFE_MS = 1000;
const HOUR = 3_600_000;

describe('the amen poll with the copies on', () => {
  let t: TestApp;
  let programId: string;
  let prayerId: number;
  let alice: Awaited<ReturnType<typeof insertUserWithSession>>;
  let bob: Awaited<ReturnType<typeof insertUserWithSession>>;
  let methodId: number;

  beforeAll(async () => {
    t = await createTestApp({ env: { ANSWER_CACHE_MS: String(LIFE_MS) } });
    methodId = (await insertPaymentMethods(t.db)).qris.id;
    const program = await insertProgram(t.db, { header: 'Sumur untuk Desa' });
    programId = `ID-${program.id}`;
    prayerId = await insertPrayer(program.id, 'Semoga sumurnya mengalir');
    alice = await insertUserWithSession(t.db, t.clock.now);
    bob = await insertUserWithSession(t.db, t.clock.now);
  });
  afterAll(() => t.close());

  async function insertPrayer(program: number, doa: string) {
    const [row] = await t.db.insert(donations).values({
      code: `JRY-${Math.random().toString(36).slice(2, 10).toUpperCase()}`, programId: program, amount: 20_000, total: 20_000,
      donorName: 'Citra', donorPhone: '81234567891', doa, paymentMethodId: methodId, status: 'paid',
      createdAt: t.clock.now, paidAt: t.clock.now, expiresAt: new Date(t.clock.now.getTime() + HOUR),
    }).returning({ id: donations.id });
    return row!.id;
  }
  const poll = (cookie?: string, etag?: string, id = programId) =>
    t.call('campaign', 'get_prayer_campaign', { query: { programId: id }, cookie, headers: etag ? { 'If-None-Match': etag } : {} });
  const tagNow = async (cookie?: string) => (await poll(cookie)).response.headers.get('etag')!;
  const amensOf = (res: Awaited<ReturnType<typeof poll>>) => v.parse(DoaListSchema, res.body.data).find((p) => p.id === prayerId)!.total_like;
  const sqlDuring = (run: () => Promise<unknown>) => sqlDuringOn(t.db, run);
  /** A fresh life for the remembered version and session, as a new second of polling starts. */
  const nextLife = () => t.clock.advance(LIFE_MS);

  it('answers a matching If-None-Match with 304 and no query at all, for guests and logged-in callers', async () => {
    nextLife();
    const guestTag = await tagNow();
    const aliceTag = await tagNow(alice.cookie);
    let guest: Awaited<ReturnType<typeof poll>> | undefined;
    let own: Awaited<ReturnType<typeof poll>> | undefined;
    expect(await sqlDuring(async () => { guest = await poll(undefined, guestTag); })).toEqual([]);
    expect(await sqlDuring(async () => { own = await poll(alice.cookie, aliceTag); })).toEqual([]);
    expect([guest!.status, own!.status]).toEqual([304, 304]);
    expect(own!.response.headers.get('etag')).toBe(aliceTag);
    // The full answer still runs the list query (the check above can fail), and after the
    // copies' life the version is read again.
    expect((await sqlDuring(() => poll(alice.cookie))).filter((q) => /from "donations"/i.test(q))).toHaveLength(1);
    nextLife();
    expect((await sqlDuring(() => poll(undefined, guestTag))).filter((q) => q.includes('prayer_versions'))).toHaveLength(1);
  });

  it('reads the version once for everyone polling at once', async () => {
    nextLife();
    const tag = await tagNow();
    nextLife();
    let answers: Awaited<ReturnType<typeof poll>>[] = [];
    const seen = await sqlDuring(async () => { answers = await Promise.all(Array.from({ length: 20 }, () => poll(undefined, tag))); });
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(304));
    expect(seen.filter((q) => q.includes('prayer_versions'))).toHaveLength(1);
  });

  it('shows an amen said through the API in the very next poll, to the one who said it and to others', async () => {
    const aliceTag = await tagNow(alice.cookie);
    const bobTag = await tagNow(bob.cookie);
    expect((await poll(alice.cookie, aliceTag)).status).toBe(304); // the version is remembered now
    const before = amensOf(await poll(alice.cookie));
    const said = await t.call('campaign', 'toggle_like', { form: { doa_id: String(prayerId), state: 'liked' }, cookie: bob.cookie });
    expect(said.status, said.text).toBe(200);
    const seenByAlice = await poll(alice.cookie, aliceTag);
    expect(seenByAlice.status).toBe(200);
    expect(amensOf(seenByAlice)).toBe(before + 1);
    const seenByBob = await poll(bob.cookie, bobTag);
    expect(seenByBob.status).toBe(200);
    expect(v.parse(DoaListSchema, seenByBob.body.data).find((p) => p.id === prayerId)!.status_like).toBe('liked');
  });

  it('shows a change behind the server’s back once the copies’ life is over, not before', async () => {
    nextLife();
    const tag = await tagNow();
    const before = amensOf(await poll());
    await t.db.insert(amens).values({ donationId: prayerId, userId: alice.user.id, createdAt: t.clock.now });
    t.clock.advance(LIFE_MS - 1);
    expect((await poll(undefined, tag)).status).toBe(304); // within the life the copies promise
    t.clock.advance(1);
    const after = await poll(undefined, tag);
    expect(after.status).toBe(200);
    expect(amensOf(after)).toBe(before + 1);
  });

  it('gives each caller their own tag, and never answers one caller 304 with another’s', async () => {
    nextLife();
    const aliceTag = await tagNow(alice.cookie);
    const bobTag = await tagNow(bob.cookie);
    const guestTag = await tagNow();
    expect(new Set([aliceTag, bobTag, guestTag]).size).toBe(3);
    for (const [cookie, tag] of [[bob.cookie, aliceTag], [undefined, aliceTag], [alice.cookie, guestTag]] as const) {
      const res = await poll(cookie, tag);
      expect(res.status).toBe(200);
      expect(res.response.headers.get('etag')).not.toBe(tag);
    }
    // Alice's own list says her amen is hers; Bob's answer does not.
    expect(v.parse(DoaListSchema, (await poll(alice.cookie)).body.data)[0]!.status_like).toBe('liked');
  });

  it('treats a session ended through the API as a guest in the very next poll', async () => {
    nextLife();
    const carol = await insertUserWithSession(t.db, t.clock.now);
    const carolTag = await tagNow(carol.cookie);
    expect((await poll(carol.cookie, carolTag)).status).toBe(304);
    const out = await t.call('auth', 'logout', { method: 'POST', form: {}, cookie: carol.cookie });
    expect(out.status, out.text).toBe(200);
    const asGuest = await poll(carol.cookie, carolTag);
    expect(asGuest.status).toBe(200);
    expect(asGuest.response.headers.get('etag')).toBe(await tagNow());
  });

  it('treats a session ended behind the server’s back as a guest once the copies’ life is over', async () => {
    nextLife();
    const dian = await insertUserWithSession(t.db, t.clock.now);
    const dianTag = await tagNow(dian.cookie);
    await t.db.update(sessions).set({ revokedAt: t.clock.now }).where(eq(sessions.userId, dian.user.id));
    expect((await poll(dian.cookie, dianTag)).status).toBe(304);
    nextLife();
    const asGuest = await poll(dian.cookie, dianTag);
    expect(asGuest.status).toBe(200);
    expect(asGuest.response.headers.get('etag')).toBe(await tagNow());
  });

  it('answers 404 for an unknown program, and finds one made behind the server’s back after the copies’ life', async () => {
    nextLife();
    const program = await insertProgram(t.db, { header: 'Masjid Baru' });
    // The next id after it, not made yet: its 404 is remembered too.
    const nextId = `ID-${program.id + 1}`;
    expect((await poll(undefined, undefined, nextId)).status).toBe(404);
    await insertProgram(t.db, { header: 'Masjid Berikutnya' });
    expect((await poll(undefined, undefined, nextId)).status).toBe(404);
    nextLife();
    expect((await poll(undefined, undefined, nextId)).status).toBe(200);
  });
});
