import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { api, ensureStaffAccount, shot } from '../support/accounts.ts';
import { STAFF } from '../support/server-process.ts';
import { KODE_HEADER } from '../../src/contract/envelope.ts';
import { computePrayerTimes } from '../../src/contract/prayer-times.ts';
import { addDays, dateInZone, instantOf, weekday } from '../../src/contract/zone-clock.ts';

// Issue 44, any screen: the hall's screen on every shape a mosque mounts, from a phone turned
// sideways to a 4K TV, a tablet standing on its end and the staff member's own phone. At each
// size and in each phase nothing is cut, nothing overlaps, nothing leaves the screen, and the
// clock stays big enough to read from the back of the hall.

const base = () => process.env.E2E_BASE_URL!;
const PLACE = { latitude: -7.8886, longitude: 110.3288 }; // Bantul: WIB
const ZONE = 'Asia/Jakarta';

const SIZES = [
  [1920, 1080], [1280, 800], [1024, 768], [960, 540], [1080, 1920], [800, 1280], [412, 915], [3840, 2160],
] as const;

/** The clock's height as a share of the screen's shorter side, at least. */
const CLOCK_SHARE = { landscape: 0.2, portrait: 0.16 };

/** Large totals, the dense variant: what a big mosque's month looks like. */
const TOTALS = { kencleng: 1_295_000_000, infaq_online: 987_654_321, zakat: 455_250_000, fidyah: 12_600_000 };

type Box = { x: number; y: number; width: number; height: number };
type Measured = { name: string; box: Box | null }[];

/** Everything the screen draws, measured in the page: leaves that overflow, boxes outside, regions. */
function measure(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('[data-testid=wall]')!;
    const vw = innerWidth;
    const vh = innerHeight;
    const outside: string[] = [];
    const overflowing: string[] = [];
    const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    for (const el of [root, ...root.querySelectorAll('*')]) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      // The running text moves through the foot on purpose; its strip is what must stay inside.
      if (getComputedStyle(el).animationName !== 'none') continue;
      if (r.left < -1 || r.top < -1 || r.right > vw + 1 || r.bottom > vh + 1) outside.push(`${describe(el)} at ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`);
      const textLeaf = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      if (!textLeaf || !(el instanceof HTMLElement)) continue;
      if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) overflowing.push(`${describe(el)} ${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight}`);
      // Text cut by an ancestor that hides its overflow (an ellipsis or a clipped panel).
      for (let up = el.parentElement; up && up !== root.parentElement; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflow === 'visible') continue;
        const u = up.getBoundingClientRect();
        if (r.left < u.left - 1 || r.right > u.right + 1 || r.top < u.top - 1 || r.bottom > u.bottom + 1) overflowing.push(`${describe(el)} cut by ${describe(up)}`);
      }
    }
    const box = (selector: string, parent = false) => {
      const found = root.querySelector(selector);
      const el = parent ? found?.parentElement : found;
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { x: r.left, y: r.top, width: r.width, height: r.height };
    };
    return {
      outside, overflowing, vw, vh,
      regions: [
        { name: 'header', box: box('header') }, { name: 'clock box', box: box('[data-testid=wall-clock]', true) }, { name: 'give panel', box: box('aside') },
        { name: 'prayer row', box: box('[data-testid=wall-times]') }, { name: 'ticker', box: box('footer') },
      ],
      quiet: [...root.children].map((el) => ({ name: describe(el), box: (() => { const r = el.getBoundingClientRect(); return { x: r.left, y: r.top, width: r.width, height: r.height }; })() })),
      clock: box('[data-testid=wall-clock]'),
    };
  });
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;

function overlapping(regions: Measured): string[] {
  const found: string[] = [];
  regions.forEach((a, i) => regions.slice(i + 1).forEach((b) => {
    if (a.box && b.box && overlaps(a.box, b.box)) found.push(`${a.name} × ${b.name}`);
  }));
  return found;
}

async function checkEverySize(page: Page, phase: 'adzan' | 'iqamah' | 'quiet') {
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await page.waitForFunction(([w, h]) => innerWidth === w && innerHeight === h, [width, height] as const);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const at = `${phase} at ${width}x${height}`;
    expect(await page.getByTestId('wall').getAttribute('data-phase'), at).toBe(phase);
    const m = await measure(page);
    expect(m.outside, `${at}: outside the screen`).toEqual([]);
    expect(m.overflowing, `${at}: text cut or spilling`).toEqual([]);
    if (phase === 'quiet') {
      expect(overlapping(m.quiet), `${at}: overlapping`).toEqual([]);
    } else {
      expect(m.regions.every((r) => r.box), `${at}: every region shows`).toBe(true);
      expect(overlapping(m.regions), `${at}: regions overlapping`).toEqual([]);
      const share = width >= height ? CLOCK_SHARE.landscape : CLOCK_SHARE.portrait;
      expect(m.clock!.height, `${at}: the clock's height`).toBeGreaterThanOrEqual(share * Math.min(width, height));
    }
    await shot(page, `wall-any-${phase}-${width}x${height}`);
  }
}

describe('the wall screen on any screen (Chromium)', () => {
  let browser: Browser;
  let slug = '';
  const today = dateInZone(Date.now(), ZONE);
  const friday = addDays(today, ((5 - weekday(today) + 7) % 7) + 7);
  const nama = `Masjid Agung Baitul Mukminin Kabupaten Bantul Daerah Istimewa Yogyakarta ${Date.now() % 100000}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    await ensureStaffAccount(base());
    const { cookie } = await api(base(), 'auth', 'login', { whatsapp: STAFF.phone, password: STAFF.password });
    const created = await api(base(), 'admin', 'save_mosque', {
      nama, alamat: 'Jl. Jenderal Sudirman No. 1', kota: 'Bantul', latitude: String(PLACE.latitude), longitude: String(PLACE.longitude), open_kencleng: 'Y',
    }, cookie);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const masjidId = (created.body.data as { id: number; slug: string }).id;
    slug = (created.body.data as { slug: string }).slug;
    const iqamah = await api(base(), 'admin', 'save_iqamah', {
      masjid_id: String(masjidId), time_zone: ZONE, quiet_minutes: '10',
      iqamah_subuh: '15', iqamah_dzuhur: '10', iqamah_ashar: '10', iqamah_maghrib: '5', iqamah_isya: '10',
    }, cookie);
    expect(iqamah.status, JSON.stringify(iqamah.body)).toBe(200);
    const jumat = await api(base(), 'admin', 'save_friday', {
      masjid_id: String(masjidId), date: friday, time: '11:50', khatib: 'Ustadz Dr. H. Muhammad Abdurrahman Al-Bantuli, Lc., M.A.', imam: 'Ustadz Hanan Attaki', theme: '',
    }, cookie);
    expect(jumat.status, JSON.stringify(jumat.body)).toBe(201);
  });
  afterAll(async () => {
    await browser.close();
  });

  it('fits every shape in every phase, dense, with a long name, a Friday note and large totals', async () => {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1, locale: 'id-ID', timezoneId: ZONE, serviceWorkers: 'block' });
    // This month's totals as a big mosque's: the server's are a new mosque's zeros.
    await context.route(/\/api\/masjid\b/, async (route) => {
      if (route.request().headers()[KODE_HEADER] !== 'get_month_totals') return route.fallback();
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      await route.fulfill({ response, json: { ...body, data: { ...body.data, ...TOTALS } } });
    });
    const page = await context.newPage();
    const expected = computePrayerTimes(PLACE, friday, ZONE);
    const maghribAt = instantOf(friday, expected.maghrib, ZONE);
    await page.clock.install({ time: new Date(maghribAt - 3 * 60_000) });
    await page.goto(`${base()}/masjid/${slug}/layar`);
    await page.getByTestId('wall-kencleng').getByText('Rp 1.295.000.000').waitFor();
    await page.getByTestId('wall-fidyah').waitFor();
    expect(await page.getByTestId('wall-today').innerText()).toContain('Khatib hari ini: Ustadz Dr. H. Muhammad Abdurrahman Al-Bantuli');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(nama);
    await checkEverySize(page, 'adzan');

    await page.clock.runFor(3 * 60_000 + 1000);
    await page.getByText(/Menuju iqamah Maghrib/).waitFor();
    await checkEverySize(page, 'iqamah');

    await page.clock.runFor(5 * 60_000);
    await page.getByText('Luruskan dan rapatkan shaf').waitFor();
    await checkEverySize(page, 'quiet');
    await context.close();
  });
});
