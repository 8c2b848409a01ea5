import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, phoneContext } from '../support/browser.ts';
import { api, codeFor, randomPhone, shot, smallPng, typeCode } from '../support/accounts.ts';

const base = () => process.env.E2E_BASE_URL!;

async function login(page: Page, phone: string, password: string) {
  await page.getByLabel('Nomor Whatsapp').fill(phone);
  await page.getByLabel('Kata Sandi', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
}

describe('accounts in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('registers with a server-sent code, logs in, edits the profile, changes the number and logs in with it', async () => {
    const phone = randomPhone();
    const newPhone = randomPhone();
    const password = 'rahasia-123';
    const context = await phoneContext(browser);
    const page = await context.newPage();

    // Register: name and number, then the code the server sent by WhatsApp.
    await page.goto(`${base()}/auth/register`);
    await page.getByRole('heading', { name: 'Buat Akunmu', exact: true }).waitFor();
    await page.getByLabel('Nama Lengkap').fill('Aisyah Putri');
    expect(await page.getByTestId('fullName-counter').textContent()).toBe('12/30');
    await page.getByLabel('Nomor Whatsapp').fill(phone);
    await shot(page, '02-register');
    await page.getByRole('button', { name: 'Selanjutnya' }).click();
    await page.waitForURL(`${base()}/auth/verification`);
    await page.getByRole('heading', { name: 'Verifikasi akunmu', exact: true }).waitFor();
    expect(await page.getByTestId('otp-countdown').textContent()).toMatch(/^0[12]:[0-5]\d$/);
    await shot(page, '03-verification');
    // The browser never holds the code: nothing in storage mentions it.
    const code = await codeFor(base(), phone);
    const stored = await page.evaluate(async () => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }));
    expect(stored).not.toContain(code);
    await typeCode(page, code);
    await page.waitForURL(`${base()}/auth/register/password`);

    await page.getByLabel('Kata Sandi', { exact: true }).fill(password);
    await page.getByLabel('Ulangi Kata Sandi').fill('beda-sekali');
    await page.getByLabel('Ulangi Kata Sandi').blur();
    await page.getByText('Password tidak sesuai').waitFor();
    await page.getByLabel('Ulangi Kata Sandi').fill(password);
    await shot(page, '04-password');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.waitForURL(`${base()}/auth/register/welcome`);
    await page.getByRole('heading', { name: 'Selamat Datang di Jariyah', exact: true }).waitFor();
    await shot(page, '05-welcome');
    // The new account is logged in: no second round of number and password.
    await page.getByRole('link', { name: 'Jelajahi Sekarang' }).click();
    await page.waitForURL(`${base()}/`);
    await page.goto(`${base()}/profile`);
    await page.getByRole('heading', { name: 'Aisyah Putri', exact: true }).waitFor();

    // On another phone: a wrong password shows the server's message in the red banner; the right one logs in.
    const otherPhone = await (await phoneContext(browser)).newPage();
    await otherPhone.goto(`${base()}/auth`);
    await otherPhone.getByRole('heading', { name: 'Halo, Silahkan Masuk', exact: true }).waitFor();
    await login(otherPhone, phone, 'salah-sandi-1');
    await otherPhone.getByRole('alert').filter({ hasText: 'Nomor Whatsapp atau kata sandi salah' }).waitFor();
    await shot(otherPhone, '01-login-error');
    await otherPhone.getByLabel('Kata Sandi', { exact: true }).fill(password);
    await otherPhone.getByRole('button', { name: 'Masuk' }).click();
    await otherPhone.waitForURL(`${base()}/profile`);
    await otherPhone.getByRole('heading', { name: 'Aisyah Putri', exact: true }).waitFor();
    await otherPhone.context().close();
    expect(await page.getByText(/^Bergabung sejak \d{1,2} \p{L}+ \d{4}$/u).isVisible()).toBe(true);
    await page.getByRole('heading', { name: 'Aktivitas Saya', exact: true }).waitFor();
    await shot(page, '06-profile');

    // Edit the name.
    await page.getByRole('link', { name: 'Profil Saya' }).click();
    await page.waitForURL(`${base()}/profile/personal`);
    await page.getByRole('heading', { name: 'Info Dasar', exact: true }).waitFor();
    expect(await page.getByText('(Belum Lengkap)').count()).toBe(5); // email, birthdate, address, gender, greeting
    await shot(page, '07-personal');
    await page.getByRole('link', { name: /^Nama/ }).click();
    await page.waitForURL(/edit=fullname/);
    await page.getByLabel('Nama Lengkap').fill('Aisyah Putri Rahmawati Nur Hidayah');
    await page.getByText('Maksimal 30 karakter').waitFor();
    await shot(page, '08-edit-name-too-long');
    await page.getByLabel('Nama Lengkap').fill('Aisyah Rahmawati');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.waitForURL(`${base()}/profile/personal`);
    await page.getByText('Update data berhasil disimpan.').waitFor();
    await page.getByText('Aisyah Rahmawati').waitFor();

    // Birthdate from the Indonesian calendar: shown 'j F Y', stored Y-m-d.
    await page.getByRole('link', { name: /^Tanggal Lahir/ }).click();
    await page.getByLabel('Tahun', { exact: true }).selectOption('1990');
    await page.getByLabel('Bulan', { exact: true }).selectOption({ label: 'Maret' });
    await page.locator('button[data-ymd="1990-03-07"]').click();
    expect(await page.getByLabel('Tanggal Lahir').inputValue()).toBe('7 Maret 1990');
    await shot(page, '09-edit-birthdate');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.waitForURL(`${base()}/profile/personal`);
    await page.getByText('7 Maret 1990').waitFor();

    // Avatar: a PNG picked from the device is downscaled and sent as a data URL.
    await page.getByLabel('Pilih foto profil').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: smallPng() });
    await page.waitForFunction(() => document.querySelector('img[alt^="Foto profil"]')?.getAttribute('src')?.startsWith('/uploads/'));
    const avatar = await page.locator('img[alt^="Foto profil"]').getAttribute('src');
    expect((await fetch(`${base()}${avatar}`)).status).toBe(200);
    await shot(page, '10-personal-filled');

    // Change the number: a code to the current number, then one to the new number.
    await page.getByRole('link', { name: /^Nomor Whatsapp/ }).click();
    await page.getByText('juga mengubah nomor yang kamu pakai untuk masuk').waitFor();
    await shot(page, '11-phone-readonly');
    await page.getByRole('link', { name: 'Ubah' }).click();
    await page.waitForURL(/state=choosing/);
    expect(await page.getByRole('link', { name: 'Kontak saya sudah tidak aktif' }).getAttribute('href')).toBe('/profile');
    await shot(page, '12-phone-choosing');
    const beforeFirst = Date.now(); // same clock as the server: an older code (the registration's) never matches
    await page.getByRole('button', { name: `Whatsapp ke 62${phone}` }).click();
    await page.waitForURL(/state=verification/);
    await typeCode(page, await codeFor(base(), phone, beforeFirst));
    await page.waitForURL(/state=edit/);
    await page.getByLabel('Nomor Whatsapp').fill(newPhone);
    await shot(page, '13-phone-edit');
    const beforeSecond = Date.now();
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.waitForURL(/state=verification-new/);
    await page.getByText(`+62${newPhone}`).waitFor();
    await typeCode(page, await codeFor(base(), newPhone, beforeSecond));
    await page.waitForURL(`${base()}/auth`);
    await page.getByText('Nomor Whatsapp berhasil diubah').waitFor();

    // The old number no longer logs in; the new one does. Then Keluar.
    await login(page, phone, password);
    await page.getByRole('alert').filter({ hasText: 'Nomor Whatsapp atau kata sandi salah' }).waitFor();
    await page.getByLabel('Nomor Whatsapp').fill(newPhone);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await page.waitForURL(`${base()}/profile`);
    await page.getByRole('heading', { name: 'Aisyah Rahmawati', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Keluar' }).click();
    await page.waitForURL(`${base()}/auth`);
    // Logged out for real: the profile sends a guest back to /auth.
    await page.goto(`${base()}/profile`);
    await page.waitForURL(`${base()}/auth`);
    await context.close();
  });

  it('resets a forgotten password with a code and logs in with the new one', async () => {
    const phone = randomPhone();
    const { registerByApi } = await import('../support/accounts.ts');
    await registerByApi(base(), phone, 'Budi Santoso', 'sandi-lama-1');
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${base()}/auth`);
    await page.getByRole('link', { name: 'Lupa Kata Sandi?' }).click();
    await page.waitForURL(`${base()}/forgot-password`);
    // The URL changes before the new page's code has loaded; until then the login form, which
    // has its own 'Nomor Whatsapp', is still on screen. Wait for this page's own button.
    await page.getByRole('button', { name: 'Kirim', exact: true }).waitFor();
    await page.getByLabel('Nomor Whatsapp').fill(phone);
    await shot(page, '14-forgot');
    const before = Date.now();
    await page.getByRole('button', { name: 'Kirim', exact: true }).click();
    await page.waitForURL(`${base()}/forgot-password/verification?state=forgot-password`);
    await typeCode(page, await codeFor(base(), phone, before));
    await page.waitForURL(`${base()}/forgot-password/new-password?state=forgot-password`);
    await page.getByLabel('Kata Sandi', { exact: true }).fill('sandi-baru-1');
    await page.getByLabel('Ulangi Kata Sandi').fill('sandi-baru-1');
    await shot(page, '15-new-password');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.waitForURL(`${base()}/auth`);
    await login(page, phone, 'sandi-baru-1');
    await page.waitForURL(`${base()}/profile`);
    const old = await api(base(), 'auth', 'login', { whatsapp: phone, password: 'sandi-lama-1' });
    expect(old.status).toBe(401);
    await context.close();
  });
});
