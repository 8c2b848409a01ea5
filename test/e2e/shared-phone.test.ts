import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { goOffline, goOnline, launchBrowser, phoneContext, waitForServiceWorker } from '../support/browser.ts';
import { api, randomPhone, registerByApi, shot } from '../support/accounts.ts';
import { CLIENT_KEY_HEADER, KODE_HEADER, WEB_CLIENT_KEY } from '../../src/contract/envelope.ts';

// One phone, two people: what the first leaves behind when signing out, and what the second sees.

const base = () => process.env.E2E_BASE_URL!;
const SLUG = 'sumur-bor-gunungkidul';

type Prayer = { id: number; total_like: number; status_like: string };

/** A GET to the API as the web client makes it, with a cookie of our choosing. */
async function get<T>(controller: string, kode: string, query: Record<string, string>, cookie?: string): Promise<T> {
  const res = await fetch(`${base()}/api/${controller}?${new URLSearchParams(query)}`, {
    headers: { [KODE_HEADER]: kode, [CLIENT_KEY_HEADER]: WEB_CLIENT_KEY, ...(cookie ? { cookie } : {}) },
  });
  return ((await res.json()) as { data: T }).data;
}

/** How the server sees one prayer for the owner of `cookie`. */
async function prayerAsSeenBy(doaId: string, cookie?: string): Promise<Prayer> {
  const [program] = await get<Array<{ programId: string }>>('campaign', 'get_campaign_by_slug', { slug: SLUG });
  const prayers = await get<Prayer[]>('campaign', 'get_prayer_campaign', { programId: program!.programId }, cookie);
  return prayers.find((p) => String(p.id) === doaId)!;
}

const cookieHeader = async (context: BrowserContext) => (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');

/** Waits until the server no longer knows the session of `cookie` (the logout reached it). */
async function sessionEnded(cookie: string): Promise<number> {
  const deadline = Date.now() + 15_000;
  let status = 0;
  while (Date.now() < deadline) {
    status = (await api(base(), 'user', 'get_user', {}, cookie)).status;
    if (status === 401) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return status;
}

/** What the device still holds: Dexie's personal rows and the worker's API caches. */
async function deviceTraces(page: Page) {
  return page.evaluate(async () => {
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('jariyah');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('IndexedDB'));
    });
    const all = (store: string) => new Promise<unknown[]>((resolve) => {
      const request = database.transaction(store).objectStore(store).getAll();
      request.onsuccess = () => resolve(request.result);
    });
    const kv = (await all('kv')) as Array<{ key: string }>;
    const traces = {
      kvKeys: kv.map((row) => row.key).filter((key) => ['profile', 'amen-overrides', 'contact-change', 'auth-flow'].includes(key) || key.startsWith('donate-attempt:')),
      outbox: ((await all('outbox')) as Array<{ owner: string }>).map((e) => e.owner),
      donations: ((await all('donations')) as Array<{ owner: string }>).map((d) => d.owner),
      apiCaches: (await caches.keys()).filter((name) => name.startsWith('jariyah-api-')),
    };
    database.close();
    return traces;
  });
}


async function login(page: Page, phone: string, password: string) {
  await page.goto(`${base()}/auth`);
  await page.getByLabel('Nomor Whatsapp').fill(phone);
  await page.getByLabel('Kata Sandi', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL(`${base()}/profile`);
}

describe('a phone shared by two people', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("'Keluar' leaves nothing of A, asks before dropping A's unsent amen, and B sees none of it", async () => {
    const a = { phone: randomPhone(), name: 'Aisyah Berbagi', password: 'sandi-rahasia-a' };
    const b = { phone: randomPhone(), name: 'Budi Meminjam', password: 'sandi-rahasia-b' };
    await registerByApi(base(), a.phone, a.name, a.password);
    await registerByApi(base(), b.phone, b.name, b.password);
    const context = await phoneContext(browser);
    const page = await context.newPage();

    // A logs in, donates, and reads the prayers while online (so the lists are cached).
    await login(page, a.phone, a.password);
    await page.getByRole('heading', { name: a.name }).waitFor();
    await waitForServiceWorker(page);
    const aCookie = await cookieHeader(context);
    await page.goto(`${base()}/campaign/${SLUG}/donate`);
    await page.getByText('Masuk sebagai').waitFor();
    await page.getByRole('button', { name: 'Rp 25.000' }).click();
    await page.getByTestId('choose-method').click();
    await page.getByTestId('method-OVO').click();
    await page.locator('dialog[open]').waitFor({ state: 'detached' }).catch(() => undefined);
    await page.getByRole('button', { name: 'Bayar Sekarang' }).click();
    await page.waitForURL(/\/donation\/[A-Z0-9]+\/checkout$/);
    const aCode = /\/donation\/([A-Z0-9]+)\/checkout$/.exec(page.url())![1]!;
    await page.goto(`${base()}/donation`);
    await page.locator(`[data-testid=donation-row][href="/donation/${aCode}"]`).waitFor();

    await page.goto(`${base()}/campaign/${SLUG}`);
    const first = page.locator('[data-testid=prayer]').first();
    await first.waitFor();
    const doaId = (await first.getAttribute('data-doa-id'))!;
    const before = await prayerAsSeenBy(doaId);
    expect((await prayerAsSeenBy(doaId, aCookie)).status_like).toBe('unliked');

    // Offline, A says amen: it waits in the outbox.
    await goOffline(context);
    const prayer = page.locator(`[data-testid=prayer][data-doa-id="${doaId}"]`);
    await prayer.getByRole('button', { name: 'Amiinkan' }).click();
    await prayer.getByTestId('amen-queued').waitFor();
    expect((await deviceTraces(page)).outbox).toEqual([a.phone]);

    // Still offline, A signs out: the question comes first, and 'Batal' keeps everything.
    await page.goto(`${base()}/profile`);
    await page.getByRole('heading', { name: a.name }).waitFor();
    await page.getByRole('button', { name: 'Keluar' }).click();
    const question = page.locator('dialog[open]');
    await question.getByText('Ada perubahan yang belum terkirim. Keluar sekarang akan menghapusnya.').waitFor();
    await question.evaluate((sheet) => Promise.all(sheet.getAnimations().map((animation) => animation.finished)));
    await shot(page, 'shared-phone-01-unsent-question');
    await question.getByRole('button', { name: 'Batal' }).click();
    await question.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${base()}/profile`);
    expect((await deviceTraces(page)).outbox).toEqual([a.phone]);

    await page.getByRole('button', { name: 'Keluar' }).click();
    await question.getByRole('button', { name: 'Ya, Keluar' }).click();
    await page.waitForURL(`${base()}/auth`);
    await shot(page, 'shared-phone-02-signed-out-offline');
    expect(await deviceTraces(page)).toEqual({ kvKeys: [], outbox: [], donations: [], apiCaches: [] });

    // Back online, the logout reaches the server on its own: A's session is over.
    expect((await api(base(), 'user', 'get_user', {}, aCookie)).status).toBe(200); // nothing reached the server yet
    await goOnline(context);
    expect(await sessionEnded(aCookie)).toBe(401);

    // B logs in on the same browser and finds nothing of A.
    await login(page, b.phone, b.password);
    await page.getByRole('heading', { name: b.name }).waitFor();
    expect(await page.getByText(a.name).count()).toBe(0);
    await page.getByRole('link', { name: 'Riwayat Donasi' }).click();
    await page.getByText('Belum ada donasi').waitFor();
    expect(await page.locator(`[href="/donation/${aCode}"]`).count()).toBe(0);
    await shot(page, 'shared-phone-03-b-history');

    await page.goto(`${base()}/campaign/${SLUG}`);
    await prayer.waitFor();
    expect(await prayer.getByRole('button', { name: 'Amiinkan' }).getAttribute('aria-pressed')).toBe('false');
    expect(await prayer.getByTestId('amen-queued').count()).toBe(0);

    // Give any replay (page or Background Sync) time to misbehave, then ask the server.
    await page.waitForTimeout(2000);
    const bCookie = await cookieHeader(context);
    expect((await prayerAsSeenBy(doaId, bCookie)).status_like).toBe('unliked');
    const [aAgain] = [await api(base(), 'auth', 'login', { whatsapp: a.phone, password: a.password })];
    expect((await prayerAsSeenBy(doaId, aAgain.cookie)).status_like).toBe('unliked');
    expect((await prayerAsSeenBy(doaId)).total_like).toBe(before.total_like);
    expect((await deviceTraces(page)).donations).toEqual([]);
    await context.close();
  });

  it("an offline 'Bukan saya' shows a guest at once and ends the session once the network is back", async () => {
    const c = { phone: randomPhone(), name: 'Citra Titip', password: 'sandi-rahasia-c' };
    await registerByApi(base(), c.phone, c.name, c.password);
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await login(page, c.phone, c.password);
    await waitForServiceWorker(page);
    const cCookie = await cookieHeader(context);

    await page.goto(`${base()}/campaign/${SLUG}/donate`);
    await page.getByText('Masuk sebagai').waitFor();
    await goOffline(context);
    await page.getByRole('button', { name: 'Bukan saya' }).click();
    // At once, still offline: the same form, now a guest's, the program still on screen.
    await page.waitForFunction(() => !document.body.innerText.includes('Masuk sebagai'));
    await page.getByRole('heading', { name: 'Pilih Nominal Donasi' }).waitFor();
    expect(await page.getByLabel('Nama Lengkap').inputValue()).toBe('');
    expect(await page.getByLabel('Nama Lengkap').getAttribute('readonly')).toBeNull();
    await shot(page, 'shared-phone-04-not-me-offline');
    expect(await deviceTraces(page)).toEqual({ kvKeys: [], outbox: [], donations: [], apiCaches: [] });
    // The cookie is HttpOnly: only the server's answer can end the session, so it is still alive...
    expect((await api(base(), 'user', 'get_user', {}, cCookie)).status).toBe(200);

    // ...until the network is back: then the logout goes out, first.
    await goOnline(context);
    expect(await sessionEnded(cCookie)).toBe(401);
    await page.goto(`${base()}/campaign/${SLUG}/donate`);
    await page.getByRole('heading', { name: 'Pilih Nominal Donasi' }).waitFor();
    expect(await page.getByText('Masuk sebagai').count()).toBe(0);
    expect(await page.getByLabel('Nama Lengkap').inputValue()).toBe('');
    await context.close();
  });
});
