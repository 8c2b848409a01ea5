import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { users, programs } from '../../server/db/schema.ts';
import { grantAdminRoles } from '../../server/services/admin-accounts.ts';
import { receiptText } from '../../server/services/receipts.ts';
import { htmlToText } from '../../server/services/plain-text.ts';
import { donateForm, insertPaymentMethods, insertProgram, insertUserWithSession, nextDonorAddress, notify } from './donation-fixtures.ts';

/*
 * Finding 10 of the security review (main at 8805f7f): parallel avatar or flyer uploads left
 * orphaned files, and receipts repeated the donor's free-text name from the official WhatsApp
 * sender. Each test failed on that main.
 */

/** A real 1×1 PNG; every upload is stored under a fresh name whatever its bytes. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('10. uploads replace atomically', () => {
  let t: TestApp;
  const uploads = () => path.join(t.deps.config.dataDir, 'uploads');
  const files = () => (fs.existsSync(uploads()) ? fs.readdirSync(uploads()).sort() : []);
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('leaves exactly the avatar in place after parallel uploads', async () => {
    const member = await insertUserWithSession(t.db, t.clock.now);
    const answers = await Promise.all(Array.from({ length: 8 }, () =>
      t.call('user', 'edit_profile', { form: { editType: 'avatar', editValue: PNG }, cookie: member.cookie })));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    const [row] = await t.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, member.user.id));
    expect(files()).toEqual([row!.avatar]);
  });

  it('leaves exactly the flyer in place after parallel saves of a program', async () => {
    const staff = await insertUserWithSession(t.db, t.clock.now);
    await grantAdminRoles(t.db, [staff.user.whatsapp]);
    const program = await insertProgram(t.db, { header: 'Renovasi Tempat Wudhu' });
    const before = new Set(files());
    const answers = await Promise.all(Array.from({ length: 6 }, () => t.call('admin', 'save_program', {
      json: { slug: program.slug, header: 'Renovasi Tempat Wudhu', deskripsi: 'Tahap satu', all_time: 'Y', flyer: PNG }, cookie: staff.cookie,
    })));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    const [row] = await t.db.select({ flyer: programs.flyer }).from(programs).where(eq(programs.id, program.id));
    const added = files().filter((f) => !before.has(f));
    expect(added).toHaveLength(1);
    expect(row!.flyer).toBe(`/uploads/${added[0]}`);
  });
});

describe('10. receipts carry no text typed by strangers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('thanks the donor without repeating the name or prayer they typed', async () => {
    const methods = await insertPaymentMethods(t.db);
    const program = await insertProgram(t.db, { header: 'Sumur Wakaf Desa Sukamaju' });
    const bait = 'Selamat! Anda menang Rp 50 juta, klik https://hadiah.example';
    const made = await t.call('transaction', 'storeDonate', {
      form: donateForm(program.id, methods.qris.code, 'QRIS', { price: '1000', donorName: bait, donorPray: `${bait} segera` }), peer: nextDonorAddress(),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const code = made.body.data.codeDonate as string;
    const res = await notify(t, { event_id: 'evt-receipt-1', codeDonate: code, status: 'paid', amount: 1000 });
    expect(res.status).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    const receipt = t.outbox.find((message) => message.text.includes(code));
    expect(receipt?.text).toBeDefined();
    expect(receipt!.text).not.toMatch(/menang|hadiah|https?:\/\/hadiah/i);
    expect(receipt!.text).toContain('Sumur Wakaf Desa Sukamaju');
    expect(receiptText({ total: 1000, programHeader: 'X', paidAt: new Date(0), code: 'JRYAAAAAAAAAA', link: null })).toMatch(/^Jariyah: Terima kasih\. Donasi Rp 1\.000 untuk "X"/);
  });
});

describe('10. turning stored HTML back into text', () => {
  it('reads unclosed tags and long runs of spaces in one pass (the old patterns took minutes on these)', () => {
    const items = '<li '.repeat(200_000);
    expect(htmlToText(`<p>Rincian</p>${items}`)).toBe(`Rincian\n\n${items.trim()}`);
    const tags = '<a'.repeat(200_000);
    expect(htmlToText(`<p>Rincian</p>${tags}`)).toBe(`Rincian\n\n${tags}`);
    expect(htmlToText(`<p>Rincian${' '.repeat(200_000)}selesai</p>`)).toBe(`Rincian${' '.repeat(200_000)}selesai`);
  });
});

/*
 * Finding 7 of the second review (issue 27): `//ssr/prerender.js` served the 1.95 MB server
 * render bundle; only `/ssr/…` with one slash was kept back.
 */
describe('7. the build’s server-side entry never goes out', () => {
  let t: TestApp;
  let dist: string;
  const SERVER_ONLY = 'server-only bundle, never for a browser';
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'jariyah-dist-'));
    fs.mkdirSync(path.join(dist, 'ssr', 'assets'), { recursive: true });
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div><!--/root--></body></html>');
    fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log("app")');
    fs.writeFileSync(path.join(dist, 'ssr', 'prerender.js'), `// ${SERVER_ONLY}\nexport async function renderRoute() { throw new Error('not here'); }`);
    fs.writeFileSync(path.join(dist, 'ssr', 'assets', 'chunk.js'), `// ${SERVER_ONLY}`);
    t = await createTestApp({ env: { DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers 404 to every spelling of its path, and still serves the browser’s files', async () => {
    for (const p of ['/ssr/prerender.js', '//ssr/prerender.js', '///ssr/prerender.js', '/%2Fssr/prerender.js', '/%2fssr%2fprerender.js',
      '/ssr%2Fprerender.js', '/./ssr/prerender.js', '/assets/../ssr/prerender.js', '//ssr/assets/chunk.js', '//ssr/', '//ssr']) {
      const res = await t.app.request(`http://localhost${p}`);
      const body = await res.text();
      expect(body, p).not.toContain(SERVER_ONLY);
      if (p.endsWith('.js')) expect(res.status, p).toBe(404);
    }
    expect(await (await t.app.request('http://localhost//assets/app.js')).text()).toContain('console.log');
    expect(await (await t.app.request('/')).text()).toContain('<title>shell</title>');
  });
});
