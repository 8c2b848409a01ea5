import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { login, seedUser } from '../account-helpers.ts';
import { remindAndReoffer } from '../../../server/khataman/deadline-pass.ts';

// Before a khataman's deadline (issue 43): holders of unread juz are told first, then, on the
// deadline day, what they still have not read is offered to everyone, with the clock faked.

type Notice = { kind: string; title: string; body: string; link: string };

describe('the khataman deadline pass', () => {
  let t: TestApp;
  let n = 0;
  async function person(nama: string) {
    n += 1;
    const phone = `8128888${String(n).padStart(4, '0')}`;
    await seedUser(t, phone, 'rahasia123', nama);
    return login(t, phone);
  }
  const at = (iso: string) => t.clock.set(new Date(iso));
  const pass = () => remindAndReoffer(t.db, t.clock.now);
  const claim = async (id: string, juz: string, cookie: string) => expect((await t.call('khataman', 'claim_juz', { form: { id, juz }, cookie })).status).toBe(200);
  const read = async (id: string, juz: number, cookie: string) => expect((await t.call('khataman', 'mark_juz_read', { form: { id, juz: String(juz) }, cookie })).status).toBe(200);
  const notices = async (cookie: string, kind: string) => ((await t.call('pesan', 'list_messages', { cookie })).body.data as Notice[]).filter((m) => m.kind === kind);

  beforeAll(async () => {
    t = await createTestApp({ start: new Date('2026-12-10T03:00:00Z') });
  });
  afterAll(async () => {
    await t.close();
  });

  it('tells each holder of unread juz once from the day before, then offers their juz to everyone on the deadline day', async () => {
    const owner = await person('Hajah Maryam');
    const opened = await t.call('khataman', 'open_khataman', { form: { title: 'Khataman Keluarga', intention: '', deadline: '2026-12-20' }, cookie: owner, idempotencyKey: crypto.randomUUID() });
    const id = opened.body.data.id as string;
    const [aisyah, budi, citra] = [await person('Aisyah Rahma'), await person('Budi Santoso'), await person('Citra Dewi')];
    await claim(id, '1,2', aisyah);
    await claim(id, '3', budi);
    await claim(id, '4', citra);
    await read(id, 4, citra);

    at('2026-12-17T03:00:00Z'); // three days before: nothing yet
    expect(await pass()).toEqual({ told: 0, offered: 0 });

    at('2026-12-19T03:00:00Z'); // 10.00 WIB the day before
    expect(await pass()).toEqual({ told: 2, offered: 0 });
    expect(await pass()).toEqual({ told: 0, offered: 0 }); // once
    const toAisyah = await notices(aisyah, 'khataman-due');
    expect(toAisyah).toHaveLength(1);
    expect(toAisyah[0]).toMatchObject({
      title: 'Juz 1, 2 belum ditandai selesai',
      body: 'Khataman Keluarga berakhir Minggu, 20 Desember 2026. Tandai selesai bila sudah dibaca, atau lepas agar bisa diambil jamaah lain.',
      link: `/khataman/${id}`,
    });
    expect(await notices(citra, 'khataman-due')).toEqual([]); // read hers already
    expect(await notices(owner, 'khataman-due')).toEqual([]);

    // Budi reads his; Aisyah takes one more after the notice, knowing the deadline.
    t.clock.advance(2 * 3_600_000);
    await read(id, 3, budi);
    await claim(id, '5', aisyah);

    at('2026-12-19T17:30:00Z'); // 00.30 WIB on the deadline day, 14.5 h after the notice
    expect(await pass()).toEqual({ told: 0, offered: 2 });
    const page = (await t.call('khataman', 'get_khataman', { query: { id } })).body.data as { juz: Array<{ juz: number; state: string }> };
    expect(page.juz.slice(0, 5).map((j) => j.state)).toEqual(['free', 'free', 'read', 'read', 'claimed']);
    for (const who of [owner, aisyah, budi, citra]) {
      const offered = await notices(who, 'khataman-reoffer');
      expect(offered).toHaveLength(1);
      expect(offered[0]).toMatchObject({ title: 'Juz 1, 2 dibuka lagi', body: 'Bantu Khataman Keluarga khatam tepat waktu: ambil juz yang belum dibaca.', link: `/khataman/${id}` });
    }
    expect(await pass()).toEqual({ told: 0, offered: 0 });
    await claim(id, '1', budi); // free for anyone again

    at('2026-12-20T18:00:00Z'); // the day after: over, nothing more
    expect(await pass()).toEqual({ told: 0, offered: 0 });
  });

  it('gives a holder told late at night the full time before offering their juz', async () => {
    at('2026-12-24T03:00:00Z');
    const owner = await person('Pak Harun');
    const opened = await t.call('khataman', 'open_khataman', { form: { title: 'Khataman Pagi', intention: '', deadline: '2026-12-26' }, cookie: owner, idempotencyKey: crypto.randomUUID() });
    const id = opened.body.data.id as string;
    const dewi = await person('Dewi Lestari');
    at('2026-12-25T15:00:00Z'); // 22.00 WIB the day before: she claims, then the pass tells her
    await claim(id, '7', dewi);
    expect(await pass()).toEqual({ told: 1, offered: 0 });
    at('2026-12-25T18:00:00Z'); // 01.00 WIB on the deadline day: three hours on
    expect(await pass()).toEqual({ told: 0, offered: 0 });
    at('2026-12-26T03:30:00Z'); // 10.30 WIB: twelve and a half hours on
    expect(await pass()).toEqual({ told: 0, offered: 1 });
  });
});
