import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { api, ensureStaffAccount, shot } from '../support/accounts.ts';
import { STAFF } from '../support/server-process.ts';
import { computePrayerTimes } from '../../src/contract/prayer-times.ts';
import { addDays, dateInZone, instantOf } from '../../src/contract/zone-clock.ts';
import { AYAT_DAYS_KEPT, ayatPlaceOfDay } from '../../src/features/mosque-wall/wall-ayat-pick.ts';
import { QURAN_CACHE } from '../../src/lib/quran-cache.ts';

// Issue 44, end to end with the screen's defaults: after the quiet screen the dzikir after prayer
// (from the app's own dzikir), then the board; the ayat of the day from the shipped Qur'an in
// rotation, its coming surahs kept for offline; no sound and no note about it while the chime is
// off. Settings other than the defaults (night, chime) are covered by the component tests.

const base = () => process.env.E2E_BASE_URL!;
const PLACE = { latitude: -6.9932, longitude: 110.4203 }; // Semarang: WIB
const ZONE = 'Asia/Jakarta';
const MINUTE = 60_000;
const surahCounts = (JSON.parse(readFileSync('public/json/surah-list.json', 'utf8')) as { items: Array<{ jumlahAyat: number }> }).items.map((s) => s.jumlahAyat);

/** Screenshots of the screen at the hall's TV and at a phone held upright. */
async function shotsAtTwoSizes(page: Page, name: string) {
  await shot(page, `${name}-1920x1080`);
  await page.setViewportSize({ width: 412, height: 915 });
  await shot(page, `${name}-412x915`);
  await page.setViewportSize({ width: 1920, height: 1080 });
}

describe('the wall screen between prayers: dzikir, ayat, no sound by default (Chromium)', () => {
  let browser: Browser;
  let slug = '';
  const today = dateInZone(Date.now(), ZONE);

  beforeAll(async () => {
    browser = await launchBrowser();
    await ensureStaffAccount(base());
    const { cookie } = await api(base(), 'auth', 'login', { whatsapp: STAFF.phone, password: STAFF.password });
    const created = await api(base(), 'admin', 'save_mosque', {
      nama: `Masjid Dzikir Uji ${Date.now() % 100000}`, alamat: 'Jl. Pemuda No. 44', kota: 'Semarang', latitude: String(PLACE.latitude), longitude: String(PLACE.longitude), open_kencleng: 'Y',
    }, cookie);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id, slug: made } = created.body.data as { id: number; slug: string };
    slug = made;
    const iqamah = await api(base(), 'admin', 'save_iqamah', {
      masjid_id: String(id), time_zone: ZONE, quiet_minutes: '10',
      iqamah_subuh: '15', iqamah_dzuhur: '10', iqamah_ashar: '10', iqamah_maghrib: '5', iqamah_isya: '10',
    }, cookie);
    expect(iqamah.status, JSON.stringify(iqamah.body)).toBe(200);
  });
  afterAll(async () => {
    await browser.close();
  });

  it('goes quiet at iqamah, shows the dzikir after prayer for ten minutes, then the board; the ayat of the day comes round', async () => {
    const wall = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'id-ID', timezoneId: ZONE, serviceWorkers: 'allow' });
    const page = await wall.newPage();
    const expected = computePrayerTimes(PLACE, today, ZONE);
    const iqamahAt = instantOf(today, expected.ashar, ZONE) + 10 * MINUTE;
    await page.clock.install({ time: new Date(iqamahAt - 30_000) });
    const surahLoaded = page.waitForResponse((r) => /\/quran\/surah\/\d+\.json$/.test(r.url()));
    await page.goto(`${base()}/masjid/${slug}/layar`);
    await page.getByText(/Menuju iqamah Ashar/).waitFor();
    // The chime is off by default: nothing asks for a tap.
    expect(await page.getByText('Ketuk layar sekali untuk menyalakan suara').count()).toBe(0);

    await page.clock.runFor(30_000);
    await page.getByText('Luruskan dan rapatkan shaf').waitFor();
    await page.clock.runFor(10 * MINUTE);
    await page.getByRole('heading', { name: 'Dzikir setelah salat Ashar' }).waitFor();
    expect(await page.getByTestId('wall').getAttribute('data-phase')).toBe('dzikir');
    expect(await page.getByTestId('wall-dzikir-title').innerText()).toMatch(/^Istighfar\s*Dibaca 3x$/);
    expect(await page.locator('[lang=ar]').innerText()).toMatch(/[\u0600-\u06FF]/);
    await shotsAtTwoSizes(page, 'wall-sound-night-01-dzikir');
    // Halfway through, the tasbih.
    await page.clock.runFor(4 * MINUTE);
    expect(await page.getByTestId('wall-dzikir-title').innerText()).toMatch(/^Tasbih/);
    await page.clock.runFor(6 * MINUTE);
    await page.getByText(/Menuju adzan Maghrib/).waitFor();
    expect(await page.getByTestId('wall').getAttribute('data-phase')).toBe('adzan');

    // The ayat of the day, loaded while the screen was idle, shows for 20 s in every 3 minutes.
    await surahLoaded;
    const now = await page.evaluate(() => Date.now());
    const slot = Math.ceil(now / (3 * MINUTE)) * 3 * MINUTE - 20_000;
    await page.clock.runFor((slot > now ? slot : slot + 3 * MINUTE) - now + 1000);
    await page.getByRole('heading', { name: 'Ayat hari ini' }).waitFor();
    expect(await page.getByTestId('wall-ayat-cite').innerText()).toMatch(/^QS [A-Z][\w'-]* : \d+(–\d+)?$/);
    await shotsAtTwoSizes(page, 'wall-sound-night-02-ayat');
    await page.clock.runFor(20_000);
    await page.getByText(/Menuju adzan Maghrib/).waitFor();

    // The surahs of the coming days are in the Qur'an cache, for a month without a signal.
    const wanted = [...new Set(Array.from({ length: AYAT_DAYS_KEPT }, (_, i) => ayatPlaceOfDay(addDays(today, i), surahCounts).surah))].map((n) => `/quran/surah/${n}.json`);
    await expect.poll(async () => page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname), QURAN_CACHE).then((kept) => wanted.filter((p) => !kept.includes(p))), { timeout: 30_000 }).toEqual([]);
    await wall.close();
  });
});
