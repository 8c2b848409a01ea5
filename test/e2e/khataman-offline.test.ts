import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { goOffline, goOnline, launchBrowser, phoneContext, waitForServiceWorker } from '../support/browser.ts';
import { api, logInThroughForm, randomPhone, registerByApi, shot } from '../support/accounts.ts';
import { CLIENT_KEY_HEADER, KODE_HEADER, WEB_CLIENT_KEY } from '../../src/contract/envelope.ts';

// Issue 43: a claim made without a signal is queued and shows at once as the person's; once the
// signal returns it goes out, and if someone took the juz meanwhile the person is told which and
// offered the free juz nearest to it, one tap away. Nothing they tapped is lost.

const base = () => process.env.E2E_BASE_URL!;
const freeJuz = (n: number) => new RegExp(`^Juz ${n}\\W+Kosong$`, 'i');
const PASSWORD = 'sandi-khataman-luring';
const daysAhead = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(Date.now() + days * 86_400_000));

type Page = { juz: { juz: number; state: string; mine: boolean; name: string | null }[] };

describe('Khataman taps without a signal (Chromium)', () => {
  let browser: Browser;
  const owner = randomPhone();
  const reader = randomPhone();
  const rival = randomPhone();

  beforeAll(async () => {
    browser = await launchBrowser();
    await registerByApi(base(), owner, 'Rahmat Hidayat', PASSWORD);
    await registerByApi(base(), reader, 'Aisyah Putri', PASSWORD);
    await registerByApi(base(), rival, 'Budi Santoso', PASSWORD);
  });
  afterAll(async () => {
    await browser.close();
  });

  it('queues a claim offline, sends it when the signal returns, and offers another juz for the one taken meanwhile', async () => {
    const ownerLogin = await api(base(), 'auth', 'login', { whatsapp: owner, password: PASSWORD });
    const opened = await api(base(), 'khataman', 'open_khataman', { title: 'Khataman Malam Luring', intention: '', deadline: daysAhead(10), masjid_id: '' }, ownerLogin.cookie);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const id = (opened.body.data as { id: string }).id;

    const context = await phoneContext(browser);
    const page = await context.newPage();
    await logInThroughForm(page, base(), reader, PASSWORD);
    await page.goto(`${base()}/khataman/${id}`);
    await page.getByRole('heading', { name: 'Khataman Malam Luring' }).waitFor();
    await waitForServiceWorker(page);

    await goOffline(context);
    await page.getByRole('button', { name: freeJuz(5) }).click();
    await page.getByRole('button', { name: freeJuz(6) }).click();
    await page.getByRole('button', { name: 'Ambil 2 juz' }).click();
    await page.getByText('Juz dicatat untukmu. Terkirim saat ada sinyal.').waitFor();
    await page.getByRole('status').filter({ hasText: 'Perubahan juz 5, 6 tersimpan di perangkat dan terkirim saat ada sinyal.' }).waitFor();
    // Shown as the person's at once, in the grid and in their list.
    await page.getByRole('img', { name: 'Juz 5, diambil olehmu' }).waitFor();
    await page.getByRole('heading', { name: 'Juz kamu' }).waitFor();
    await shot(page, 'khataman-offline-01-queued');

    // Meanwhile, with a signal, someone else takes juz 5.
    const rivalLogin = await api(base(), 'auth', 'login', { whatsapp: rival, password: PASSWORD });
    expect((await api(base(), 'khataman', 'claim_juz', { id, juz: '5' }, rivalLogin.cookie)).status).toBe(200);

    await goOnline(context);
    const refused = page.getByTestId('khataman-refused');
    await refused.getByText('Juz 5 sudah diambil orang lain sebelum sinyalmu kembali. Masih kosong:').waitFor({ timeout: 20_000 });
    await page.getByRole('img', { name: 'Juz 5, diambil oleh Budi' }).waitFor();
    await page.getByRole('img', { name: 'Juz 6, diambil olehmu' }).waitFor();
    await shot(page, 'khataman-offline-02-lost-offered');

    // The juz offered nearest to the lost one: 4 (6 is theirs already), one tap.
    await refused.getByRole('button', { name: 'Ambil juz 4' }).click();
    await page.getByRole('img', { name: 'Juz 4, diambil olehmu' }).waitFor();
    await refused.waitFor({ state: 'detached' });

    const readerLogin = await api(base(), 'auth', 'login', { whatsapp: reader, password: PASSWORD });
    const res = await fetch(`${base()}/api/khataman?id=${id}`, { headers: { [KODE_HEADER]: 'get_khataman', [CLIENT_KEY_HEADER]: WEB_CLIENT_KEY, cookie: readerLogin.cookie! } });
    const server = ((await res.json()) as { data: Page }).data;
    expect(server.juz.filter((j) => j.mine).map((j) => j.juz)).toEqual([4, 6]);
    expect(server.juz[4]).toMatchObject({ state: 'claimed', name: 'Budi', mine: false });
    await context.close();
  });
});
