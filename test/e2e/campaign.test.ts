import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, phoneContext } from '../support/browser.ts';
import { api, randomPhone, registerByApi, shot } from '../support/accounts.ts';
import { CLIENT_KEY_HEADER, KODE_HEADER, WEB_CLIENT_KEY } from '../../src/contract/envelope.ts';

const base = () => process.env.E2E_BASE_URL!;
const SLUG = 'sumur-bor-gunungkidul';
const rupiah = (n: number) => `Rp ${new Intl.NumberFormat('id-ID').format(n)}`;
/** 'Rp 1.500.000' → 1500000 */
const amount = (text: string) => Number(text.replace(/\D/g, ''));

/** A GET to the API as the web client makes it. */
async function get<T>(controller: string, kode: string, query: Record<string, string>, cookie?: string): Promise<T> {
  const res = await fetch(`${base()}/api/${controller}?${new URLSearchParams(query)}`, {
    headers: { [KODE_HEADER]: kode, [CLIENT_KEY_HEADER]: WEB_CLIENT_KEY, ...(cookie ? { cookie } : {}) },
  });
  return ((await res.json()) as { data: T }).data;
}

type Program = { programId: string; header: string; total_donasi: number; totalDonor: number; totalUpdates: number; totalDisbursements: number; target: number; all_time: 'Y' | 'N' };
type Prayer = { id: number; total_like: number; status_like: string };

const cardAmounts = async (page: Page) => (await page.locator('[data-testid=card-amount]').allInnerTexts()).map(amount);

/** A page that notes the kode of every API call it makes, and each time React had to re-render the server's markup. */
async function watchedPage(context: BrowserContext) {
  const page = await context.newPage();
  const asked: string[] = [];
  const retold: string[] = [];
  page.on('request', (r) => { const kode = r.headers()[KODE_HEADER.toLowerCase()]; if (kode) asked.push(kode); });
  page.on('console', (m) => { if (m.text().includes('Halaman disusun ulang')) retold.push(m.text()); });
  return { page, asked, retold };
}

describe('campaign and kencleng program pages in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser();
    context = await phoneContext(browser);
  });
  afterAll(async () => {
    await context.close();
    await browser.close();
  });

  it('a first visit paints the list and the program from the page itself, and the app takes that markup over without asking again', async () => {
    const fresh = await phoneContext(browser); // no worker yet: what a shared link's first visit gets
    try {
      const { page, asked, retold } = await watchedPage(fresh);

      const html = await (await page.goto(`${base()}/infaq`))!.text();
      const newest = await get<Array<{ header: string; flyer: string; slug: string }>>('campaign', 'get_campaign_infaq', { search: '', limit: '20' });
      const text = (escaped: string) => escaped.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
      const painted = [...html.matchAll(/data-testid="campaign-card"[\s\S]*?<strong[^>]*>([^<]*)<\/strong>/g)].map((m) => text(m[1]!));
      expect(painted).toEqual(newest.map((c) => c.header));
      // The first cards' flyers are named in the head, so they load with the HTML.
      const head = html.slice(0, html.indexOf('</head>'));
      const preloaded = [...head.matchAll(/<link rel="preload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
      expect(preloaded).toEqual(newest.slice(0, 4).map((c) => c.flyer));
      // Each fetched once, by its preload link: the card's <img> finds it loaded and asks no more.
      await page.locator('[data-testid=campaign-card] img').first().waitFor();
      await page.waitForLoadState('load');
      const initiators = await page.evaluate((flyers) => flyers.map((flyer) => performance.getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname === new URL(flyer, location.href).pathname)
        .map((e) => (e as PerformanceResourceTiming).initiatorType)), preloaded);
      expect(initiators).toEqual(preloaded.map(() => ['link']));
      const shown = await page.locator('[data-testid=campaign-card] img').evaluateAll((imgs, n) => imgs.slice(0, n).map((i) => new URL((i as HTMLImageElement).src).pathname), preloaded.length);
      expect(shown).toEqual(preloaded.map((flyer) => new URL(flyer, base()).pathname));
      // The list needs no device database: its library is not even fetched.
      const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => p.endsWith('.js')));
      expect(scripts.length).toBeGreaterThan(1);
      expect(scripts.filter((p) => /\/(database|dexie)[^/]*\.js$/.test(p))).toEqual([]);
      await page.locator('[data-testid=campaign-card]').first().click(); // the markup answers: React has taken it over
      await page.waitForURL(`**/campaign/${newest[0]!.slug}`);
      expect(asked).not.toContain('get_campaign_infaq');
      expect(retold).toEqual([]);

    } finally {
      await fresh.close();
    }
  });

  it('a first visit from a shared program link paints the program from the page itself; the app asks for it again only once the page was left', async () => {
    const fresh = await phoneContext(browser);
    try {
      const { page, asked, retold } = await watchedPage(fresh);
      const program = await (await page.goto(`${base()}/campaign/${SLUG}?ref=kawan`))!.text();
      const [detail] = await get<Array<{ header: string; total_donasi: number; flyer: string }>>('campaign', 'get_campaign_by_slug', { slug: SLUG });
      expect(program).toContain(`>${detail!.header}</h1>`);
      expect(program).toContain(rupiah(detail!.total_donasi));
      expect(program.slice(0, program.indexOf('</head>'))).toMatch(new RegExp(`<link rel="preload"[^>]*href="${detail!.flyer}"`));
      await expect.poll(() => asked).toContain('get_prayer_campaign'); // the app is running the page
      expect(asked).not.toContain('get_campaign_by_slug');
      // Back on the program after another page: the page's answer is forgotten, so it is asked for again.
      const programAsks = () => asked.filter((k) => k === 'get_campaign_by_slug').length;
      await page.getByRole('link', { name: /Riwayat Infaq/ }).click();
      await page.waitForURL(`**/campaign/${SLUG}/donors`);
      await page.getByRole('heading', { name: 'Riwayat Infaq', exact: true }).waitFor();
      const beforeBack = programAsks();
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: detail!.header }).waitFor();
      await expect.poll(programAsks).toBe(beforeBack + 1);
      expect(retold).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it('lists campaigns, narrows them by search, and the sort sheet reorders them', async () => {
    const page = await context.newPage();
    await page.goto(`${base()}/infaq`);
    await page.getByRole('heading', { name: 'Bantu Mereka Sekarang', exact: true }).waitFor();
    await page.locator('[data-testid=campaign-card]').first().waitFor();
    const all = await page.locator('[data-testid=campaign-card]').count();
    expect(all).toBeGreaterThanOrEqual(10);
    await shot(page, 'campaign-01-infaq');

    await page.getByRole('searchbox', { name: 'Cari program' }).fill('sumur');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=campaign-card]').length === 1);
    expect(await page.locator('[data-testid=campaign-card]').innerText()).toContain('Sumur Bor');
    expect(new URL(page.url()).searchParams.get('q')).toBe('sumur');

    await page.getByRole('searchbox', { name: 'Cari program' }).fill('tidak ada program seperti ini');
    await page.getByText('Campaign tidak ditemukan').waitFor();
    await page.getByText('Nantikan selalu update campaign dari kami').waitFor();
    await page.getByRole('searchbox', { name: 'Cari program' }).fill('');
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid=campaign-card]').length === n, all);

    const sortBy = async (label: string) => {
      await page.getByRole('button', { name: 'Filter' }).click();
      await page.getByRole('heading', { name: 'Filter', exact: true }).waitFor();
      await page.getByLabel(label).check();
      await page.getByRole('button', { name: 'Terapkan Filter' }).click();
      await page.getByText(`Urut: ${label}`).waitFor();
    };
    await sortBy('Paling Banyak');
    const most = await cardAmounts(page);
    expect(most).toHaveLength(all);
    expect(most).toEqual([...most].sort((a, b) => b - a));
    expect(new URL(page.url()).searchParams.get('sort')).toBe('paling-banyak');
    await sortBy('Paling Sedikit');
    const least = await cardAmounts(page);
    expect(least).toEqual([...least].sort((a, b) => a - b));
    expect(least).not.toEqual(most);

    // Back keeps the earlier sort (it is in the URL), Reset clears it and closes the sheet.
    await page.goBack();
    await page.getByText('Urut: Paling Banyak').waitFor();
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.waitForFunction(() => !new URL(location.href).searchParams.has('sort'));
    expect(await page.locator('dialog[open]').count()).toBe(0);
    await page.close();
  });

  it('shows the real totals, counts and prayers of a campaign, and its sub-pages', async () => {
    const [program] = await get<Program[]>('campaign', 'get_campaign_by_slug', { slug: SLUG });
    const prayers = await get<Prayer[]>('campaign', 'get_prayer_campaign', { programId: program!.programId });
    const page = await context.newPage();
    await page.goto(`${base()}/campaign/${SLUG}`);
    await page.getByRole('heading', { name: program!.header }).waitFor();
    expect(await page.getByTestId('collected').innerText()).toBe(rupiah(program!.total_donasi));
    expect(await page.getByTestId('target').innerText()).toBe(`Terkumpul dari ${rupiah(program!.target)}`);
    expect(await page.getByTestId('remaining').innerText()).toMatch(/^\d+ hari$/);
    expect(await page.getByTestId('link-donors').innerText()).toContain(`${program!.totalDonor} Donasi`);
    expect(await page.getByTestId('link-report').innerText()).toContain(`${program!.totalUpdates} Kabar`);
    expect(await page.getByTestId('link-disbursements').innerText()).toContain(`${program!.totalDisbursements} Kali`);
    expect(program!.totalUpdates).toBeGreaterThan(0);
    await page.locator('[data-testid=prayer]').first().waitFor();
    expect(prayers.length).toBeGreaterThan(0);
    expect(await page.locator('[data-testid=prayer]').count()).toBe(prayers.length);
    await shot(page, 'campaign-02-page');

    // Kabar Terbaru: the real updates, newest first.
    await page.getByTestId('link-report').click();
    await page.waitForURL(`${base()}/campaign/${SLUG}/report`);
    await page.locator('[data-testid=update]').first().waitFor();
    expect(await page.locator('[data-testid=update]').count()).toBe(program!.totalUpdates);
    const dates = await page.locator('[data-testid=update] time').evaluateAll((ts) => ts.map((t) => Date.parse(t.getAttribute('datetime') ?? '')));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    await page.goBack();

    await page.getByTestId('link-disbursements').click();
    await page.getByRole('heading', { name: 'Pencairan Dana', exact: true }).waitFor();
    await page.getByTestId('disbursed-count').waitFor();
    expect(await page.getByTestId('disbursed-count').innerText()).toBe(`${program!.totalDisbursements} Kali`);
    expect(await page.locator('[data-testid=disbursement]').count()).toBe(program!.totalDisbursements);
    await page.goBack();

    await page.getByRole('link', { name: 'Selengkapnya' }).click();
    await page.getByTestId('tentang').waitFor();
    expect(await page.getByTestId('tentang').innerText()).toContain('Rincian kebutuhan');
    expect(await page.getByTestId('donate-now').getAttribute('href')).toBe(`/campaign/${SLUG}/donate`);
    await page.close();
  });

  it('sorts the donors by the largest gift when Terbesar is chosen', async () => {
    const page = await context.newPage();
    const [program] = await get<Program[]>('campaign', 'get_campaign_by_slug', { slug: SLUG });
    // The list comes a page at a time as it scrolls: scroll to its end.
    const everyDonor = async () => {
      for (let i = 0; i < 10 && (await page.getByTestId('donor').count()) < program!.totalDonor; i += 1) {
        await page.mouse.wheel(0, 5000);
        await page.waitForTimeout(150);
      }
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid=donor]').length === n, program!.totalDonor);
      return (await page.locator('[data-testid=donor-amount]').allInnerTexts()).map(amount);
    };
    await page.goto(`${base()}/campaign/${SLUG}/donors`);
    await page.locator('[data-testid=donor]').first().waitFor();
    const newest = await everyDonor();
    await page.getByRole('button', { name: 'Terbesar' }).click();
    await page.waitForFunction(() => new URL(location.href).searchParams.get('sort') === 'terbesar');
    await page.waitForFunction(() => document.querySelector('[aria-busy=true]') === null && document.querySelectorAll('[data-testid=donor]').length > 0);
    const largest = await everyDonor();
    expect(largest).toEqual([...newest].sort((a, b) => b - a));
    expect(largest).not.toEqual(newest);
    expect(await page.getByRole('button', { name: 'Terbesar' }).getAttribute('aria-pressed')).toBe('true');
    await shot(page, 'campaign-03-donors');
    await page.close();
  });

  it("sends a guest's amen to login and back; the amen toggles, and one made offline reaches the server", async () => {
    const phone = randomPhone();
    const password = 'sandi-rahasia-1';
    await registerByApi(base(), phone, 'Zainab Amin', password);
    const page = await context.newPage();
    await page.goto(`${base()}/campaign/${SLUG}`);
    const first = page.locator('[data-testid=prayer]').first();
    await first.waitFor();
    const doaId = await first.getAttribute('data-doa-id');
    await first.getByRole('button', { name: 'Amiinkan' }).click();
    await page.waitForURL(`${base()}/auth?state=campaign`);

    await page.getByLabel('Nomor Whatsapp').fill(phone);
    await page.getByLabel('Kata Sandi', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await page.waitForURL(`${base()}/campaign/${SLUG}`);
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const serverPrayer = async () => (await get<Prayer[]>('campaign', 'get_prayer_campaign', { programId: (await get<Program[]>('campaign', 'get_campaign_by_slug', { slug: SLUG }))[0]!.programId }, cookie)).find((p) => String(p.id) === doaId)!;
    const before = await serverPrayer();
    expect(before.status_like).toBe('unliked');

    const prayer = page.locator(`[data-testid=prayer][data-doa-id="${doaId}"]`);
    await prayer.waitFor();
    await prayer.getByRole('button', { name: 'Amiinkan' }).click();
    const likedText = before.total_like === 0 ? 'Kamu mengaminkan doa ini' : `Kamu dan ${before.total_like} orang lainnya mengaminkan doa ini`;
    await prayer.getByTestId('amen-line').filter({ hasText: likedText }).waitFor();
    expect(await prayer.getByRole('button', { name: 'Amiinkan' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(serverPrayer, { timeout: 15_000 }).toMatchObject({ status_like: 'liked', total_like: before.total_like + 1 });
    await shot(page, 'campaign-04-amen');

    // Offline: the un-amen shows at once, waits in the outbox, and is sent once online.
    await context.setOffline(true);
    await prayer.getByRole('button', { name: 'Amiinkan' }).click();
    await prayer.getByTestId('amen-queued').waitFor();
    expect(await prayer.getByRole('button', { name: 'Amiinkan' }).getAttribute('aria-pressed')).toBe('false');
    expect(await serverPrayer()).toMatchObject({ status_like: 'liked' });
    await context.setOffline(false);
    await prayer.getByTestId('amen-queued').waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(serverPrayer, { timeout: 15_000 }).toMatchObject({ status_like: 'unliked', total_like: before.total_like });
    await page.waitForFunction((id) => document.querySelector(`[data-doa-id="${id}"] [aria-pressed]`)?.getAttribute('aria-pressed') === 'false', doaId);

    // And again offline the other way, so the test fails if the queue only ever "unlikes".
    await context.setOffline(true);
    await prayer.getByRole('button', { name: 'Amiinkan' }).click();
    await prayer.getByTestId('amen-line').filter({ hasText: likedText }).waitFor();
    await context.setOffline(false);
    await prayer.getByTestId('amen-queued').waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(serverPrayer, { timeout: 15_000 }).toMatchObject({ status_like: 'liked', total_like: before.total_like + 1 });

    // Fundraiser: no record yet → the registration, with the way back saved.
    await page.goto(`${base()}/campaign/${SLUG}/fundraiser`);
    await page.waitForURL(`${base()}/profile/fundraiser/register`);
    const registered = await api(base(), 'fundraiser', 'register', {}, cookie);
    expect(registered.status).toBeLessThan(300);
    const kodeRef = (registered.body.data as { data: { kode_ref: string } }).data.kode_ref;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base() });
    await page.goto(`${base()}/campaign/${SLUG}/fundraiser`);
    await page.getByTestId('fundraiser-link').waitFor();
    expect(await page.getByTestId('fundraiser-link').innerText()).toBe(`${base()}/campaign/${SLUG}?source=web&ref=${kodeRef}`);
    await page.getByRole('button', { name: 'Salin Tautan' }).click();
    await page.getByRole('button', { name: 'Tautan disalin!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${base()}/campaign/${SLUG}?source=web&ref=${kodeRef}`);
    await shot(page, 'campaign-05-fundraiser');
    await page.getByRole('button', { name: 'Salin Tautan' }).waitFor({ timeout: 4000 }); // back after 2 s
    await page.close();
  });

  it('sends a guest on the fundraiser page to login', async () => {
    const guest = await phoneContext(browser);
    const page = await guest.newPage();
    await page.goto(`${base()}/campaign/${SLUG}/fundraiser`);
    await page.waitForURL(`${base()}/auth?state=fundraiser`);
    await guest.close();
  });

  it('renders a kencleng program with the same components under its own path', async () => {
    const [program] = await get<Program[]>('campaign', 'get_campaign_by_slug', { slug: 'masjid-istiqlal' });
    const page = await context.newPage();
    await page.goto(`${base()}/kencleng-masjid/masjid-istiqlal?ref=ABCD2345`);
    await page.getByRole('heading', { name: program!.header }).waitFor();
    expect(await page.getByTestId('collected').innerText()).toBe(rupiah(program!.total_donasi));
    // A box with no target or end says so in words, with no empty bar to fill.
    expect(program!.target).toBe(0);
    expect(await page.getByTestId('target').innerText()).toBe('Terkumpul dari tanpa target');
    expect(await page.getByRole('progressbar').count()).toBe(0);
    if (program!.all_time === 'Y') expect(await page.getByTestId('remaining').innerText()).toBe('tanpa batas waktu');
    expect(await page.getByTestId('link-disbursements').innerText()).toContain(`${program!.totalDisbursements} Kali`);
    expect(await page.getByTestId('donate-now').getAttribute('href')).toBe('/kencleng-masjid/masjid-istiqlal/donate');
    await shot(page, 'campaign-06-kencleng');
    // The fundraiser's code from the link is kept for this program, for the donate flow.
    const stored = await page.waitForFunction(() => new Promise((resolve) => {
      const open = indexedDB.open('jariyah');
      open.onsuccess = () => {
        const get = open.result.transaction('kv').objectStore('kv').get('referral:masjid-istiqlal');
        get.onsuccess = () => resolve((get.result as { value?: { ref?: string } } | undefined)?.value?.ref ?? null);
        get.onerror = () => resolve(null);
      };
      open.onerror = () => resolve(null);
    }));
    expect(await stored.jsonValue()).toBe('ABCD2345');
    await page.getByTestId('link-report').click();
    await page.waitForURL(`${base()}/kencleng-masjid/masjid-istiqlal/report`);
    if (program!.totalUpdates === 0) await page.getByText('Belum ada kabar terbaru').waitFor();
    else await page.locator('[data-testid=update]').first().waitFor();
    await page.close();
  });
});
