import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { goOffline, goOnline, launchBrowser, phoneContext, retellOffline } from '../support/browser.ts';
import { followApiReads } from '../support/first-visit.ts';
import { randomUUID } from 'node:crypto';
import { api, ensureStaffAccount, logInThroughForm, randomPhone, registerByApi } from '../support/accounts.ts';
import { STAFF } from '../support/server-process.ts';
import { CLIENT_KEY_HEADER, IDEMPOTENCY_HEADER, KODE_HEADER, WEB_CLIENT_KEY } from '../../src/contract/envelope.ts';
import { INFAQ_PAGE_SIZE } from '../../src/contract/first-screen.ts';
import { donateAsGuestByVa } from '../support/guest-donation.ts';

/*
 * One visit is enough (issue 24): every page a person saw online once, with no reload and no
 * second visit, opens offline in a new tab with the words and figures it showed. Each case is a
 * fresh browser profile: a first-time visitor from a shared link, the people this app serves.
 */

const base = () => process.env.E2E_BASE_URL!;
const SLUG = 'sumur-bor-gunungkidul';
const JAKARTA = { latitude: -6.1754, longitude: 106.8272 };

/** Lines that change on their own while a page is open: a countdown, 'x detik yang lalu'. */
const TICKING = /lagi menuju|^\d{2}:\d{2}:\d{2}$|\d+ (detik|menit) yang lalu$/;

/** What a page shows: the lines of its text, less the few that tick on their own. */
async function shownLines(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  return text.split('\n').map((line) => line.trim()).filter((line) => line && !TICKING.test(line));
}

/** Whether `shown` appears within `now` in the same order (offline may add a line saying so). */
function inOrderWithin(shown: string[], now: string[]): string[] {
  let at = 0;
  const missing: string[] = [];
  for (const line of shown) {
    const found = now.indexOf(line, at);
    if (found < 0) missing.push(line);
    else at = found + 1;
  }
  return missing;
}

/** Opens the address in a new tab (offline by now) and waits until it shows what was seen online. */
async function showsOffline(context: BrowserContext, path: string, shown: string[], prepare?: (page: Page) => Promise<void>) {
  const page = await context.newPage();
  await page.goto(`${base()}${path}`);
  await prepare?.(page);
  let missing: string[] = shown;
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    missing = inOrderWithin(shown, await shownLines(page));
    if (missing.length === 0) break;
    await page.waitForTimeout(250);
  }
  if (missing.length > 0) await page.screenshot({ path: `/tmp/offline-first-visit-${path.replace(/\W+/g, '_')}.png` });
  expect(missing, `${path} offline lacks what it showed online`).toEqual([]);
  expect(shown.length, path).toBeGreaterThan(3);
  await page.close();
}

const FLYER = `data:image/png;base64,${fs.readFileSync('public/icons/icon-512.png').toString('base64')}`;

/** Programs enough for the infaq list to have a second page (the demo data has fewer), made by staff. */
async function programsForTwoPages(): Promise<void> {
  const listed = async () => {
    const res = await fetch(`${base()}/api/campaign?search=&limit=100`, { headers: { [KODE_HEADER]: 'get_campaign_infaq', [CLIENT_KEY_HEADER]: WEB_CLIENT_KEY } });
    return ((await res.json()) as { data: unknown[] }).data.length;
  };
  const missing = INFAQ_PAGE_SIZE + 4 - (await listed());
  if (missing <= 0) return;
  await ensureStaffAccount(base());
  const { cookie } = await api(base(), 'auth', 'login', { whatsapp: STAFF.phone, password: STAFF.password });
  for (let i = 0; i < missing; i += 1) {
    const res = await fetch(`${base()}/api/admin`, {
      method: 'POST',
      headers: { [KODE_HEADER]: 'save_program', [CLIENT_KEY_HEADER]: WEB_CLIENT_KEY, [IDEMPOTENCY_HEADER]: randomUUID(), cookie: cookie! },
      // With a flyer, as every real program has: these become the newest, whose flyers the
      // first screen names in its head (campaign.test.ts checks those, whichever file ran first).
      body: new URLSearchParams({ header: `Program Sekali Lihat ${i + 1}`, deskripsi: 'Program untuk daftar dua halaman.', all_time: 'Y', target: '5000000', flyer: FLYER }),
    });
    expect(res.ok, await res.clone().text()).toBe(true);
  }
}

/** Waits until the page has shown its data (the element appears) and the numbers settled. */
async function settled(page: Page, selector: string) {
  await page.locator(selector).first().waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
}

describe('a page seen once online opens offline as it was shown', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  const visitor = async (geolocation?: typeof JAKARTA) => {
    const context = await phoneContext(browser, geolocation ? { geolocation } : {});
    return { context, reads: followApiReads(context), page: await context.newPage() };
  };

  it('home', async () => {
    const { context, reads, page } = await visitor(JAKARTA);
    await page.goto(base());
    // The programs' carousel sits below the first screen and loads as it comes near: read it as a
    // visitor does, scrolling down (again while the page settles, until the figures show).
    const scrollDown = async (p: Page) => {
      await p.waitForFunction(() => {
        window.scrollTo(0, document.body.scrollHeight);
        return /Rp\s?\d/.test(document.body.innerText);
      }, undefined, { timeout: 15_000, polling: 250 });
    };
    await scrollDown(page);
    await page.waitForLoadState('networkidle');
    await page.getByTestId('prayer-place').waitFor({ timeout: 15_000 });
    const shown = await shownLines(page);
    await reads.kept(page);
    await goOffline(context);
    await showsOffline(context, '/', shown, scrollDown);
    await context.close();
  });

  it('/infaq, with the list as far as it was scrolled', async () => {
    await programsForTwoPages();
    const { context, reads, page } = await visitor();
    await page.goto(`${base()}/infaq`);
    await settled(page, '[data-testid=campaign-card]');
    const firstPage = await page.locator('[data-testid=campaign-card]').count();
    const scrollToEnd = async (p: Page, cards: number) => {
      for (let i = 0; i < 20 && (await p.locator('[data-testid=campaign-card]').count()) < cards; i += 1) {
        await p.locator('[data-testid=campaign-card]').last().scrollIntoViewIfNeeded();
        await p.waitForTimeout(300);
      }
    };
    await scrollToEnd(page, firstPage + 1);
    const scrolled = await page.locator('[data-testid=campaign-card]').count();
    expect(scrolled).toBeGreaterThan(firstPage); // a second page was loaded
    await page.waitForLoadState('networkidle');
    const shown = await shownLines(page);
    await reads.kept(page);
    await goOffline(context);
    await showsOffline(context, '/infaq', shown, (p) => scrollToEnd(p, scrolled));
    await context.close();
  });

  it('a program page and the tabs opened from it: Riwayat Infaq, Kabar, Pencairan', async () => {
    const { context, reads, page } = await visitor();
    await page.goto(`${base()}/campaign/${SLUG}`);
    await settled(page, '[data-testid=prayer]');
    const seen: Array<[string, string[]]> = [[`/campaign/${SLUG}`, await shownLines(page)]];
    const tabs: Array<[string, string, string]> = [
      ['link-donors', `/campaign/${SLUG}/donors`, '[data-testid=donor]'],
      ['link-report', `/campaign/${SLUG}/report`, '[data-testid=update]'],
      ['link-disbursements', `/campaign/${SLUG}/pencairan-dana`, '[data-testid=disbursement]'],
    ];
    for (const [link, path, row] of tabs) {
      await page.getByTestId(link).click();
      await page.waitForURL(`${base()}${path}`);
      await settled(page, row);
      seen.push([path, await shownLines(page)]);
      await page.goBack();
      await settled(page, '[data-testid=prayer]');
    }
    await reads.kept(page);
    await goOffline(context);
    for (const [path, shown] of seen) await showsOffline(context, path, shown);
    await context.close();
  });

  it("a program's prayers, logged in: the same offline, and an amen said there shows at once and reaches the server once back online", async () => {
    const phone = randomPhone();
    await registerByApi(base(), phone, 'Hamba Sekali Lihat', 'sandi-sekali-2');
    const { context, reads, page } = await visitor();
    await logInThroughForm(page, base(), phone, 'sandi-sekali-2');
    await page.goto(`${base()}/campaign/${SLUG}`);
    await settled(page, '[data-testid=prayer]');
    /** Each prayer card as it reads: who, the prayer, its amen line, whether this person's amen is on it. */
    const cards = (p: Page) => p.locator('[data-testid=prayer]').evaluateAll((els) => els.map((el) =>
      `${el.getAttribute('data-doa-id')} ${el.querySelector('button[aria-pressed]')?.getAttribute('aria-pressed')} ${(el as HTMLElement).innerText.replace(/\s+/g, ' ')}`));
    const online = await cards(page);
    expect(online.length).toBeGreaterThan(0);
    await reads.kept(page);
    await goOffline(context);

    const offline = await context.newPage();
    await offline.goto(`${base()}/campaign/${SLUG}`);
    await retellOffline(context, offline);
    await offline.waitForFunction((n) => document.querySelectorAll('[data-testid=prayer]').length >= n, online.length, { timeout: 15_000 });
    expect(await cards(offline)).toEqual(online);

    // An amen said offline: pressed at once, one more on its line, and kept to be sent.
    const card = offline.locator('[data-testid=prayer]').first();
    const doaId = await card.getAttribute('data-doa-id');
    const amens = async () => {
      const line = await card.getByTestId('amen-line').innerText().catch(() => '');
      return line ? Number(/(\d+) orang/.exec(line)?.[1] ?? 0) + (/^Kamu/.test(line) ? 1 : 0) : 0;
    };
    const before = await amens();
    expect(await card.getByRole('button', { name: 'Amiinkan' }).getAttribute('aria-pressed')).toBe('false');
    await card.getByRole('button', { name: 'Amiinkan' }).click();
    expect(await card.getByRole('button', { name: 'Amiinkan' }).getAttribute('aria-pressed')).toBe('true');
    expect(await amens()).toBe(before + 1);
    await card.getByText('Aamiin-mu tersimpan dan terkirim saat kamu online.').waitFor();
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const read = async <T>(kode: string, query: Record<string, string>) => {
      const res = await fetch(`${base()}/api/campaign?${new URLSearchParams(query)}`, { headers: { [KODE_HEADER]: kode, [CLIENT_KEY_HEADER]: WEB_CLIENT_KEY, cookie } });
      return ((await res.json()) as { data: T }).data;
    };
    const programId = (await read<Array<{ programId: string }>>('get_campaign_by_slug', { slug: SLUG }))[0]!.programId;
    /** This person's amen on the prayer, as the server holds it. */
    const serverSays = async () =>
      (await read<Array<{ id: number; status_like: string }>>('get_prayer_campaign', { programId })).find((p) => String(p.id) === doaId)?.status_like;
    expect(await serverSays()).toBe('unliked'); // nothing left the phone

    await goOnline(context);
    const deadline = Date.now() + 20_000;
    while ((await serverSays()) !== 'liked' && Date.now() < deadline) await offline.waitForTimeout(250);
    expect(await serverSays()).toBe('liked');
    await card.getByText('Aamiin-mu tersimpan dan terkirim saat kamu online.').waitFor({ state: 'detached' });
    expect(await card.getByRole('button', { name: 'Amiinkan' }).getAttribute('aria-pressed')).toBe('true');
    expect(await amens()).toBe(before + 1);
    await context.close();
  });

  it('/masjid and a mosque page opened from it', async () => {
    const { context, reads, page } = await visitor(JAKARTA);
    await page.goto(`${base()}/masjid`);
    await settled(page, '[data-testid=mosque-row] [data-testid=distance]:has-text("menit")');
    const list = await shownLines(page);
    const name = (await page.locator('[data-testid=mosque-row]').first().locator('strong').first().innerText()).trim();
    await page.locator('[data-testid=mosque-row]').first().click();
    await page.waitForURL(/\/masjid\/[a-z0-9-]+$/);
    await page.getByText('Daftar Masjid').waitFor({ state: 'detached' });
    await page.getByText(name, { exact: true }).first().waitFor();
    await page.waitForLoadState('networkidle');
    // The map is drawn as the visitor scrolls to it: its library is large and, on a busy phone,
    // still being read after the network went quiet ('Memuat peta…', which is no content to keep).
    await page.getByRole('heading', { name: 'Lokasi Peta' }).scrollIntoViewIfNeeded();
    await page.locator('.maplibregl-canvas').waitFor({ timeout: 30_000 });
    const mosquePath = new URL(page.url()).pathname;
    const mosque = await shownLines(page);
    await reads.kept(page);
    await goOffline(context);
    await showsOffline(context, '/masjid', list);
    // Read as it was online: scrolled down to the map, whose library the first visit kept.
    await showsOffline(context, mosquePath, mosque, async (p) => {
      await p.getByRole('heading', { name: 'Lokasi Peta' }).scrollIntoViewIfNeeded();
    });
    await context.close();
  });

  it('a news article', async () => {
    const { context, reads, page } = await visitor();
    await page.goto(`${base()}/news`);
    await settled(page, '[data-testid=article-card]');
    const list = await shownLines(page);
    const title = (await page.getByTestId('article-card').first().locator('strong').first().innerText()).trim();
    await page.getByTestId('article-card').first().click();
    await page.waitForURL(/\/news\/[a-z0-9-]+$/);
    await page.getByRole('heading', { name: 'Berita & Blog' }).waitFor({ state: 'detached' });
    await page.getByText(title, { exact: true }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const articlePath = new URL(page.url()).pathname;
    const article = await shownLines(page);
    await reads.kept(page);
    await goOffline(context);
    await showsOffline(context, '/news', list);
    await showsOffline(context, articlePath, article);
    await context.close();
  });

  it('the prayer schedule', async () => {
    const { context, reads, page } = await visitor(JAKARTA);
    await page.goto(`${base()}/jadwal-sholat`);
    await page.getByRole('region', { name: 'Hari ini' }).getByText('Imsak').waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    const shown = await shownLines(page);
    await reads.kept(page);
    await goOffline(context);
    await showsOffline(context, '/jadwal-sholat', shown);
    await context.close();
  });

  it("a guest's donation made on this device: its payment page and its detail", async () => {
    const { context, reads, page } = await visitor();
    const code = await donateAsGuestByVa(page, base(), SLUG);
    await settled(page, '[data-testid=va-number]');
    await page.locator('[data-testid=recommended]').first().waitFor();
    const checkout = await shownLines(page);
    await page.goto(`${base()}/donation/${code}`);
    await settled(page, '[data-testid=status]');
    const detail = await shownLines(page);
    await reads.kept(page);
    await goOffline(context);
    await showsOffline(context, `/donation/${code}/checkout`, checkout);
    await showsOffline(context, `/donation/${code}`, detail);
    await context.close();
  });

  it('Pesan and the profile, logged in', async () => {
    const phone = randomPhone();
    await registerByApi(base(), phone, 'Aisyah Sekali Lihat', 'sandi-sekali-1');
    // Staff post an announcement: every inbox has it.
    await ensureStaffAccount(base());
    const staff = await api(base(), 'auth', 'login', { whatsapp: STAFF.phone, password: STAFF.password });
    const posted = await api(base(), 'pesan', 'post_announcement', { title: 'Kajian Sekali Lihat', body: 'Hadirilah kajian di masjid terdekat.', link: '/masjid' }, staff.cookie);
    expect(posted.status).toBe(200);
    const { context, reads, page } = await visitor();
    await logInThroughForm(page, base(), phone, 'sandi-sekali-1');
    await page.getByRole('heading', { name: 'Aisyah Sekali Lihat' }).waitFor().catch(async (error: unknown) => {
      await page.screenshot({ path: '/tmp/offline-first-visit-profile-online.png' });
      throw error;
    });
    // The page as a person sees it: its followed-mosques list read, not still a placeholder (a
    // loaded machine may start that read after the network has gone quiet for 500 ms).
    await page.getByTestId('followed-mosques').locator('ul, p').first().waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    const profile = await shownLines(page);
    await page.goto(`${base()}/pesan`);
    await page.getByTestId('pesan-item').first().waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    const pesan = await shownLines(page);
    await reads.kept(page);
    await goOffline(context);
    await showsOffline(context, '/profile', profile);
    await showsOffline(context, '/pesan', pesan);
    await context.close();
  });
});
