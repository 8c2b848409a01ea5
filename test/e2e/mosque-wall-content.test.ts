import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { goOffline, launchBrowser, phoneContext, waitForServiceWorker } from '../support/browser.ts';
import { api, ensureStaffAccount, logInThroughForm, shot, smallPng } from '../support/accounts.ts';
import { mockMapTiles } from '../support/map-tiles.ts';
import { wallSlides } from '../support/wall-slides.ts';
import { STAFF } from '../support/server-process.ts';
import { KODE_HEADER } from '../../src/contract/envelope.ts';
import { computePrayerTimes } from '../../src/contract/prayer-times.ts';
import { addDays, dateInZone, instantOf } from '../../src/contract/zone-clock.ts';

// Issue 44, end to end: staff put posters, a kabar duka and a pengumuman kilat on their mosque's
// wall from the panel on their phone; a wall screen already open picks them up within a minute,
// leaves out a poster once its last day is over, and brings in tomorrow's poster when the date
// turns, with no network (the browser's clock faked).

const base = () => process.env.E2E_BASE_URL!;
const PLACE = { latitude: -7.2575, longitude: 112.7521 }; // Surabaya: WIB, away from the other tests' mosques
const ZONE = 'Asia/Jakarta';

/** The first line of every slide the wall shows over two turns (test/support/wall-slides.ts). */
const slidesOverTwoTurns = async (page: Page, slides: number): Promise<string[]> => [...(await wallSlides(page, slides)).keys()];

describe("a mosque's own content on its wall screen (Chromium)", () => {
  let browser: Browser;
  let staff: BrowserContext;
  let cookie = '';
  const mosqueName = `Masjid Layar Uji ${Date.now() % 100000}`;
  let masjidId = 0;
  let slug = '';
  const today = dateInZone(Date.now(), ZONE);
  const tomorrow = addDays(today, 1);

  beforeAll(async () => {
    browser = await launchBrowser();
    await ensureStaffAccount(base());
    ({ cookie } = (await api(base(), 'auth', 'login', { whatsapp: STAFF.phone, password: STAFF.password })) as { cookie: string });
    const created = await api(base(), 'admin', 'save_mosque', {
      nama: mosqueName, alamat: 'Jl. Ampel No. 44', kota: 'Surabaya', latitude: String(PLACE.latitude), longitude: String(PLACE.longitude), open_kencleng: 'Y',
    }, cookie);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    ({ id: masjidId, slug } = created.body.data as { id: number; slug: string });
    const iqamah = await api(base(), 'admin', 'save_iqamah', {
      masjid_id: String(masjidId), time_zone: ZONE, quiet_minutes: '10', iqamah_subuh: '15', iqamah_dzuhur: '10', iqamah_ashar: '10', iqamah_maghrib: '5', iqamah_isya: '10',
    }, cookie);
    expect(iqamah.status, JSON.stringify(iqamah.body)).toBe(200);
    // Today's poster (its last day is today) and tomorrow's, entered earlier.
    for (const [title, starts_on, ends_on] of [['Kerja bakti hari ini', today, today], ['Tabligh akbar besok', tomorrow, addDays(tomorrow, 2)]] as const) {
      const res = await api(base(), 'admin', 'save_wall_poster', { masjid_id: String(masjidId), kind: 'text', title, body: 'Seluruh jamaah diundang', starts_on, ends_on }, cookie);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    staff = await phoneContext(browser);
    await mockMapTiles(staff);
  });
  afterAll(async () => {
    await browser.close();
  });

  it("a poster added on the staff's phone reaches an open wall within a minute; a day later, offline, yesterday's poster is gone and tomorrow's shows", async () => {
    // The hall's screen, open from 09:00 at the mosque, far from any adzan.
    const wall = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'id-ID', timezoneId: ZONE, serviceWorkers: 'allow' });
    const screen = await wall.newPage();
    await screen.clock.install({ time: new Date(instantOf(today, '09:00', ZONE)) });
    // The turns are counted once the screen has its content: the page's clock runs faster than a
    // busy machine answers.
    const loaded = screen.waitForResponse((r) => r.url().includes('/api/masjid') && r.request().headers()[KODE_HEADER] === 'get_wall');
    await screen.goto(`${base()}/masjid/${slug}/layar`);
    await screen.getByTestId('wall').waitFor();
    await loaded;
    await screen.waitForTimeout(500); // the answer's render
    expect(await slidesOverTwoTurns(screen, 1)).toEqual(['Kerja bakti hari ini']);
    expect(await screen.getByRole('img', { name: 'Kode QR untuk berinfaq' }).count()).toBe(1);
    await waitForServiceWorker(screen);

    // On the phone: 'Layar Masjid' on the mosque's page in the panel.
    const phone = await staff.newPage();
    await logInThroughForm(phone, base(), STAFF.phone, STAFF.password);
    await phone.goto(`${base()}/admin/masjid/${masjidId}`);
    const section = phone.locator('section', { has: phone.getByRole('heading', { name: 'Layar Masjid', level: 2 }) });
    await section.getByTestId('admin-wall-posters').getByText('Tabligh akbar besok').waitFor();
    const add = section.getByRole('form', { name: 'Tambah Poster' });
    // A poster that ends before it starts: said in Indonesian, nothing added.
    await add.getByLabel('Judul').fill('Kajian Ahad pgi');
    await add.getByLabel('Isi Poster').fill('Tafsir Juz Amma bersama Ustadz Salim, ba’da subuh');
    await add.getByLabel('Mulai').fill(today);
    await add.getByLabel('Sampai').fill(addDays(today, -1));
    await add.getByRole('button', { name: 'Tambah Poster' }).click();
    await add.getByText('Tanggal selesai tidak boleh sebelum tanggal mulai').waitFor();
    await add.getByLabel('Sampai').fill(addDays(today, 7));
    await add.getByRole('button', { name: 'Tambah Poster' }).click();
    await phone.getByText('Poster berhasil ditambahkan').waitFor();
    // A slip in its title, mended from the list: the poster is edited in place, not added again.
    await section.getByRole('button', { name: 'Ubah Kajian Ahad pgi' }).click();
    const edit = section.getByRole('form', { name: 'Ubah Poster' });
    expect(await edit.getByLabel('Isi Poster').inputValue()).toBe('Tafsir Juz Amma bersama Ustadz Salim, ba’da subuh');
    await edit.getByLabel('Judul').fill('Kajian Ahad pagi');
    await edit.getByRole('button', { name: 'Simpan Poster' }).click();
    await phone.getByText('Poster berhasil disimpan').waitFor();
    await section.getByTestId('admin-wall-posters').getByText('Kajian Ahad pagi').waitFor();
    expect(await section.getByTestId('admin-wall-posters').getByText('Kajian Ahad pgi').count()).toBe(0);
    // An image poster too, picked from the phone's gallery.
    await add.getByLabel('Gambar', { exact: true }).check();
    await add.getByLabel('Pilih gambar poster').setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: smallPng(64) });
    await add.getByTestId('flyer-preview').waitFor();
    await add.getByLabel('Judul (opsional)').fill('Infaq pembangunan menara');
    await add.getByLabel('Mulai').fill(today);
    await add.getByLabel('Sampai').fill(addDays(today, 7));
    await add.getByRole('button', { name: 'Tambah Poster' }).click();
    await section.getByTestId('admin-wall-posters').getByText('Infaq pembangunan menara').waitFor();
    // It goes one place up, before the Kajian.
    await section.getByRole('button', { name: 'Naikkan Infaq pembangunan menara' }).click();
    await phone.getByText('Urutan poster diubah').waitFor();
    await expect.poll(() => section.getByTestId('admin-wall-posters').locator('strong').allInnerTexts())
      .toEqual(['Kerja bakti hari ini', 'Tabligh akbar besok', 'Infaq pembangunan menara', 'Kajian Ahad pagi']);

    // Kabar duka and a pengumuman kilat.
    const janazah = section.getByRole('form', { name: 'Kabar Duka' });
    await janazah.getByLabel('Nama almarhum/almarhumah').fill('Bapak H. Abdul Karim bin Sulaiman');
    await janazah.getByLabel('Ashar').check();
    await janazah.getByLabel('Tanggal').fill(tomorrow);
    await janazah.getByLabel('Tempat (opsional)').fill('Ruang utama masjid');
    await janazah.getByRole('button', { name: 'Tampilkan Kabar Duka' }).click();
    await phone.getByText('Kabar duka tampil di layar').waitFor();
    const flash = section.getByRole('form', { name: 'Pengumuman Kilat' });
    await flash.getByLabel('Teks').fill('Mohon kendaraan tidak diparkir di depan gerbang');
    await flash.getByRole('button', { name: 'Tampilkan di Layar' }).click();
    await phone.getByText('Pengumuman kilat tampil di layar').waitFor();
    await section.getByTestId('admin-wall-flash').waitFor();
    const settings = section.getByRole('form', { name: 'Atur Layar Masjid' });
    await settings.getByRole('switch', { name: 'Infaq dan kode QR' }).uncheck();
    await settings.getByRole('button', { name: 'Simpan Pengaturan Layar' }).click();
    await phone.getByText('Pengaturan layar berhasil disimpan').waitFor();
    await section.getByTestId('admin-wall-janazah').getByText('disalatkan setelah Ashar', { exact: false }).waitFor();
    // Nothing of the section runs past the phone's edge.
    expect(await section.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= window.innerWidth)).toBe(true);
    // Nor does any button run past its own row or form.
    expect(await section.evaluate((el) => [...el.querySelectorAll('button')]
      .filter((b) => b.getBoundingClientRect().right > (b.closest('li, form') ?? el).getBoundingClientRect().right + 0.5).map((b) => b.textContent))).toEqual([]);
    if (process.env.SHOTS_DIR) {
      await phone.waitForTimeout(3200); // the toasts gone
      const parts = [settings, section.getByTestId('admin-wall-posters'), add, flash, janazah];
      for (const [i, part] of parts.entries()) await part.screenshot({ path: `${process.env.SHOTS_DIR}/wall-content-01-panel-${i + 1}.png` });
    }
    await phone.close();

    // The open screen asks again within the minute and shows it in its turn.
    const asked = screen.waitForResponse((r) => r.url().includes('/api/masjid') && r.request().headers()[KODE_HEADER] === 'get_wall');
    await screen.clock.runFor(60_000);
    await asked;
    await screen.waitForTimeout(500); // the answer's render
    expect((await slidesOverTwoTurns(screen, 5)).sort()).toEqual(
      ["Innalillahi wa inna ilaihi raji'un", 'Infaq pembangunan menara', 'Kajian Ahad pagi', 'Kerja bakti hari ini'].sort());
    // The staff turned the donation panel off.
    expect(await screen.getByRole('img', { name: 'Kode QR untuk berinfaq' }).count()).toBe(0);
    // The image poster's picture is on the slide.
    await expect.poll(async () => {
      await screen.clock.runFor(2000);
      return screen.getByTestId('wall-slide').locator('img').count();
    }, { timeout: 60_000 }).toBe(1);
    await shot(screen, 'wall-content-02-image-poster');

    // No network, and the date turns: today's poster is over, tomorrow's begins; the rest stay.
    await goOffline(wall);
    await screen.clock.fastForward(24 * 3_600_000);
    const seen = await slidesOverTwoTurns(screen, 5);
    expect(seen.sort()).toEqual(["Innalillahi wa inna ilaihi raji'un", 'Infaq pembangunan menara', 'Kajian Ahad pagi', 'Tabligh akbar besok'].sort());
    // The janazah notice, on its day.
    await expect.poll(async () => {
      await screen.clock.runFor(2000);
      return screen.getByTestId('wall-janazah').count();
    }, { timeout: 60_000 }).toBe(1);
    expect(await screen.getByTestId('wall-janazah').innerText()).toContain('Disalatkan setelah Ashar');
    await shot(screen, 'wall-content-03-janazah');

    // During the iqamah countdown the pengumuman kilat runs across it; the posters rest.
    const dzuhur = computePrayerTimes(PLACE, tomorrow, ZONE).dzuhur;
    await screen.clock.fastForward(instantOf(tomorrow, dzuhur, ZONE) + 60_000 - (await screen.evaluate(() => Date.now())));
    await screen.clock.runFor(2000);
    await screen.getByText(/Menuju iqamah/).waitFor();
    expect(await screen.getByTestId('wall-flash').innerText()).toBe('Mohon kendaraan tidak diparkir di depan gerbang');
    expect(await screen.getByTestId('wall-slide').count()).toBe(0);
    await shot(screen, 'wall-content-04-flash');
    await wall.close();
  }, 150_000); // a whole morning of the panel and two days of the screen: past 60 s on a busy machine
});
