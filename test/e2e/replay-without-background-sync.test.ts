import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, phoneContext, waitForServiceWorker } from '../support/browser.ts';
import { api, logInThroughForm, randomPhone, registerByApi } from '../support/accounts.ts';
import { CLIENT_KEY_HEADER, KODE_HEADER, WEB_CLIENT_KEY } from '../../src/contract/envelope.ts';

/*
 * Safari (iOS) and Firefox have no Background Sync: there the page's own replay is all there is
 * (src/sync/replay-triggers.ts). In Chromium a Background Sync sends waiting changes anyway, so
 * without this file removing the 'online' replay passed every test (issue 41). Here the browser
 * has no Background Sync, as those browsers have none.
 */

const base = () => process.env.E2E_BASE_URL!;
const SLUG = 'sumur-bor-gunungkidul';
/** Longer than the page's retries after a replay that met no network (REPLAY_RETRY_MS starts at 1 s, then 2 s): after it only the 'online' event or a start can replay. */
const RETRIES_SPENT_MS = 4_000;

async function get<T>(controller: string, kode: string, query: Record<string, string>, cookie: string): Promise<T> {
  const res = await fetch(`${base()}/api/${controller}?${new URLSearchParams(query)}`, { headers: { [KODE_HEADER]: kode, [CLIENT_KEY_HEADER]: WEB_CLIENT_KEY, cookie } });
  return ((await res.json()) as { data: T }).data;
}
const cookieOf = async (context: BrowserContext) => (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
const serverName = async (cookie: string) => ((await api(base(), 'user', 'get_user', {}, cookie)).body.data as { data: { nama: string } }).data.nama;

/** A phone whose browser has no Background Sync, signed in, its worker in control. */
async function signedInWithoutBackgroundSync(browser: Browser, name: string): Promise<{ context: BrowserContext; page: Page; cookie: string }> {
  const phone = randomPhone();
  const password = 'sandi-rahasia-9';
  await registerByApi(base(), phone, name, password);
  const context = await phoneContext(browser);
  await context.addInitScript(() => {
    delete (ServiceWorkerRegistration.prototype as { sync?: unknown }).sync;
    delete (window as { SyncManager?: unknown }).SyncManager;
  });
  const page = await context.newPage();
  await logInThroughForm(page, base(), phone, password);
  await waitForServiceWorker(page);
  expect(await page.evaluate(() => 'sync' in ServiceWorkerRegistration.prototype || 'SyncManager' in window)).toBe(false);
  // Profil Saya once online, so it opens offline like any page seen before.
  await page.getByRole('link', { name: 'Profil Saya' }).click();
  await page.getByText(name).waitFor();
  return { context, page, cookie: await cookieOf(context) };
}

/** Changes the name on Profil Saya (the page is open), as a person would. */
async function renameOnPage(page: Page, to: string): Promise<void> {
  await page.getByRole('link', { name: /^Nama/ }).click();
  await page.getByLabel('Nama Lengkap').fill(to);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await page.getByTestId('pending-edits').waitFor();
}

describe('changes made offline on a browser without Background Sync (Safari, Firefox)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('an amen and a profile edit go out when the signal returns with the app open', async () => {
    const { context, page, cookie } = await signedInWithoutBackgroundSync(browser, 'Maryam Salihah');
    await page.goto(`${base()}/campaign/${SLUG}`);
    const first = page.locator('[data-testid=prayer]').first();
    await first.waitFor();
    const doaId = await first.getAttribute('data-doa-id');
    const programId = (await get<Array<{ programId: string }>>('campaign', 'get_campaign_by_slug', { slug: SLUG }, cookie))[0]!.programId;
    const serverAmen = async () => (await get<Array<{ id: number; status_like: string }>>('campaign', 'get_prayer_campaign', { programId }, cookie)).find((p) => String(p.id) === doaId)!.status_like;
    expect(await serverAmen()).toBe('unliked');

    await context.setOffline(true);
    const prayer = page.locator(`[data-testid=prayer][data-doa-id="${doaId}"]`);
    await prayer.getByRole('button', { name: 'Amiinkan' }).click();
    await prayer.getByTestId('amen-queued').waitFor();
    await page.goto(`${base()}/profile/personal`);
    await page.getByText('Maryam Salihah').waitFor();
    await renameOnPage(page, 'Maryam Tanpa Sinkron');
    await page.waitForTimeout(RETRIES_SPENT_MS);
    expect(await serverAmen()).toBe('unliked');
    expect(await serverName(cookie)).toBe('Maryam Salihah');

    await context.setOffline(false);
    await page.getByTestId('pending-edits').waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(() => serverName(cookie), { timeout: 15_000 }).toBe('Maryam Tanpa Sinkron');
    await expect.poll(serverAmen, { timeout: 15_000 }).toBe('liked');
    await context.close();
  });

  it('a profile edit made offline goes out when the app is next opened', async () => {
    const { context, page, cookie } = await signedInWithoutBackgroundSync(browser, 'Aisyah Humaira');
    await context.setOffline(true);
    await renameOnPage(page, 'Aisyah Dibuka Lagi');
    await page.close();
    await context.setOffline(false);
    // No page is open and there is no Background Sync: nothing can send it yet.
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await serverName(cookie)).toBe('Aisyah Humaira');

    const reopened = await context.newPage();
    await reopened.goto(`${base()}/`);
    await expect.poll(() => serverName(cookie), { timeout: 15_000 }).toBe('Aisyah Dibuka Lagi');
    await context.close();
  });
});
