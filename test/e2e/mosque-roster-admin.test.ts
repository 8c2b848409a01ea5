import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, phoneContext } from '../support/browser.ts';
import { api, logInThroughForm, mosqueWithStaff, randomPhone, registerByApi, shot } from '../support/accounts.ts';
import { mockMapTiles } from '../support/map-tiles.ts';
import { addDays, dateInZone } from '../../src/contract/zone-clock.ts';
import { rosterMessages } from '../../src/contract/ramadan-roster.ts';
import { CLIENT_KEY_HEADER, KODE_HEADER, WEB_CLIENT_KEY } from '../../src/contract/envelope.ts';

// Issue 43, the staff's side of a mosque's Ramadan rosters: from their mosque's page in the panel,
// on a phone, they fill the coming nights with a name or leave a slot open for the jamaah, see who
// took an open one through the app, and remove a slot. A past day is refused and adds nothing.

const base = () => process.env.E2E_BASE_URL!;
const ZONE = 'Asia/Jakarta';
const PASSWORD = 'sandi-petugas-ramadan';

describe("a mosque's Ramadan roster in the panel (Chromium)", () => {
  let browser: Browser;
  const staffPhone = randomPhone();
  const jamaahPhone = randomPhone();
  let masjidId = 0;
  let slug = '';
  const today = dateInZone(Date.now(), ZONE);
  const tomorrow = addDays(today, 1);
  const dayAfter = addDays(today, 2);
  const tomorrowText = new Intl.DateTimeFormat('id-ID', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(`${tomorrow}T00:00:00Z`));

  beforeAll(async () => {
    browser = await launchBrowser();
    await registerByApi(base(), staffPhone, 'Takmir Ramadan', PASSWORD);
    await registerByApi(base(), jamaahPhone, 'Hasan Basri', PASSWORD);
    ({ id: masjidId, slug } = await mosqueWithStaff(base(), staffPhone, {
      nama: `Masjid Petugas Uji ${Date.now() % 100000}`, alamat: 'Jl. Tarawih No. 27', kota: 'Bogor', latitude: '-6.5950', longitude: '106.8166',
    }));
  });
  afterAll(async () => {
    await browser.close();
  });

  it('staff refuse a past day, add a named imam and an open takjil for tomorrow, see a volunteer, and remove slots', async () => {
    const context = await phoneContext(browser);
    await mockMapTiles(context);
    const page = await context.newPage();
    await logInThroughForm(page, base(), staffPhone, PASSWORD);
    await page.goto(`${base()}/admin/masjid/${masjidId}`);
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Petugas Ramadan', level: 2 }) });
    await section.getByText('Belum ada jadwal petugas.').waitFor();
    const form = section.getByRole('form', { name: 'Tambah Petugas' });
    const date = form.getByLabel('Tanggal', { exact: true });
    expect(await date.getAttribute('min')).toBe(today);

    // Yesterday: refused in Indonesian on the phone, what was typed stays, nothing is added.
    await date.fill(addDays(today, -1));
    await form.getByRole('combobox', { name: 'Tugas' }).selectOption({ label: 'Imam Tarawih' });
    await form.getByLabel('Nama petugas (boleh kosong)').fill('Ust. Ahmad Fauzi');
    await form.getByRole('button', { name: 'Tambah' }).click();
    await form.getByText(rosterMessages.datePast).waitFor();
    expect(await form.getByLabel('Nama petugas (boleh kosong)').inputValue()).toBe('Ust. Ahmad Fauzi');
    expect(await section.getByTestId('admin-roster-slot').count()).toBe(0);
    await shot(page, 'roster-admin-01-past-refused');

    // Tomorrow's imam with a name; the name clears, the day and role stay for the next entry.
    await date.fill(tomorrow);
    await form.getByRole('button', { name: 'Tambah' }).click();
    await page.getByText(rosterMessages.added).waitFor();
    const rows = section.getByTestId('admin-roster-slot');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await form.getByLabel('Nama petugas (boleh kosong)').inputValue()).toBe('');
    expect(await date.inputValue()).toBe(tomorrow);
    expect(await form.getByRole('combobox', { name: 'Tugas' }).inputValue()).toBe('imam_tarawih');

    // An open takjil the same night, and an open kultum the night after.
    await form.getByRole('combobox', { name: 'Tugas' }).selectOption({ label: 'Takjil' });
    await form.getByRole('button', { name: 'Tambah' }).click();
    await expect.poll(() => rows.count()).toBe(2);
    await date.fill(dayAfter);
    await form.getByRole('combobox', { name: 'Tugas' }).selectOption({ label: 'Kultum Tarawih' });
    await form.getByRole('button', { name: 'Tambah' }).click();
    await expect.poll(() => rows.count()).toBe(3);
    await section.getByRole('heading', { name: tomorrowText, level: 3 }).waitFor();
    expect((await rows.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim())).toEqual([
      'Imam Tarawih Ust. Ahmad Fauzi Hapus',
      'Takjil Kosong, menunggu jamaah Hapus',
      'Kultum Tarawih Kosong, menunggu jamaah Hapus',
    ]);

    // A jamaah takes the open kultum through the app; the panel shows it came that way, number masked.
    const jamaah = await api(base(), 'auth', 'login', { whatsapp: jamaahPhone, password: PASSWORD });
    const open = await fetch(`${base()}/api/masjid?slug=${slug}`, { headers: { [KODE_HEADER]: 'get_roster', [CLIENT_KEY_HEADER]: WEB_CLIENT_KEY, cookie: jamaah.cookie! } });
    expect(open.status).toBe(200);
    const kultum = ((await open.json()).data as { days: { date: string; slots: { id: number; role: string }[] }[] }).days
      .find((d) => d.date === dayAfter)!.slots.find((s) => s.role === 'kultum_tarawih')!;
    expect((await api(base(), 'masjid', 'volunteer_roster', { slug, id: String(kultum.id) }, jamaah.cookie)).status).toBe(200);
    await page.reload();
    const volunteered = rows.filter({ hasText: 'Kultum Tarawih' });
    await volunteered.getByText('lewat aplikasi').waitFor();
    const volunteeredText = await volunteered.innerText();
    expect(volunteeredText).toContain('Hasan Basri');
    expect(volunteeredText).not.toContain(jamaahPhone);
    expect(volunteeredText).toMatch(/\*/);
    await shot(page, 'roster-admin-02-list');
    await page.emulateMedia({ colorScheme: 'dark' });
    await shot(page, 'roster-admin-03-list-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    // Removing the volunteer's slot asks first; 'Batal' keeps it.
    await volunteered.getByRole('button', { name: /^Hapus Kultum Tarawih/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Hapus petugas yang mendaftar?' });
    await sheet.getByText('Hasan Basri mendaftar lewat aplikasi').waitFor();
    await sheet.getByRole('button', { name: 'Batal' }).click();
    await sheet.waitFor({ state: 'hidden' });
    expect(await rows.count()).toBe(3);

    // The open takjil goes at once; the list follows the answer.
    await rows.filter({ hasText: 'Takjil' }).getByRole('button', { name: /^Hapus Takjil/ }).click();
    await page.getByText(rosterMessages.removed).waitFor();
    await expect.poll(() => rows.count()).toBe(2);
    expect(await section.innerText()).not.toContain('Takjil Kosong');

    // The volunteer's goes after 'Ya, Hapus'.
    await volunteered.getByRole('button', { name: /^Hapus Kultum Tarawih/ }).click();
    await sheet.getByRole('button', { name: 'Ya, Hapus' }).click();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().innerText()).toContain('Ust. Ahmad Fauzi');

    // What the panel shows is what the server keeps.
    await page.reload();
    await section.getByRole('heading', { name: tomorrowText, level: 3 }).waitFor();
    expect(await rows.count()).toBe(1);
    await shot(page, 'roster-admin-04-after-remove');
    await context.close();
  });
});
