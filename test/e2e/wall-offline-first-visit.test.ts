import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Request } from 'playwright-core';
import { goOffline, launchBrowser, retellOffline } from '../support/browser.ts';
import { api, ensureStaffAccount, shot } from '../support/accounts.ts';
import { STAFF } from '../support/server-process.ts';
import { computePrayerTimes } from '../../src/contract/prayer-times.ts';
import { addDays, dateInZone, instantOf, weekday } from '../../src/contract/zone-clock.ts';

// Issue 44, offline from the first visit: a tablet opens the hall's screen once, in a fresh
// browser, and says when it is ready to run without internet; taken offline then, the screen
// opens again in a new tab with the mosque's times and its clock, never the browser's error page;
// left so for a month (the browser's clock faked), it still shows each day's own times and the
// Friday's khatib, all computed on the device.

const base = () => process.env.E2E_BASE_URL!;
const PLACE = { latitude: -6.9175, longitude: 107.6191 }; // Bandung: WIB
const ZONE = 'Asia/Jakarta';
/** The date as the screen writes it: 'Jumat, 8 Januari 2027'. */
const masehi = new Intl.DateTimeFormat('id-ID', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: ZONE });

describe('the wall screen kept for offline on its first visit (Chromium)', () => {
  let browser: Browser;
  let slug = '';
  const nama = `Masjid Layar Sekali Buka ${Date.now() % 100000}`;
  const today = dateInZone(Date.now(), ZONE);
  const day30 = addDays(today, 30);
  // The first Friday a month or more away: the screen has been offline since the first visit.
  const friday = addDays(day30, (5 - weekday(day30) + 7) % 7);
  const KHATIB = 'Ustadz Abdul Somad';

  beforeAll(async () => {
    browser = await launchBrowser();
    await ensureStaffAccount(base());
    const { cookie } = await api(base(), 'auth', 'login', { whatsapp: STAFF.phone, password: STAFF.password });
    const created = await api(base(), 'admin', 'save_mosque', {
      nama, alamat: 'Jl. Asia Afrika No. 44', kota: 'Bandung', latitude: String(PLACE.latitude), longitude: String(PLACE.longitude), open_kencleng: 'Y',
    }, cookie);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    slug = (created.body.data as { slug: string }).slug;
    const jumat = await api(base(), 'admin', 'save_friday', {
      masjid_id: String((created.body.data as { id: number }).id), date: friday, time: '12:00', khatib: KHATIB, imam: '', theme: '',
    }, cookie);
    expect(jumat.status, JSON.stringify(jumat.body)).toBe(201);
  });
  afterAll(async () => {
    await browser.close();
  });

  it("says 'Menyiapkan…' then 'Siap'; offline it opens in a new tab and keeps each day's times and the Friday for 60 days", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, locale: 'id-ID', timezoneId: ZONE, serviceWorkers: 'allow' });
    const page = await context.newPage();
    // The requests still unanswered, said if the note never comes (a known-flaky wait, not yet explained).
    const open = new Set<Request>();
    page.on('request', (r) => void open.add(r));
    page.on('requestfinished', (r) => void open.delete(r));
    page.on('requestfailed', (r) => void open.delete(r));
    await page.goto(`${base()}/masjid/${slug}/layar`);
    await page.getByTestId('wall').waitFor();
    const note = page.getByTestId('wall-offline');
    // 'Menyiapkan…' while anything is still being kept; a slow start may find it all kept at the
    // first look (the worker done before the reads answered), and then 'Siap' comes at once.
    await note.waitFor({ timeout: 30_000 }).catch(async (error: unknown) => {
      await page.screenshot({ path: '/tmp/wall-offline-first-visit-no-note.png' });
      const waiting = [...open].map((r) => `${r.method()} ${new URL(r.url()).pathname}${new URL(r.url()).search} ${r.headers().kode ?? ''}`.trim());
      const worker = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return `controller ${navigator.serviceWorker.controller ? 'yes' : 'no'}, active ${registration?.active?.state ?? 'none'}, installing ${registration?.installing?.state ?? 'none'}`;
      });
      throw new Error(`No offline note after 30 s. Still unanswered: ${waiting.join('; ') || 'none'}. Worker: ${worker}. Busy parts: ${await page.locator('[aria-busy=true]').count()}`, { cause: error });
    });
    if ((await note.getAttribute('data-state')) === 'preparing') {
      expect(await note.innerText()).toBe('Menyiapkan layar untuk dipakai tanpa internet…');
      await shot(page, 'wall-offline-01-preparing');
    }
    // The note sits in the foot, clear of the clock and the times.
    const [noteBox, clockBox, timesBox] = await Promise.all([note.boundingBox(), page.getByTestId('wall-clock').boundingBox(), page.getByTestId('wall-times').boundingBox()]);
    for (const other of [clockBox!, timesBox!]) expect(noteBox!.y >= other.y + other.height || noteBox!.y + noteBox!.height <= other.y).toBe(true);

    await note.getByText('Siap dipakai tanpa internet').waitFor({ timeout: 30_000 });
    await shot(page, 'wall-offline-02-ready');
    await goOffline(context);

    const offline = await context.newPage();
    await offline.clock.install({ time: new Date() });
    await offline.goto(`${base()}/masjid/${slug}/layar`);
    await retellOffline(context, offline);
    await offline.getByTestId('wall').waitFor({ timeout: 15_000 });
    expect(await offline.getByRole('heading', { level: 1 }).innerText()).toBe(nama);
    expect(await offline.getByTestId('wall-clock').innerText()).toMatch(/^\d{2}:\d{2}/);
    const expected = computePrayerTimes(PLACE, dateInZone(Date.now(), ZONE), ZONE);
    const times = await offline.getByTestId('wall-times').innerText();
    for (const t of [expected.subuh, expected.dzuhur, expected.ashar, expected.maghrib, expected.isya]) expect(times).toContain(t);
    await shot(offline, 'wall-offline-03-opened-offline');
    // Kept already: the screen opened offline says nothing more; the first one's 'Siap' goes away.
    await page.getByTestId('wall-offline').waitFor({ state: 'detached', timeout: 15_000 });
    expect(await offline.getByTestId('wall-offline').count()).toBe(0);

    // A month on, still offline: three minutes before that day's maghrib, then the Friday, then day 60.
    const shows = async (date: string) => {
      const day = computePrayerTimes(PLACE, date, ZONE);
      const now = await offline.evaluate(() => Date.now());
      await offline.clock.fastForward(instantOf(date, day.maghrib, ZONE) - 3 * 60_000 - now);
      await offline.getByTestId('wall-masehi').getByText(masehi.format(instantOf(date, '12:00', ZONE)), { exact: true }).waitFor();
      await offline.getByTestId('wall-countdown').getByText(/Menuju adzan Maghrib\s*0[23]:\d{2}/).waitFor();
      const shown = await offline.getByTestId('wall-times').innerText();
      for (const t of [day.imsak, day.subuh, day.terbit, day.dzuhur, day.ashar, day.maghrib, day.isya]) expect(shown, date).toContain(t);
      return shown;
    };
    await shows(day30);
    expect(await offline.getByTestId('wall-today').count()).toBe(friday === day30 ? 1 : 0);
    const onFriday = await shows(friday);
    expect(onFriday).toContain("Jum'at");
    expect(await offline.getByTestId('wall-today').innerText()).toContain(`Khatib hari ini: ${KHATIB}`);
    await shot(offline, 'wall-offline-04-friday-a-month-on');
    await shows(addDays(today, 60));
    await context.close();
  });
});
