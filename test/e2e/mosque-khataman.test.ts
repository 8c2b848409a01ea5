import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { goOffline, launchBrowser, phoneContext, waitForServiceWorker } from '../support/browser.ts';
import { api, logInThroughForm, mosqueWithStaff, randomPhone, registerByApi, shot } from '../support/accounts.ts';
import { mockMapTiles } from '../support/map-tiles.ts';
import { wallSlides } from '../support/wall-slides.ts';
import { KODE_HEADER } from '../../src/contract/envelope.ts';
import { addDays, dateInZone, instantOf } from '../../src/contract/zone-clock.ts';
import { WALL_BOARD_SECONDS, WALL_SLIDE_SECONDS } from '../../src/features/mosque-wall/wall-content.ts';

// Issue 43/44, a mosque's own khataman end to end: its staff member opens one for the mosque from
// the panel on their phone; the jamaah read; the mosque page shows the group's progress (and opens
// with it offline, seen once) and the hall's wall screen shows it in turn with a code to take a juz.

const base = () => process.env.E2E_BASE_URL!;
const ZONE = 'Asia/Jakarta';
const PASSWORD = 'sandi-khataman-masjid';


describe("a mosque's khataman (Chromium)", () => {
  let browser: Browser;
  const staffPhone = randomPhone();
  const readerPhone = randomPhone();
  const mosqueName = `Masjid Khataman Uji ${Date.now() % 100000}`;
  const title = 'Khataman Ramadan 1448';
  let masjidId = 0;
  let slug = '';
  const today = dateInZone(Date.now(), ZONE);

  beforeAll(async () => {
    browser = await launchBrowser();
    await registerByApi(base(), staffPhone, 'Takmir Tadarus', PASSWORD);
    await registerByApi(base(), readerPhone, 'Fatimah Azzahra', PASSWORD);
    ({ id: masjidId, slug } = await mosqueWithStaff(base(), staffPhone, { nama: mosqueName, alamat: 'Jl. Tadarus No. 30', kota: 'Depok', latitude: '-6.4025', longitude: '106.7942' }));
  });
  afterAll(async () => {
    await browser.close();
  });

  it('staff open it for the mosque from the panel; its progress shows on the mosque page, offline too, and on the wall screen', async () => {
    // The staff member, from their mosque's page in the panel.
    const staffContext = await phoneContext(browser);
    await mockMapTiles(staffContext);
    const staff = await staffContext.newPage();
    await logInThroughForm(staff, base(), staffPhone, PASSWORD);
    await staff.goto(`${base()}/admin/masjid/${masjidId}`);
    await staff.getByRole('link', { name: 'Buka Khataman' }).click();
    await staff.waitForURL(`${base()}/khataman?untuk=${masjidId}`);
    const form = staff.getByRole('form', { name: 'Buka Khataman' });
    const host = form.getByLabel('Dibuka untuk');
    await expect.poll(() => host.inputValue()).toBe(String(masjidId));
    expect(await host.locator('option').allInnerTexts()).toEqual(['Pribadi (keluarga, grup)', mosqueName]);
    await form.getByLabel('Judul').fill(title);
    await form.getByLabel('Niat (boleh kosong)').fill(`Ramadan 1448 ${mosqueName}`);
    await form.getByLabel('Batas waktu').fill(addDays(today, 20));
    await shot(staff, 'mosque-khataman-01-open-form');
    await form.getByRole('button', { name: 'Buka Khataman' }).click();
    await staff.waitForURL(/\/khataman\/[A-Za-z0-9_-]{12}$/);
    const id = staff.url().split('/').pop()!;
    await staff.getByRole('link', { name: mosqueName }).waitFor();
    await shot(staff, 'mosque-khataman-02-opened');

    // A reader takes three juz and reads two.
    const reader = await api(base(), 'auth', 'login', { whatsapp: readerPhone, password: PASSWORD });
    expect((await api(base(), 'khataman', 'claim_juz', { id, juz: '1,2,3' }, reader.cookie)).status).toBe(200);
    for (const juz of ['1', '2']) expect((await api(base(), 'khataman', 'mark_juz_read', { id, juz }, reader.cookie)).status).toBe(200);

    // A guest on the mosque page sees it with its progress, never who reads, and is led to take a juz.
    const guestContext = await phoneContext(browser);
    await mockMapTiles(guestContext);
    const guest = await guestContext.newPage();
    await guest.goto(`${base()}/masjid/${slug}`);
    const section = guest.locator('section#khataman');
    await section.getByRole('heading', { name: 'Khataman Bersama' }).waitFor();
    await section.getByText('2 dari 30 juz selesai dibaca').waitFor();
    expect(await section.getByRole('progressbar', { name: `Kemajuan ${title}` }).getAttribute('aria-valuenow')).toBe('2');
    expect(await section.innerText()).not.toContain('Fatimah');
    await section.scrollIntoViewIfNeeded();
    await shot(guest, 'mosque-khataman-03-mosque-page');
    // Seen once, the mosque page opens again with no signal, the khataman in it.
    await waitForServiceWorker(guest);
    await guest.waitForTimeout(500); // the page's own copy of the read reaches the worker's cache
    await goOffline(guestContext);
    const offline = await guestContext.newPage();
    await offline.goto(`${base()}/masjid/${slug}`);
    await offline.locator('section#khataman').getByText('2 dari 30 juz selesai dibaca').waitFor({ timeout: 15_000 });
    await offline.close();
    await guestContext.close();

    // The hall's screen, from 09:00 at the mosque: the khataman takes its turn with a code to take a juz.
    const wall = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'id-ID', timezoneId: ZONE, serviceWorkers: 'allow' });
    const screen = await wall.newPage();
    await screen.clock.install({ time: new Date(instantOf(today, '09:00', ZONE)) });
    const loaded = screen.waitForResponse((r) => r.url().includes('/api/masjid') && r.request().headers()[KODE_HEADER] === 'get_wall');
    await screen.goto(`${base()}/masjid/${slug}/layar`);
    await screen.getByTestId('wall').waitFor();
    await loaded;
    await screen.waitForTimeout(500); // the answer's render
    // First lines in lower case: the slide's kicker is set in capitals by its style.
    const slides = new Map([...(await wallSlides(screen, 1))].map(([line, text]) => [line.toLowerCase(), text]));
    expect([...slides.keys()]).toEqual(['khataman bersama']);
    expect(slides.get('khataman bersama')).toContain(title);
    expect(slides.get('khataman bersama')).toContain('2 dari 30 juz selesai dibaca');
    // Once more to the khataman's slide, to read its code and keep a picture of it: the page's clock
    // held, so it stays there while the screen's shape changes.
    await screen.clock.pauseAt(await screen.evaluate(() => Date.now() + 1000));
    for (let s = 0; s < 2 * (WALL_BOARD_SECONDS + WALL_SLIDE_SECONDS) && !(await screen.getByTestId('wall-khataman').count()); s += 2) await screen.clock.runFor(2000);
    const qr = screen.getByRole('img', { name: 'Kode QR untuk mengambil juz' });
    expect(await qr.getAttribute('data-qr-value')).toBe(`${base()}/khataman/${id}`);
    if (process.env.SHOTS_DIR) await screen.screenshot({ path: `${process.env.SHOTS_DIR}/mosque-khataman-04-wall.png` });
    // On any screen the hall may have (a standing TV, a 4:3 tablet, a phone turned sideways): nothing cut.
    for (const [width, height] of [[1080, 1920], [1024, 768], [960, 540], [800, 1280]] as const) {
      await screen.setViewportSize({ width, height });
      const outside = await screen.getByTestId('wall-slide').evaluate((slide) => [...slide.querySelectorAll('*')].flatMap((el) => {
        const r = el.getBoundingClientRect();
        return r.left < -1 || r.top < -1 || r.right > innerWidth + 1 || r.bottom > innerHeight + 1 ? [`${el.tagName}.${el.className} ${Math.round(r.right)}x${Math.round(r.bottom)}`] : [];
      }));
      expect(outside, `${width}×${height}`).toEqual([]);
      if (process.env.SHOTS_DIR) await screen.screenshot({ path: `${process.env.SHOTS_DIR}/mosque-khataman-05-wall-${width}x${height}.png` });
    }
    await wall.close();
    await staffContext.close();
  });
});
