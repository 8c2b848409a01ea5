import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { goOffline, goOnline, launchBrowser, phoneContext, waitForServiceWorker } from '../support/browser.ts';
import { api, logInThroughForm, randomPhone, registerByApi, shot } from '../support/accounts.ts';
import { juzVerses } from '../../src/contract/khataman.ts';

// Issue 43, Khataman Bersama end to end at 412×915: a person opens a khataman from Tilawahku and
// shares its link; another opens the link as a guest, is sent to log in and brought back, claims
// two juz and marks one read; both see the progress, by first name and never a number; once all
// 30 are read the page says it is khatam.

const base = () => process.env.E2E_BASE_URL!;
/** A free juz's button, as it reads aloud: 'Juz 5, Kosong'. */
const freeJuz = (n: number) => new RegExp(`^Juz ${n}\\W+Kosong$`, 'i');
const PASSWORD = 'sandi-khataman-43';

/** 'YYYY-MM-DD' some days from now, on Jakarta's calendar. */
const daysAhead = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(Date.now() + days * 86_400_000));

describe('Khataman Bersama (Chromium)', () => {
  let browser: Browser;
  const owner = randomPhone();
  const reader = randomPhone();
  const title = `Khataman Keluarga Besar Bani Abdurrahman ${Date.now() % 100000}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    await registerByApi(base(), owner, 'Siti Aminah', PASSWORD);
    await registerByApi(base(), reader, 'Budi Santoso', PASSWORD);
  });
  afterAll(async () => {
    await browser.close();
  });

  it('opens, shares, claims after logging in, marks read, and shows the group its progress and the khatam', async () => {
    // The opener finds it in Tilawahku and opens one.
    const ownerContext = await phoneContext(browser);
    const opener = await ownerContext.newPage();
    await logInThroughForm(opener, base(), owner, PASSWORD);
    await opener.goto(`${base()}/tilawahku`);
    const entry = opener.getByRole('link', { name: 'Khataman Bersama' });
    await entry.waitFor();
    // What the phone shows, not the whole surah list below.
    if (process.env.SHOTS_DIR) await opener.screenshot({ path: `${process.env.SHOTS_DIR}/khataman-00-tilawahku-entry.png` });
    await entry.click();
    await opener.waitForURL(`${base()}/khataman`);
    const form = opener.getByRole('form', { name: 'Buka Khataman' });
    await form.getByLabel('Judul').fill(title);
    await form.getByLabel('Niat (boleh kosong)').fill('untuk almarhum Bapak H. Ahmad');
    await form.getByLabel('Batas waktu').fill(daysAhead(20));
    await shot(opener, 'khataman-01-open-form');
    await form.getByRole('button', { name: 'Buka Khataman' }).click();
    await opener.waitForURL(/\/khataman\/[A-Za-z0-9_-]{12}$/);
    const link = opener.url();
    await opener.getByRole('heading', { name: title }).waitFor();
    await opener.getByText('0 dari 30 juz selesai dibaca').waitFor();
    expect(await opener.getByRole('button', { name: /^Juz \d+\W+Kosong$/i }).count()).toBe(30);
    await shot(opener, 'khataman-02-opened');

    // The opener picks when the group hears the recap: morning and night.
    const recap = opener.locator('section', { has: opener.getByRole('heading', { name: 'Rekap otomatis' }) });
    for (const time of ['20:00', '06:00']) {
      await recap.getByLabel('Tambah jam rekap').fill(time);
      await recap.getByRole('button', { name: 'Tambah' }).click();
      await recap.getByRole('button', { name: `Hapus jam rekap ${time.replace(':', '.')}` }).waitFor();
    }
    expect(await recap.getByRole('list', { name: 'Jam rekap' }).innerText()).toMatch(/06\.00[\s\S]*20\.00/);
    await recap.scrollIntoViewIfNeeded();
    await shot(opener, 'khataman-02c-recap-times');

    // The link, as WhatsApp reads it: the khataman's title and intention in the preview card.
    const html = await (await fetch(link)).text();
    expect(html).toContain(`<meta property="og:title" content="Khataman Bersama: ${title}" />`);
    expect(html).toContain('untuk almarhum Bapak H. Ahmad · 0 dari 30 juz sudah dibaca');

    // Someone else opens the link as a guest: tapping a juz sends them to log in, then back.
    const readerContext = await phoneContext(browser);
    const guest = await readerContext.newPage();
    await guest.goto(link);
    await guest.getByRole('heading', { name: title }).waitFor();
    await guest.getByText('untuk almarhum Bapak H. Ahmad').waitFor();
    await guest.getByRole('button', { name: 'Masuk untuk mengambil juz' }).waitFor();
    await guest.getByText('Rekap dikirim lewat Pesan setiap hari pukul 06.00 dan 20.00 WIB.').waitFor();
    await shot(guest, 'khataman-02b-guest-view');
    await guest.getByRole('button', { name: freeJuz(5) }).click();
    await guest.waitForURL(`${base()}/auth?state=khataman`);
    await guest.getByLabel('Nomor Whatsapp').fill(reader);
    await guest.getByLabel('Kata Sandi', { exact: true }).fill(PASSWORD);
    await guest.getByRole('button', { name: 'Masuk' }).click();
    await guest.waitForURL(link);

    await guest.getByRole('button', { name: freeJuz(5) }).click();
    await guest.getByRole('button', { name: freeJuz(6) }).click();
    await shot(guest, 'khataman-03-two-chosen');
    await guest.getByRole('button', { name: 'Ambil 2 juz' }).click();
    await guest.getByText('Juz berhasil diambil. Selamat membaca.').waitFor();
    await guest.getByRole('heading', { name: 'Juz kamu' }).waitFor();
    await guest.getByRole('img', { name: 'Juz 5, diambil olehmu' }).waitFor();
    await guest.getByRole('button', { name: 'Tandai juz 5 selesai dibaca' }).click();
    await guest.getByText('1 dari 30 juz selesai dibaca').waitFor();
    await guest.getByRole('img', { name: 'Juz 5, selesai olehmu' }).waitFor();
    await guest.getByText('Selesai kamu baca: juz 5').waitFor();
    await shot(guest, 'khataman-04-claimed-and-read');

    // Juz 6 is read in Tilawahku: 'Baca' opens it there, and once its reading reaches the server
    // (as the reader's sync sends it: every verse of the juz, today) the juz is marked read.
    const readIt = guest.getByRole('link', { name: 'Baca juz 6 di Tilawahku' });
    await readIt.click();
    await guest.waitForURL(`${base()}/tilawahku/juz/6`);
    await guest.goBack();
    await guest.waitForURL(link);
    const readerSession = await api(base(), 'auth', 'login', { whatsapp: reader, password: PASSWORD });
    const [first, last] = juzVerses(6);
    const state = { position: null, target: null, bookmarks: [], days: [{ date: daysAhead(0), verses: Array.from({ length: last - first + 1 }, (_, i) => first + i), pages: [] }] };
    expect((await api(base(), 'tilawah', 'sync_tilawah', { state: JSON.stringify(state) }, readerSession.cookie)).status).toBe(200);
    await guest.reload();
    await guest.getByRole('img', { name: 'Juz 6, selesai olehmu' }).waitFor();
    await guest.getByText('Selesai kamu baca: juz 5, 6').waitFor();

    // A juz chosen while someone else takes it: the reader is told and the grid shows its holder.
    const id = link.split('/').pop()!;
    const ownerLogin = await api(base(), 'auth', 'login', { whatsapp: owner, password: PASSWORD });
    await guest.getByRole('button', { name: freeJuz(7) }).click();
    expect((await api(base(), 'khataman', 'claim_juz', { id, juz: '7' }, ownerLogin.cookie)).status).toBe(200);
    await guest.getByRole('button', { name: 'Ambil juz 7' }).click();
    await guest.getByText('Juz itu sudah diambil orang lain. Pilih juz lain yang masih kosong.').waitFor();
    await guest.getByRole('img', { name: 'Juz 7, diambil oleh Siti' }).waitFor();
    await guest.getByRole('button', { name: 'Ketuk juz yang kosong untuk memilih' }).waitFor();

    // The opener sees who holds what, by first name only.
    await opener.reload();
    await opener.getByText('2 dari 30 juz selesai dibaca').waitFor();
    await opener.getByRole('img', { name: 'Juz 5, selesai oleh Budi' }).waitFor();
    await opener.getByRole('img', { name: 'Juz 6, selesai oleh Budi' }).waitFor();
    const seen = await opener.locator('body').innerText();
    expect(seen).not.toContain(reader);
    expect(seen).not.toContain('Santoso');
    expect(await opener.getByRole('progressbar', { name: 'Kemajuan khataman' }).getAttribute('aria-valuenow')).toBe('2');
    await shot(opener, 'khataman-05-owner-sees-progress');
    // Seen once, the page reads again with no signal, as the opener last saw it.
    await waitForServiceWorker(opener);
    await goOffline(ownerContext);
    await opener.reload();
    await opener.getByText('2 dari 30 juz selesai dibaca').waitFor();
    await opener.getByRole('img', { name: 'Juz 6, selesai oleh Budi' }).waitFor();
    await goOnline(ownerContext);

    // The rest of the group reads the other 28 (by the API: ten juz a person at most).
    const readerLogin = await api(base(), 'auth', 'login', { whatsapp: reader, password: PASSWORD });
    const third = randomPhone();
    await registerByApi(base(), third, 'Umar', PASSWORD);
    const thirdLogin = await api(base(), 'auth', 'login', { whatsapp: third, password: PASSWORD });
    const shares: [string, number[]][] = [
      [readerLogin.cookie!, [1, 2, 3, 4, 8, 9, 10, 20]],
      [ownerLogin.cookie!, [11, 12, 13, 14, 15, 16, 17, 18, 19]],
      [thirdLogin.cookie!, [21, 22, 23, 24, 25, 26, 27, 28, 29, 30]],
    ];
    for (const [cookie, juz] of shares) {
      expect((await api(base(), 'khataman', 'claim_juz', { id, juz: juz.join(',') }, cookie)).status).toBe(200);
      // Besides these, the reader still holds juz 6 and the opener juz 7.
      for (const n of [...juz, ...(cookie === readerLogin.cookie ? [6] : cookie === ownerLogin.cookie ? [7] : [])]) {
        expect((await api(base(), 'khataman', 'mark_juz_read', { id, juz: String(n) }, cookie)).status).toBe(200);
      }
    }
    await guest.reload();
    await guest.getByRole('heading', { name: 'Khatam', exact: true }).waitFor();
    await guest.getByText('Alhamdulillah, khatam.').waitFor();
    await guest.getByText('30 dari 30 juz selesai dibaca').waitFor();
    await guest.getByRole('img', { name: 'Juz 25, selesai oleh Umar' }).waitFor();
    expect(await guest.getByRole('button', { name: /^Ambil|^Ketuk/ }).count()).toBe(0);
    await shot(guest, 'khataman-06-khatam');
    // Thirty names and a long title still fit the phone: nothing scrolls sideways.
    expect(await guest.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await ownerContext.close();
    await readerContext.close();
  });
});
