import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { goOffline, goOnline, launchBrowser, phoneContext, retellOffline, waitForServiceWorker } from '../support/browser.ts';
import { followApiReads } from '../support/first-visit.ts';
import { api, logInThroughForm, randomPhone, registerByApi, shot } from '../support/accounts.ts';
import { CLIENT_KEY_HEADER, KODE_HEADER, WEB_CLIENT_KEY } from '../../src/contract/envelope.ts';

// Issue 43: a khataman's intention and its participants' prayers are amened like donors' prayers.
// A participant writes a prayer on the page; another person amens it and the intention, and an
// amen tapped without a signal shows at once and reaches the server once the signal returns.

const base = () => process.env.E2E_BASE_URL!;
const PASSWORD = 'sandi-doa-khataman';
const daysAhead = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(Date.now() + days * 86_400_000));
type Prayers = { intention: { amens: number }; prayers: { text: string; amens: number }[] };

describe("A khataman's prayers (Chromium)", () => {
  let browser: Browser;
  const owner = randomPhone();
  const reader = randomPhone();

  beforeAll(async () => {
    browser = await launchBrowser();
    await registerByApi(base(), owner, 'Rahmat Hidayat', PASSWORD);
    await registerByApi(base(), reader, 'Budi Santoso', PASSWORD);
  });
  afterAll(async () => {
    await browser.close();
  });

  it('a holder writes a prayer; the opener amens it and the intention, one of them without a signal', async () => {
    const ownerLogin = await api(base(), 'auth', 'login', { whatsapp: owner, password: PASSWORD });
    const opened = await api(base(), 'khataman', 'open_khataman', { title: 'Khataman untuk Almarhum Ayah', intention: 'untuk almarhum Bapak H. Ahmad', deadline: daysAhead(10), masjid_id: '' }, ownerLogin.cookie);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const id = (opened.body.data as { id: string }).id;
    const readerLogin = await api(base(), 'auth', 'login', { whatsapp: reader, password: PASSWORD });
    expect((await api(base(), 'khataman', 'claim_juz', { id, juz: '3' }, readerLogin.cookie)).status).toBe(200);

    // The holder writes a prayer on the page.
    const readerContext = await phoneContext(browser);
    const readerPage = await readerContext.newPage();
    await logInThroughForm(readerPage, base(), reader, PASSWORD);
    await readerPage.goto(`${base()}/khataman/${id}`);
    const form = readerPage.getByRole('form', { name: 'Doamu' });
    await form.getByLabel('Tulis doamu untuk khataman ini').fill('Semoga almarhum diampuni dosanya dan dilapangkan kuburnya.');
    await form.getByRole('button', { name: 'Kirim doa' }).click();
    await readerPage.getByText('Doamu tersimpan. Peserta lain dapat mengaminkannya.').waitFor();
    await readerPage.getByTestId('khataman-prayer').getByText('Budi (kamu)').waitFor();
    await readerContext.close();

    // The opener amens the intention online, and the prayer without a signal.
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await logInThroughForm(page, base(), owner, PASSWORD);
    await page.goto(`${base()}/khataman/${id}`);
    const prayer = page.getByTestId('khataman-prayer').filter({ hasText: 'Semoga almarhum diampuni' });
    await prayer.waitFor();
    await waitForServiceWorker(page);
    await page.getByRole('button', { name: 'Amiinkan niat khataman, 0 aamiin' }).click();
    await page.getByRole('button', { name: 'Amiinkan niat khataman, 1 aamiin', pressed: true }).waitFor();

    await goOffline(context);
    await prayer.getByRole('button', { name: 'Amiinkan doa Budi, 0 aamiin' }).click();
    await page.getByText('Aamiin-mu tersimpan dan terkirim saat ada sinyal.').waitFor();
    await prayer.getByRole('button', { name: 'Amiinkan doa Budi, 1 aamiin', pressed: true }).waitFor();
    await shot(page, 'khataman-prayers-01-amened-offline');

    await goOnline(context);
    const readBack = async (): Promise<Prayers> => {
      const res = await fetch(`${base()}/api/khataman?id=${id}`, { headers: { [KODE_HEADER]: 'get_khataman_prayers', [CLIENT_KEY_HEADER]: WEB_CLIENT_KEY } });
      return ((await res.json()) as { data: Prayers }).data;
    };
    const deadline = Date.now() + 20_000;
    let seen = await readBack();
    while (seen.prayers[0]?.amens !== 1 && Date.now() < deadline) {
      await page.waitForTimeout(250);
      seen = await readBack();
    }
    expect(seen.intention.amens).toBe(1);
    expect(seen.prayers.map((p) => [p.text, p.amens])).toEqual([['Semoga almarhum diampuni dosanya dan dilapangkan kuburnya.', 1]]);
    // Still shown as said once the page reads the server's own counts again.
    await prayer.getByRole('button', { name: 'Amiinkan doa Budi, 1 aamiin', pressed: true }).waitFor();
    await context.close();
  });

  it('a khataman link opened once, as a guest from WhatsApp, opens again offline in a new tab with its intention and prayers', async () => {
    const ownerLogin = await api(base(), 'auth', 'login', { whatsapp: owner, password: PASSWORD });
    const opened = await api(base(), 'khataman', 'open_khataman', { title: 'Khataman Keluarga Besar', intention: 'untuk kesembuhan Ibu Siti', deadline: daysAhead(7), masjid_id: '' }, ownerLogin.cookie);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const id = (opened.body.data as { id: string }).id;
    const readerLogin = await api(base(), 'auth', 'login', { whatsapp: reader, password: PASSWORD });
    expect((await api(base(), 'khataman', 'claim_juz', { id, juz: '5' }, readerLogin.cookie)).status).toBe(200);
    const prayed = await api(base(), 'khataman', 'pray_khataman', { id, text: 'Semoga Ibu lekas sembuh dan kembali sehat.' }, readerLogin.cookie);
    expect(prayed.status, JSON.stringify(prayed.body)).toBeLessThan(300);

    const context = await phoneContext(browser);
    const reads = followApiReads(context);
    const page = await context.newPage();
    await page.goto(`${base()}/khataman/${id}`);
    await page.getByTestId('khataman-prayer').filter({ hasText: 'Semoga Ibu lekas sembuh' }).waitFor();
    await page.getByRole('button', { name: /Amiinkan niat khataman/ }).waitFor();
    await page.waitForLoadState('networkidle');
    await reads.kept(page);
    await goOffline(context);

    const offline = await context.newPage();
    await offline.goto(`${base()}/khataman/${id}`);
    await retellOffline(context, offline);
    await offline.getByRole('heading', { name: 'Khataman Keluarga Besar' }).waitFor({ timeout: 15_000 });
    await offline.getByText('untuk kesembuhan Ibu Siti').first().waitFor();
    await offline.getByTestId('khataman-prayer').filter({ hasText: 'Semoga Ibu lekas sembuh dan kembali sehat.' }).waitFor();
    await offline.getByRole('button', { name: /Amiinkan niat khataman, 0 aamiin/ }).waitFor();
    await shot(offline, 'khataman-prayers-02-offline-new-tab');
    await offline.emulateMedia({ colorScheme: 'dark' });
    await shot(offline, 'khataman-prayers-03-offline-dark');
    await context.close();
  });
});
