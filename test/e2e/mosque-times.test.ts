import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { goOffline, launchBrowser, phoneContext, retellOffline, waitForServiceWorker } from '../support/browser.ts';
import { api, ensureStaffAccount, logInThroughForm, shot } from '../support/accounts.ts';
import { mockMapTiles } from '../support/map-tiles.ts';
import { STAFF } from '../support/server-process.ts';
import { computePrayerTimes } from '../../src/contract/prayer-times.ts';
import { addDays, dateInZone, instantOf, weekday } from '../../src/contract/zone-clock.ts';
import { clockDots } from '../../src/contract/clock-text.ts';

// Issue 28, end to end: staff set iqamah and a Friday in the panel; a visitor sees them on the
// mosque's page; the hall's screen at 1920x1080 shows the clock, the times, the countdown and the
// QR code, keeps going offline, and turns quiet at iqamah (the browser's clock faked).

const base = () => process.env.E2E_BASE_URL!;
const PLACE = { latitude: -7.8014, longitude: 110.3647 }; // Yogyakarta: WIB, far from the other tests' mosques
const ZONE = 'Asia/Jakarta';

describe("a mosque's own times, its Friday and its wall screen (Chromium)", () => {
  let browser: Browser;
  let staff: BrowserContext;
  const mosqueName = `Masjid Waktu Uji ${Date.now() % 100000}`;
  let masjidId = 0;
  let slug = '';
  const today = dateInZone(Date.now(), ZONE);
  const friday = addDays(today, ((5 - weekday(today) + 7) % 7) + 7); // a Friday one to two weeks ahead

  beforeAll(async () => {
    browser = await launchBrowser();
    await ensureStaffAccount(base());
    const { cookie } = await api(base(), 'auth', 'login', { whatsapp: STAFF.phone, password: STAFF.password });
    const created = await api(base(), 'admin', 'save_mosque', {
      nama: mosqueName, alamat: 'Jl. Kauman No. 28', kota: 'Yogyakarta', latitude: String(PLACE.latitude), longitude: String(PLACE.longitude), open_kencleng: 'Y',
    }, cookie);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    ({ id: masjidId, slug } = created.body.data as { id: number; slug: string });
    staff = await phoneContext(browser);
    await mockMapTiles(staff);
  });
  afterAll(async () => {
    await browser.close();
  });

  it('staff set iqamah and a Friday in the panel; a visitor sees them on the mosque page', async () => {
    const page = await staff.newPage();
    await logInThroughForm(page, base(), STAFF.phone, STAFF.password);
    await page.goto(`${base()}/admin/masjid/${masjidId}`);
    const iqamah = page.getByRole('form', { name: 'Atur Iqamah' });
    await iqamah.getByLabel('Iqamah Subuh').fill('15');
    await iqamah.getByLabel('Iqamah Dzuhur').fill('10');
    await iqamah.getByLabel('Iqamah Ashar').fill('10');
    await iqamah.getByLabel('Iqamah Maghrib').fill('25:00');
    await iqamah.getByRole('button', { name: 'Simpan Iqamah' }).click();
    // Bad input: a clear message, nothing saved.
    await iqamah.getByText('Isi menit setelah adzan (0–90) atau jam tetap, misalnya 04:45').waitFor();
    await iqamah.getByLabel('Iqamah Maghrib').fill('5');
    await iqamah.getByLabel('Iqamah Isya').fill('19:45');
    await iqamah.getByLabel('Layar tenang (menit)').fill('10');
    await iqamah.getByRole('button', { name: 'Simpan Iqamah' }).click();
    await page.getByText('Jadwal iqamah berhasil disimpan').waitFor();

    const jumat = page.getByRole('form', { name: 'Simpan Jadwal Jumat' });
    await jumat.getByLabel('Tanggal (Jumat)').fill(friday);
    await jumat.getByLabel('Jam salat').fill('11:50');
    await jumat.getByLabel('Khatib').fill('Ustadz Salim A. Fillah');
    await jumat.getByLabel('Imam (opsional)').fill('Ustadz Hanan');
    await jumat.getByLabel('Tema khutbah (opsional)').fill('Menjaga amanah');
    await jumat.getByRole('button', { name: 'Simpan Jadwal Jumat' }).click();
    await page.getByText('Jadwal Jumat berhasil disimpan').waitFor();
    await page.getByTestId('admin-fridays').getByText('Khatib Ustadz Salim A. Fillah · Imam Ustadz Hanan · Menjaga amanah').waitFor();
    await shot(page, 'mosque-times-01-panel');
    await page.close();

    const visitor = await phoneContext(browser);
    await mockMapTiles(visitor);
    const view = await visitor.newPage();
    await view.goto(`${base()}/masjid/${slug}`);
    // The bar names the mosque.
    await view.getByRole('heading', { level: 1, name: mosqueName }).waitFor();
    const table = view.getByTestId('mosque-times');
    await table.waitFor();
    const expected = computePrayerTimes(PLACE, today, ZONE);
    const rows = await table.locator('tbody tr').allInnerTexts();
    // One time format (issue 40): '04.35', the zone named once above the table.
    const at = (time: string, minutes: number) => clockDots(new Date(instantOf(today, time, ZONE) + minutes * 60_000).toLocaleTimeString('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }));
    const dots = clockDots;
    const dzuhurName = weekday(today) === 5 ? "Jum'at" : 'Dzuhur';
    expect(rows.map((r) => r.split('\t').map((x) => x.trim()))).toEqual([
      ['Subuh', dots(expected.subuh), at(expected.subuh, 15)],
      // On a Friday without an entry for today, Jum'at keeps dzuhur's rule.
      [dzuhurName, dots(expected.dzuhur), at(expected.dzuhur, 10)],
      ['Ashar', dots(expected.ashar), at(expected.ashar, 10)],
      ['Maghrib', dots(expected.maghrib), at(expected.maghrib, 5)],
      ['Isya', dots(expected.isya), '19.45'],
    ]);
    const card = view.getByTestId('next-friday');
    await card.getByText('Khatib: Ustadz Salim A. Fillah').waitFor();
    expect(await card.innerText()).toContain('Imam: Ustadz Hanan');
    expect(await card.innerText()).toContain('11.50 WIB');
    // Empty contact rows are hidden, never '-'.
    expect(await view.getByText('Telepon', { exact: true }).count()).toBe(0);
    await shot(view, 'mosque-times-02-page');
    await visitor.close();
  });

  it("a demo mosque's page shows one Friday, the Jumat schedule's, and writes its times '11.50 WIB'", async () => {
    const visitor = await phoneContext(browser);
    await mockMapTiles(visitor);
    const view = await visitor.newPage();
    await view.goto(`${base()}/masjid/masjid-istiqlal`);
    const card = view.getByTestId('next-friday');
    await card.waitFor();
    await view.locator('#kegiatan').getByText("Kajian Tafsir Ba'da Maghrib").waitFor();
    // Exactly one Friday on the page: the card; Kegiatan carries no weekly Jum'at any more.
    expect(await view.getByTestId('next-friday').count()).toBe(1);
    expect(await view.getByText(/Khatib/).count()).toBe(1);
    expect(await view.locator('#kegiatan').innerText()).not.toMatch(/Jum.?at/i);
    expect(await card.innerText()).toMatch(/Jumat, \d{1,2} \w+ \d{4}, 11\.50 WIB/);
    expect(await card.innerText()).toContain('Khatib: KH. Nasaruddin Umar');
    // One format on the whole page: no '11:50' beside '11.45'.
    const body = await view.locator('main').innerText();
    expect(body).not.toMatch(/\b\d{2}:\d{2}\b/);
    expect(await view.locator('#kegiatan time').first().innerText()).toMatch(/, pukul \d{2}\.\d{2} WIB$/);
    await card.scrollIntoViewIfNeeded();
    await shot(view, 'mosque-times-05-one-friday');
    await visitor.close();
  });

  it('the wall screen at 1920x1080 shows the clock, times, countdown and QR, keeps going offline, and turns quiet at iqamah', async () => {
    const wall = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'id-ID', timezoneId: ZONE, serviceWorkers: 'allow' });
    const page = await wall.newPage();
    const expected = computePrayerTimes(PLACE, today, ZONE);
    const maghribAt = instantOf(today, expected.maghrib, ZONE);
    await page.clock.install({ time: new Date(maghribAt - 3 * 60_000) });
    await page.goto(`${base()}/masjid/${slug}/layar`);
    const board = page.getByTestId('wall');
    await board.waitFor();
    expect(await page.getByTestId('wall-clock').innerText()).toMatch(/^\d{2}:\d{2}/);
    expect(await page.getByTestId('wall-countdown').innerText()).toMatch(/Menuju adzan Maghrib\s*0[23]:\d{2}/);
    const times = await page.getByTestId('wall-times').innerText();
    for (const t of [expected.subuh, expected.dzuhur, expected.ashar, expected.maghrib, expected.isya]) expect(times).toContain(t);
    expect(await page.locator('[aria-current=time]').innerText()).toContain('Maghrib');
    const qr = page.getByRole('img', { name: 'Kode QR untuk berinfaq' });
    expect(await qr.getAttribute('data-qr-value')).toMatch(new RegExp(`^${base()}/kencleng-masjid/[a-z0-9-]+/donate$`));
    // Big enough to read from five metres: the clock is at least a quarter of the screen's height.
    expect((await page.getByTestId('wall-clock').boundingBox())!.height).toBeGreaterThan(250);
    await shot(page, 'mosque-times-03-wall');

    // Offline: it opens again from this device and keeps counting.
    await waitForServiceWorker(page);
    await goOffline(wall);
    await page.reload();
    await retellOffline(wall, page);
    await page.getByTestId('wall').waitFor();
    expect(await page.getByTestId('wall-times').innerText()).toContain(expected.maghrib);
    await page.clock.runFor(3 * 60_000);
    await page.getByText(/Menuju iqamah Maghrib/).waitFor();
    // Iqamah five minutes after the adzan: the quiet screen.
    await page.clock.runFor(5 * 60_000 + 1000);
    await page.getByText('Luruskan dan rapatkan shaf').waitFor();
    expect(await page.getByTestId('wall').getAttribute('data-phase')).toBe('quiet');
    expect(await page.getByRole('img', { name: 'Ponsel dimatikan' }).isVisible()).toBe(true);
    await shot(page, 'mosque-times-04-quiet');
    // Ten quiet minutes later the dzikir after prayer (on by default, from the precached dzikir), then it counts to isya.
    await page.clock.runFor(10 * 60_000);
    await page.getByRole('heading', { name: 'Dzikir setelah salat Maghrib' }).waitFor();
    await page.clock.runFor(10 * 60_000);
    await page.getByText(/Menuju adzan Isya/).waitFor();
    await wall.close();
  });
});
