import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, phoneContext, waitForServiceWorker } from '../support/browser.ts';
import { logInThroughForm, randomPhone, registerByApi } from '../support/accounts.ts';
import { CLIENT_KEY_HEADER, KODE_HEADER, WEB_CLIENT_KEY } from '../../src/contract/envelope.ts';

/*
 * Issue 41: signed in, a program open, the phone offline, a reload and at once a tap on
 * 'Amiinkan' sent the person to 'Halo, Silahkan Masuk' about one time in three, and the amen was
 * lost. The sequence is run many times: a race that loses one run in three cannot pass them all.
 */

const base = () => process.env.E2E_BASE_URL!;
const SLUG = 'sumur-bor-gunungkidul';
const ITERATIONS = 12;

async function get<T>(controller: string, kode: string, query: Record<string, string>, cookie: string): Promise<T> {
  const res = await fetch(`${base()}/api/${controller}?${new URLSearchParams(query)}`, { headers: { [KODE_HEADER]: kode, [CLIENT_KEY_HEADER]: WEB_CLIENT_KEY, cookie } });
  return ((await res.json()) as { data: T }).data;
}
const cookieOf = async (context: BrowserContext) => (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');

/** Every path the page has been on since it loaded, pushState and replaceState included (a client-side redirect leaves no load). */
async function recordPaths(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [location.pathname + location.search];
    (window as unknown as { __paths: string[] }).__paths = seen;
    for (const name of ['pushState', 'replaceState'] as const) {
      const original = history[name].bind(history);
      history[name] = (...args: Parameters<History['pushState']>) => {
        original(...args);
        seen.push(location.pathname + location.search);
      };
    }
  });
}
const pathsOf = (page: Page) => page.evaluate(() => (window as unknown as { __paths: string[] }).__paths);

/** Logs in, lets the worker take the page, opens the program: its first prayer and that prayer's amen on the server. */
async function openProgramSignedIn(page: Page, phone: string, password: string) {
  await logInThroughForm(page, base(), phone, password);
  await waitForServiceWorker(page);
  const cookie = await cookieOf(page.context());
  await page.goto(`${base()}/campaign/${SLUG}`);
  const first = page.locator('[data-testid=prayer]').first();
  await first.waitFor();
  const doaId = (await first.getAttribute('data-doa-id'))!;
  const programId = (await get<Array<{ programId: string }>>('campaign', 'get_campaign_by_slug', { slug: SLUG }, cookie))[0]!.programId;
  const serverAmen = async () => (await get<Array<{ id: number; status_like: string }>>('campaign', 'get_prayer_campaign', { programId }, cookie)).find((p) => String(p.id) === doaId)!.status_like;
  return { doaId, serverAmen };
}

describe('a signed-in person offline is never sent to login by a tap (issue 41)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it(`reload offline, tap 'Amiinkan' at once: kept and sent once online, ${ITERATIONS} times over`, async () => {
    const phone = randomPhone();
    const password = 'sandi-rahasia-41';
    await registerByApi(base(), phone, 'Hafshah Luring', password);
    const bounced: string[] = [];
    for (let run = 1; run <= ITERATIONS; run++) {
      // A fresh phone each time: the race may live in what a first reload after sign-in has not loaded yet.
      const context = await phoneContext(browser);
      await recordPaths(context);
      const page = await context.newPage();
      const logs: string[] = [];
      page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
      const { doaId, serverAmen } = await openProgramSignedIn(page, phone, password);
      const before = await serverAmen();
      const after = before === 'liked' ? 'unliked' : 'liked';

      await context.setOffline(true);
      // Every other run on a phone four times slower: the start-up reads, the worker and the tap
      // then overlap differently, and Chromium often tells the reloaded page it is online.
      if (run % 2 === 0) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.reload({ waitUntil: 'commit' });
      const prayer = page.locator(`[data-testid=prayer][data-doa-id="${doaId}"]`);
      await prayer.getByRole('button', { name: 'Amiinkan' }).click(); // as soon as it shows
      await page.waitForTimeout(1_500); // a redirect decided after the tap (its keep, its replay) shows by now
      const paths = await pathsOf(page);
      if (paths.some((p) => p.startsWith('/auth'))) {
        bounced.push(`run ${run}: ${paths.join(' → ')}\n${logs.join('\n')}`);
        await context.close();
        continue;
      }
      expect(await prayer.getByRole('button', { name: 'Amiinkan' }).getAttribute('aria-pressed')).toBe(String(after === 'liked'));
      // Queued on the device: shown as waiting where the page knows it is offline.
      if (!(await page.evaluate(() => navigator.onLine))) await prayer.getByTestId('amen-queued').waitFor();
      expect(await serverAmen()).toBe(before);

      await context.setOffline(false);
      await expect.poll(serverAmen, { timeout: 15_000 }).toBe(after);
      await prayer.getByTestId('amen-queued').waitFor({ state: 'detached', timeout: 15_000 });
      expect(await prayer.getByRole('button', { name: 'Amiinkan' }).getAttribute('aria-pressed')).toBe(String(after === 'liked'));
      expect(await pathsOf(page)).toEqual([`/campaign/${SLUG}`]);
      await context.close();
    }
    expect(bounced).toEqual([]);
  }, ITERATIONS * 30_000);

  it('an amen said offline and sent while the program was closed still shows on the program opened offline afterwards', async () => {
    const phone = randomPhone();
    const password = 'sandi-rahasia-41';
    await registerByApi(base(), phone, 'Ruqayyah Luring', password);
    const context = await phoneContext(browser);
    let page = await context.newPage();
    const { doaId, serverAmen } = await openProgramSignedIn(page, phone, password);
    const after = (await serverAmen()) === 'liked' ? 'unliked' : 'liked';
    const button = () => page.locator(`[data-testid=prayer][data-doa-id="${doaId}"]`).getByRole('button', { name: 'Amiinkan' });

    // Said offline: the phone keeps it; the program's copy on the device still holds the old amen.
    await context.setOffline(true);
    await button().click();
    await page.locator(`[data-testid=prayer][data-doa-id="${doaId}"]`).getByTestId('amen-queued').waitFor();
    await page.close();

    // Back online on another screen: the amen leaves, the program is not read again.
    await context.setOffline(false);
    page = await context.newPage();
    await page.goto(`${base()}/profile`);
    await expect.poll(serverAmen, { timeout: 15_000 }).toBe(after);

    // Offline again, the program opens from the device with the amen the server now holds.
    await context.setOffline(true);
    await page.goto(`${base()}/campaign/${SLUG}`);
    await button().waitFor();
    await expect.poll(async () => button().getAttribute('aria-pressed'), { timeout: 5_000 }).toBe(String(after === 'liked'));
    await context.close();
  }, 60_000);
});
