import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { goOffline, goOnline, launchBrowser, phoneContext, waitForServiceWorker } from '../support/browser.ts';
import { api, mosqueWithStaff, randomPhone, registerByApi, shot } from '../support/accounts.ts';
import { mockMapTiles } from '../support/map-tiles.ts';
import { addDays, dateInZone } from '../../src/contract/zone-clock.ts';

// Issue 43, 'Kajian Terdekat' on a phone: from the mosque list a person opens the kajian near them;
// tomorrow's kajian of a mosque 2 km away is listed with its ustadz and distance, a mosque 120 km
// away is not; the day chips and the search narrow it; a row leads to the mosque's page.

const base = () => process.env.E2E_BASE_URL!;
const ZONE = 'Asia/Jakarta';
const PASSWORD = 'sandi-kajian-43';
// The person, in Cikini; the near mosque about 2 km south, the far one in Bandung.
const HERE = { latitude: -6.1900, longitude: 106.8400 };

describe('Kajian Terdekat (Chromium)', () => {
  let browser: Browser;
  const tag = `K${Date.now() % 100000}`;
  const today = dateInZone(Date.now(), ZONE);
  const tomorrow = addDays(today, 1);
  let nearSlug = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    const staffPhone = randomPhone();
    await registerByApi(base(), staffPhone, 'Takmir Kajian', PASSWORD);
    const near = await mosqueWithStaff(base(), staffPhone, { nama: `Masjid Dekat ${tag}`, alamat: 'Jl. Salemba', kota: 'Jakarta Pusat', latitude: '-6.2080', longitude: '106.8450' });
    const far = await mosqueWithStaff(base(), staffPhone, { nama: `Masjid Jauh ${tag}`, alamat: 'Jl. Braga', kota: 'Bandung', latitude: '-6.9175', longitude: '107.6191' });
    nearSlug = near.slug;
    const staff = await api(base(), 'auth', 'login', { whatsapp: staffPhone, password: PASSWORD });
    for (const [masjid, title, speaker, date, time] of [
      [near.id, `Tafsir Juz Amma ${tag}`, 'Ustadz Firanda', tomorrow, '19:30'],
      [near.id, `Fiqih Muamalah ${tag}`, 'Ustadz Erwandi', addDays(today, 3), '18:30'],
      [far.id, `Kajian Braga ${tag}`, 'Ustadz Hanan', tomorrow, '19:30'],
    ] as const) {
      const res = await api(base(), 'admin', 'add_activity', { masjid_id: String(masjid), kind: 'kajian', title, speaker, date, time, repeat: 'none' }, staff.cookie);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
  });
  afterAll(async () => {
    await browser.close();
  });

  it('lists the kajian near the person by time, with the ustadz and the distance; filters by day and words; leads to the mosque', async () => {
    const context = await phoneContext(browser, { geolocation: HERE });
    await mockMapTiles(context);
    const page = await context.newPage();
    await page.goto(`${base()}/masjid`);
    await page.getByRole('link', { name: 'Kajian terdekat' }).click();
    await page.waitForURL(`${base()}/kajian`);
    await page.getByRole('heading', { name: 'Kajian Terdekat' }).waitFor();

    // Only this test's kajian, by the word they share.
    await page.getByPlaceholder('Cari tema atau ustadz').fill(tag);
    const rows = page.getByTestId('kajian-row');
    await expect.poll(() => rows.allInnerTexts(), { timeout: 15_000 }).toHaveLength(2);
    const texts = await rows.allInnerTexts();
    expect(texts[0]).toContain(`Tafsir Juz Amma ${tag}`);
    expect(texts[0]).toContain('Ustadz Firanda');
    expect(texts[0]).toContain('19.30');
    expect(texts[0]).toMatch(/Masjid Dekat .*, Jakarta Pusat · 2,\d\d km/);
    expect(texts[1]).toContain(`Fiqih Muamalah ${tag}`);
    expect(texts.join('\n')).not.toContain('Kajian Braga');
    await shot(page, 'kajian-01-list');
    // Seen once, the list opens again without a signal.
    await waitForServiceWorker(page);
    await page.waitForTimeout(500); // the answer's copy settles in the worker's cache
    await goOffline(context);
    const offline = await context.newPage();
    await offline.goto(`${base()}/kajian?q=${tag}`);
    await expect.poll(() => offline.getByTestId('kajian-row').allInnerTexts(), { timeout: 15_000 }).toHaveLength(2);
    await offline.close();
    await goOnline(context);

    // Tomorrow only, then a word of the ustadz's name.
    await page.getByRole('button', { name: 'Besok' }).click();
    await expect.poll(() => rows.allInnerTexts()).toHaveLength(1);
    expect(await page.getByRole('button', { name: 'Besok' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Semua' }).click();
    await page.getByPlaceholder('Cari tema atau ustadz').fill(`Erwandi`);
    await expect.poll(async () => (await rows.allInnerTexts()).filter((t) => t.includes(tag))).toHaveLength(1);
    // A part of a name follows nobody; the whole name, in any case, offers the ustadz's calendar.
    expect(await page.getByTestId('speaker-feed').count()).toBe(0);
    await page.getByPlaceholder('Cari tema atau ustadz').fill('ustadz erwandi');
    const follow = page.getByTestId('speaker-feed');
    await follow.getByRole('heading', { name: 'Ikuti kajian Ustadz Erwandi' }).waitFor();
    await shot(page, 'kajian-02-follow-ustadz');
    const webcal = await follow.getByRole('link', { name: 'Tambahkan ke Kalender' }).getAttribute('href');
    expect(webcal).toMatch(/^webcal:\/\/[^/]+\/kalender\/ustadz\.ics\?nama=Ustadz\+Erwandi$/);
    const feed = await (await fetch(webcal!.replace(/^webcal:\/\/[^/]+/, base()))).text();
    expect(feed).toContain(`SUMMARY:Fiqih Muamalah ${tag}`);
    expect(feed).not.toContain(`Tafsir Juz Amma ${tag}`);

    // A row leads to the mosque's page.
    await rows.filter({ hasText: `Fiqih Muamalah ${tag}` }).click();
    await page.waitForURL(`${base()}/masjid/${nearSlug}#kegiatan`);
    await page.getByText(`Fiqih Muamalah ${tag}`).first().waitFor();
    await context.close();
  });
});
