import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { HOUR, login, seedUser } from '../account-helpers.ts';
import { INTENTION_PRAYER, KHATAMAN_PRAYER_MAX, khatamanPrayerMessages } from '../../../src/contract/khataman-prayers.ts';

// Issue 43: a khataman's intention and its participants' prayers are amened like donors' prayers:
// one amen per person, taken back at will, replayed safely; only participants write a prayer;
// names by first name only; bad input refused in Indonesian.

describe("a khataman's prayers and their amens", () => {
  let t: TestApp;
  let dist: string;
  let n = 0;
  async function person(nama: string) {
    n += 1;
    const phone = `8127878${String(n).padStart(4, '0')}`;
    await seedUser(t, phone, 'rahasia123', nama);
    return { cookie: await login(t, phone), phone };
  }
  const call = (kode: string, form: Record<string, string>, cookie?: string, idempotencyKey?: string) =>
    t.call('khataman', kode, { form, cookie, idempotencyKey });
  const prayers = (id: string, cookie?: string) => t.call('khataman', 'get_khataman_prayers', { query: { id }, cookie });
  async function opened(cookie: string, intention = 'untuk almarhumah Ibu Fatimah') {
    const res = await t.call('khataman', 'open_khataman', { form: { title: 'Khataman Keluarga', intention, deadline: '2026-12-20' }, cookie, idempotencyKey: crypto.randomUUID() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.id as string;
  }

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'jariyah-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Jariyah</title></head><body><div id="root"></div></body></html>');
    t = await createTestApp({ start: new Date('2026-12-01T03:00:00Z'), env: { DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  beforeEach(() => t.clock.advance(HOUR));

  it('a holder writes a prayer; others amen it and the intention once each, and may take it back', async () => {
    const owner = await person('Rahmat Hidayat');
    const id = await opened(owner.cookie);
    const reader = await person('Budi Santoso');
    const other = await person('Siti Aminah');
    expect((await call('claim_juz', { id, juz: '2' }, reader.cookie)).status).toBe(200);

    const wrote = await call('pray_khataman', { id, text: '  Semoga almarhumah diampuni dan dilapangkan kuburnya.  ' }, reader.cookie, crypto.randomUUID());
    expect(wrote.status, JSON.stringify(wrote.body)).toBe(200);
    expect(wrote.body.message).toBe(khatamanPrayerMessages.saved);
    const prayer = wrote.body.data.prayers[0];
    expect(prayer).toMatchObject({ name: 'Budi', text: 'Semoga almarhumah diampuni dan dilapangkan kuburnya.', amens: 0, amened: false, mine: true });

    for (const who of [owner, other]) {
      const key = crypto.randomUUID();
      // Sent twice under one key, as an outbox replays a tap whose answer was lost: counted once.
      for (let i = 0; i < 2; i += 1) expect((await call('amen_khataman', { id, prayer: String(prayer.id), state: 'liked' }, who.cookie, key)).status).toBe(200);
      expect((await call('amen_khataman', { id, prayer: String(INTENTION_PRAYER), state: 'liked' }, who.cookie, crypto.randomUUID())).status).toBe(200);
    }
    // Said again without a key: still one amen each.
    expect((await call('amen_khataman', { id, prayer: String(prayer.id), state: 'liked' }, other.cookie)).status).toBe(200);
    const seen = (await prayers(id, other.cookie)).body.data;
    expect(seen.intention).toEqual({ amens: 2, amened: true });
    expect(seen.prayers[0]).toMatchObject({ amens: 2, amened: true, mine: false });
    expect(seen.can_pray).toBe(false);

    const back = await call('amen_khataman', { id, prayer: String(prayer.id), state: 'unliked' }, other.cookie);
    expect(back.body.message).toBe(khatamanPrayerMessages.unamened);
    expect(back.body.data.prayers[0]).toMatchObject({ amens: 1, amened: false });

    // A guest reads first names and counts, never a number, and has amened nothing.
    const guest = (await prayers(id)).body.data;
    expect(guest).toMatchObject({ intention: { amens: 2, amened: false }, can_pray: false });
    expect(JSON.stringify(guest)).not.toContain(reader.phone);
  });

  it('one prayer per person: writing again rewrites it and keeps its amens', async () => {
    const owner = await person('Ahmad Fauzi');
    const id = await opened(owner.cookie);
    const other = await person('Dewi Lestari');
    const first = await call('pray_khataman', { id, text: 'Semoga khatam tepat waktu.' }, owner.cookie);
    const prayerId = String(first.body.data.prayers[0].id);
    await call('amen_khataman', { id, prayer: prayerId, state: 'liked' }, other.cookie);
    const again = await call('pray_khataman', { id, text: 'Semoga khatam dan berkah untuk semua.' }, owner.cookie);
    expect(again.body.data.prayers).toHaveLength(1);
    expect(again.body.data.prayers[0]).toMatchObject({ id: Number(prayerId), text: 'Semoga khatam dan berkah untuk semua.', amens: 1 });
  });

  it('refuses a prayer from someone who holds no juz, and bad input, in Indonesian', async () => {
    const owner = await person('Hasan Basri');
    const id = await opened(owner.cookie, '');
    const stranger = await person('Joko Widodo');
    const refused = await call('pray_khataman', { id, text: 'Semoga lancar.' }, stranger.cookie);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(khatamanPrayerMessages.notParticipant);
    expect((await call('pray_khataman', { id, text: 'Semoga lancar.' })).status).toBe(401);

    const short = await call('pray_khataman', { id, text: ' a ' }, owner.cookie);
    expect(short.status).toBe(422);
    expect(short.body.errors?.text).toBe(khatamanPrayerMessages.tooShort);
    const long = await call('pray_khataman', { id, text: 'x'.repeat(KHATAMAN_PRAYER_MAX + 1) }, owner.cookie);
    expect(long.body.errors?.text).toBe(khatamanPrayerMessages.tooLong);
    const script = await call('pray_khataman', { id, text: '<script>alert(1)</script>' }, owner.cookie);
    // Kept as text; the page shows it as text.
    expect(script.body.data.prayers[0].text).toBe('<script>alert(1)</script>');

    const noIntention = await call('amen_khataman', { id, prayer: '0', state: 'liked' }, owner.cookie);
    expect(noIntention.status).toBe(422);
    expect(noIntention.body.message).toBe(khatamanPrayerMessages.noIntention);
    const elsewhere = await call('amen_khataman', { id, prayer: '999999', state: 'liked' }, owner.cookie);
    expect(elsewhere.status).toBe(404);
    expect((await call('amen_khataman', { id, prayer: 'satu', state: 'liked' }, owner.cookie)).body.errors?.prayer).toBe(khatamanPrayerMessages.prayerInvalid);
    expect((await call('amen_khataman', { id, prayer: '1', state: 'suka' }, owner.cookie)).body.errors?.state).toBe(khatamanPrayerMessages.stateInvalid);
    expect((await prayers('tidak-ada-kode')).status).toBe(404);
    for (const res of [short, long, noIntention, elsewhere]) expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:\d+/);
  });

  it("a prayer of one khataman cannot be amened through another's link", async () => {
    const a = await person('Lukman Hakim');
    const first = await opened(a.cookie);
    const second = await opened(a.cookie);
    const prayer = (await call('pray_khataman', { id: first, text: 'Semoga berkah.' }, a.cookie)).body.data.prayers[0].id;
    expect((await call('amen_khataman', { id: second, prayer: String(prayer), state: 'liked' }, a.cookie)).status).toBe(404);
  });
});
