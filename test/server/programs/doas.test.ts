import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { and, count, eq } from 'drizzle-orm';
import { createTestApp, type TestApp, sqlDuring as sqlDuringOn } from '../../support/test-app.ts';
import { amens, donations, paymentMethods, programs, users } from '../../../server/db/schema.ts';
import { createSession, SESSION_COOKIE } from '../../../server/lib/sessions.ts';
import { hideDoa } from '../../../server/programs/doas.ts';
import { LikeResultSchema, DoaListSchema } from '../../../src/contract/campaign.ts';

const NOW = new Date('2026-11-20T03:00:00Z');
const HOUR = 3_600_000;

describe('prayers and amens', () => {
  let t: TestApp;
  let programId: string;
  let ids: Record<string, number>;
  let aliceCookie: string;
  let bobCookie: string;
  let aliceId: number;

  beforeAll(async () => {
    t = await createTestApp({ start: NOW });
    const [p] = await t.db.insert(programs).values({ type: 'kencleng-masjid', slug: 'kencleng-uji', header: 'Kencleng Uji', createdAt: NOW }).returning();
    const [other] = await t.db.insert(programs).values({ type: 'infaq', slug: 'lain', header: 'Lain', createdAt: NOW }).returning();
    const [m] = await t.db.insert(paymentMethods).values({ type: 'VA', channelName: 'BSI', code: 'BSI_VA', minimum: 20_000 }).returning();
    programId = `KM-${p!.id}`;
    const rows = [
      { code: 'JRY-OLDPRAY1', doa: 'Semoga ibu lekas sembuh', status: 'paid', hoursAgo: 30, programId: p!.id },
      { code: 'JRY-NEWPRAY1', doa: '  Semoga rezeki kami berkah  ', status: 'paid', hoursAgo: 2, programId: p!.id },
      { code: 'JRY-NOPRAYR1', doa: null, status: 'paid', hoursAgo: 3, programId: p!.id },
      { code: 'JRY-BLANKPR1', doa: '   ', status: 'paid', hoursAgo: 4, programId: p!.id },
      { code: 'JRY-PENDPRY1', doa: 'Doa yang belum dibayar', status: 'pending', hoursAgo: 1, programId: p!.id },
      { code: 'JRY-OTHERPR1', doa: 'Doa program lain', status: 'paid', hoursAgo: 1, programId: other!.id },
    ];
    const inserted = await t.db.insert(donations).values(rows.map((r) => ({
      code: r.code, programId: r.programId, amount: 50_000, total: 50_000, donorName: r.code === 'JRY-NEWPRAY1' ? 'Aisyah' : 'Budi',
      donorPhone: '81234567890', doa: r.doa, paymentMethodId: m!.id, status: r.status,
      createdAt: new Date(NOW.getTime() - r.hoursAgo * HOUR), expiresAt: new Date(NOW.getTime() + HOUR),
      paidAt: r.status === 'paid' ? new Date(NOW.getTime() - r.hoursAgo * HOUR + 60_000) : null,
    }))).returning({ id: donations.id, code: donations.code });
    ids = Object.fromEntries(inserted.map((d) => [d.code, d.id]));
    const [alice] = await t.db.insert(users).values({ nama: 'Alice', whatsapp: '81200000011', passwordHash: 'x' }).returning();
    const [bob] = await t.db.insert(users).values({ nama: 'Bob', whatsapp: '81200000012', passwordHash: 'x' }).returning();
    aliceId = alice!.id;
    aliceCookie = `${SESSION_COOKIE}=${(await createSession(t.db, alice!.id, NOW)).token}`;
    bobCookie = `${SESSION_COOKIE}=${(await createSession(t.db, bob!.id, NOW)).token}`;
  });
  afterAll(async () => t.close());

  const prayers = async (cookie?: string) => {
    const res = await t.call('campaign', 'get_prayer_campaign', { query: { programId }, cookie });
    return v.parse(DoaListSchema, res.body.data);
  };
  const amenCount = async () => (await t.db.select({ n: count() }).from(amens))[0]!.n;

  it('lists the non-empty prayers of paid donations of the program, newest first', async () => {
    const list = await prayers();
    expect(list.map((p) => p.id)).toEqual([ids['JRY-NEWPRAY1'], ids['JRY-OLDPRAY1']]);
    expect(list[0]).toEqual({
      id: ids['JRY-NEWPRAY1'], donatur: 'Aisyah', doa: 'Semoga rezeki kami berkah',
      tgl_donasi: new Date(NOW.getTime() - 2 * HOUR).toISOString(), total_like: 0, status_like: 'unliked',
    });
  });

  it('refuses a guest who says amen with 401 and changes nothing', async () => {
    const res = await t.call('campaign', 'toggle_like', { form: { doa_id: String(ids['JRY-NEWPRAY1']) } });
    expect(res.status).toBe(401);
    expect(await amenCount()).toBe(0);
  });

  it('flips a user’s amen and shows it as theirs; others see the count only', async () => {
    const doaId = String(ids['JRY-NEWPRAY1']);
    const first = await t.call('campaign', 'toggle_like', { form: { doa_id: doaId }, cookie: aliceCookie });
    expect(first.status).toBe(200);
    expect(v.parse(LikeResultSchema, first.body.data)).toEqual({ doa_id: Number(doaId), total_like: 1, status_like: 'liked' });
    expect((await prayers(aliceCookie))[0]).toMatchObject({ total_like: 1, status_like: 'liked' });
    expect((await prayers(bobCookie))[0]).toMatchObject({ total_like: 1, status_like: 'unliked' });
    expect((await prayers())[0]).toMatchObject({ total_like: 1, status_like: 'unliked' });

    const bob = await t.call('campaign', 'toggle_like', { form: { doa_id: doaId }, cookie: bobCookie });
    expect(bob.body.data).toMatchObject({ total_like: 2, status_like: 'liked' });
    const again = await t.call('campaign', 'toggle_like', { form: { doa_id: doaId }, cookie: aliceCookie });
    expect(again.body.data).toMatchObject({ total_like: 1, status_like: 'unliked' });
    expect((await prayers(aliceCookie))[0]).toMatchObject({ total_like: 1, status_like: 'unliked' });
    expect((await prayers(bobCookie))[0]).toMatchObject({ total_like: 1, status_like: 'liked' });
  });

  it('sets rather than flips with state, so repeating it is harmless', async () => {
    const doaId = String(ids['JRY-OLDPRAY1']);
    for (let i = 0; i < 3; i++) {
      const res = await t.call('campaign', 'toggle_like', { form: { doa_id: doaId, state: 'liked' }, cookie: aliceCookie });
      expect(res.body.data).toMatchObject({ total_like: 1, status_like: 'liked' });
    }
    const rows = await t.db.select().from(amens).where(and(eq(amens.donationId, Number(doaId)), eq(amens.userId, aliceId)));
    expect(rows).toHaveLength(1);
    for (let i = 0; i < 2; i++) {
      const res = await t.call('campaign', 'toggle_like', { form: { doa_id: doaId, state: 'unliked' }, cookie: aliceCookie });
      expect(res.body.data).toMatchObject({ total_like: 0, status_like: 'unliked' });
    }
  });

  it('replays the same Idempotency-Key without a second flip', async () => {
    const doaId = String(ids['JRY-OLDPRAY1']);
    const key = 'amen-key-0001';
    const first = await t.call('campaign', 'toggle_like', { form: { doa_id: doaId }, cookie: bobCookie, idempotencyKey: key });
    const second = await t.call('campaign', 'toggle_like', { form: { doa_id: doaId }, cookie: bobCookie, idempotencyKey: key });
    expect(first.body.data).toMatchObject({ status_like: 'liked', total_like: 1 });
    expect(second.body).toEqual(first.body);
    const current = (await prayers(bobCookie)).find((p) => p.id === Number(doaId));
    expect(current).toMatchObject({ status_like: 'liked', total_like: 1 });
    // A new key flips again.
    const third = await t.call('campaign', 'toggle_like', { form: { doa_id: doaId }, cookie: bobCookie, idempotencyKey: 'amen-key-0002' });
    expect(third.body.data).toMatchObject({ status_like: 'unliked', total_like: 0 });
  });

  it('answers 404 for a donation without a prayer, unpaid or unknown, and 422 for a bad doa_id', async () => {
    const before = await amenCount();
    for (const code of ['JRY-NOPRAYR1', 'JRY-BLANKPR1', 'JRY-PENDPRY1']) {
      const res = await t.call('campaign', 'toggle_like', { form: { doa_id: String(ids[code]) }, cookie: aliceCookie });
      expect(res.status, code).toBe(404);
      expect(res.body.message).toBe('Doa tidak ditemukan');
    }
    expect((await t.call('campaign', 'toggle_like', { form: { doa_id: '987654' }, cookie: aliceCookie })).status).toBe(404);
    for (const doa_id of ['', 'abc', '-1', '1.5', '0']) {
      const res = await t.call('campaign', 'toggle_like', { form: { doa_id }, cookie: aliceCookie });
      expect(res.status, doa_id).toBe(422);
      expect(res.body.errors?.doa_id).toBeTruthy();
    }
    const badState = await t.call('campaign', 'toggle_like', { form: { doa_id: String(ids['JRY-NEWPRAY1']), state: 'maybe' }, cookie: aliceCookie });
    expect(badState.status).toBe(422);
    expect(badState.body.errors?.state).toBe('Status tidak valid');
    expect((await t.call('campaign', 'toggle_like', { method: 'GET', query: { doa_id: '1' }, cookie: aliceCookie })).status).toBe(405);
    expect(await amenCount()).toBe(before);
  });

  it('answers with an ETag, 304 on a matching If-None-Match, and a new tag when an amen changes', async () => {
    const first = await t.call('campaign', 'get_prayer_campaign', { query: { programId }, cookie: aliceCookie });
    const etag = first.response.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.response.headers.get('cache-control')).toBe('private, no-cache');
    const same = await t.call('campaign', 'get_prayer_campaign', { query: { programId }, cookie: aliceCookie, headers: { 'If-None-Match': etag! } });
    expect(same.status).toBe(304);
    expect(same.text).toBe('');
    expect(same.response.headers.get('etag')).toBe(etag);
    // The tag belongs to the caller's view: a guest's differs once Alice has said amen.
    await t.call('campaign', 'toggle_like', { form: { doa_id: String(ids['JRY-NEWPRAY1']), state: 'liked' }, cookie: aliceCookie });
    const changed = await t.call('campaign', 'get_prayer_campaign', { query: { programId }, cookie: aliceCookie, headers: { 'If-None-Match': etag! } });
    expect(changed.status).toBe(200);
    expect(changed.response.headers.get('etag')).not.toBe(etag);
    const guest = await t.call('campaign', 'get_prayer_campaign', { query: { programId }, headers: { 'If-None-Match': changed.response.headers.get('etag')! } });
    expect(guest.status).toBe(200);
  });

  it('answers 404 for an unknown program and 422 for a bad one', async () => {
    expect((await t.call('campaign', 'get_prayer_campaign', { query: { programId: 'KM-77777' } })).status).toBe(404);
    expect((await t.call('campaign', 'get_prayer_campaign', { query: { programId: programId.replace('KM', 'ID') } })).status).toBe(404);
    expect((await t.call('campaign', 'get_prayer_campaign', { query: { programId: 'KM-x' } })).status).toBe(422);
    expect((await t.call('campaign', 'get_prayer_campaign', { query: { programId, limit: 51 } })).status).toBe(422);
  });

  describe('the poll’s version check', () => {
    const poll = (cookie?: string, etag?: string) =>
      t.call('campaign', 'get_prayer_campaign', { query: { programId }, cookie, headers: etag ? { 'If-None-Match': etag } : {} });
    const tagNow = async (cookie?: string) => (await poll(cookie)).response.headers.get('etag')!;
    /** Runs `change`, then asserts the tag Alice held stops matching and the new answer shows it. */
    const expectNewTag = async (change: () => Promise<unknown>) => {
      const before = await tagNow(aliceCookie);
      await change();
      const after = await poll(aliceCookie, before);
      expect(after.status).toBe(200);
      expect(after.response.headers.get('etag')).not.toBe(before);
      return v.parse(DoaListSchema, after.body.data);
    };
    const sqlDuring = (run: () => Promise<unknown>) => sqlDuringOn(t.db, run);
    const paidPrayer = async (code: string, doa: string | null, status = 'paid', program = Number(programId.slice(3))) => {
      const [m] = await t.db.select({ id: paymentMethods.id }).from(paymentMethods).limit(1);
      const [d] = await t.db.insert(donations).values({
        code, programId: program, amount: 20_000, total: 20_000, donorName: 'Citra', donorPhone: '81234567891', doa,
        paymentMethodId: m!.id, status, createdAt: t.clock.now, expiresAt: new Date(t.clock.now.getTime() + HOUR),
      }).returning({ id: donations.id });
      return d!.id;
    };

    it('answers an unchanged list with 304 after one version read, without the list query', async () => {
      const etag = await tagNow(aliceCookie);
      let res: Awaited<ReturnType<typeof poll>> | undefined;
      const sql304 = await sqlDuring(async () => { res = await poll(aliceCookie, etag); });
      expect(res!.status).toBe(304);
      expect(sql304.filter((q) => q.includes('prayer_versions'))).toHaveLength(1);
      expect(sql304.filter((q) => /from "?(donations|amens)"?/i.test(q))).toEqual([]);
      // The full answer does run it: the check above can fail.
      const sql200 = await sqlDuring(() => poll(aliceCookie));
      expect(sql200.filter((q) => /from "donations"/i.test(q))).toHaveLength(1);
    });

    it('changes the tag when a donation with a prayer is paid, or arrives paid', async () => {
      const id = await paidPrayer('JRY-VERPAID1', 'Semoga lancar ujian', 'pending');
      const unchanged = await tagNow(aliceCookie);
      const list = await expectNewTag(() => t.db.update(donations).set({ status: 'paid', paidAt: t.clock.now }).where(eq(donations.id, id)));
      expect(list.map((p) => p.id)).toContain(id);
      const fresh = await expectNewTag(() => paidPrayer('JRY-VERPAID2', 'Semoga berkah'));
      expect(fresh[0]!.doa).toBe('Semoga berkah');
      expect(unchanged).not.toBe(await tagNow(aliceCookie));
    });

    it('keeps the tag for changes that leave the list alone', async () => {
      const before = await tagNow(aliceCookie);
      const pending = await paidPrayer('JRY-VERPEND1', 'Belum dibayar', 'pending');
      await paidPrayer('JRY-VERNODOA', null);
      await paidPrayer('JRY-VEROTHER', 'Program lain', 'paid', Number(programId.slice(3)) + 1);
      await t.db.update(donations).set({ status: 'expired' }).where(eq(donations.id, pending));
      expect((await poll(aliceCookie, before)).status).toBe(304);
    });

    it('changes the tag when anyone says or takes back an amen (counts and the caller’s own)', async () => {
      const doa = String(ids['JRY-OLDPRAY1']);
      const liked = await expectNewTag(() => t.call('campaign', 'toggle_like', { form: { doa_id: doa, state: 'liked' }, cookie: bobCookie }));
      expect(liked.find((p) => p.id === ids['JRY-OLDPRAY1'])!.total_like).toBeGreaterThan(0);
      await expectNewTag(() => t.call('campaign', 'toggle_like', { form: { doa_id: doa, state: 'unliked' }, cookie: bobCookie }));
      await expectNewTag(() => t.call('campaign', 'toggle_like', { form: { doa_id: doa, state: 'liked' }, cookie: aliceCookie }));
    });

    it('changes the tag when staff hide a prayer, and when a donor’s name or prayer is corrected', async () => {
      const hiddenId = ids['JRY-NEWPRAY1']!;
      const list = await expectNewTag(() => hideDoa(t.db, hiddenId, aliceId, 'uji', t.clock.now));
      expect(list.map((p) => p.id)).not.toContain(hiddenId);
      const renamed = await expectNewTag(() => t.db.update(donations).set({ donorName: 'Dewi' }).where(eq(donations.id, ids['JRY-OLDPRAY1']!)));
      expect(renamed.find((p) => p.id === ids['JRY-OLDPRAY1'])!.donatur).toBe('Dewi');
      await expectNewTag(() => t.db.update(donations).set({ doa: '   ' }).where(eq(donations.id, ids['JRY-OLDPRAY1']!)));
    });

    it('changes the tag when an account that said amen is deleted (its amens go with it)', async () => {
      const [carol] = await t.db.insert(users).values({ nama: 'Carol', whatsapp: '81200000013', passwordHash: 'x' }).returning();
      const [target] = (await poll(aliceCookie)).body.data as { id: number }[];
      await t.db.insert(amens).values({ donationId: target!.id, userId: carol!.id, createdAt: t.clock.now });
      await expectNewTag(() => t.db.delete(users).where(eq(users.id, carol!.id)));
    });

    it('gives each caller and page its own tag', async () => {
      const alice = await tagNow(aliceCookie);
      expect(await tagNow(bobCookie)).not.toBe(alice);
      expect(await tagNow()).not.toBe(alice);
      const paged = await t.call('campaign', 'get_prayer_campaign', { query: { programId, limit: 1 }, cookie: aliceCookie, headers: { 'If-None-Match': alice } });
      expect(paged.status).toBe(200);
    });
  });
});

describe('seeded prayers', () => {
  it('come with amens from the demo users', async () => {
    const t = await createTestApp({ seed: true, start: NOW });
    try {
      const [kencleng] = (await t.call('masjid', 'get_campaign_by_slug', { query: { slug: 'masjid-jogokariyan' } })).body.data;
      const list = v.parse(DoaListSchema, (await t.call('campaign', 'get_prayer_campaign', { query: { programId: 'ID-1' } })).body.data);
      expect(list.length).toBeGreaterThan(3);
      expect(list.some((p) => p.total_like > 0)).toBe(true);
      expect(kencleng.programId).toMatch(/^KM-\d+$/);
    } finally {
      await t.close();
    }
  });
});
