import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, phoneContext } from '../support/browser.ts';
import { api, ensureStaffAccount, logInThroughForm, randomPhone, registerByApi, shot } from '../support/accounts.ts';
import { mockMapTiles } from '../support/map-tiles.ts';
import { STAFF } from '../support/server-process.ts';
import { CLIENT_KEY_HEADER, KODE_HEADER, WEB_CLIENT_KEY } from '../../src/contract/envelope.ts';

// Issue 28, following a mosque end to end: a guest follows a mosque on its page; that mosque's
// staff member (not a network admin) finds 'Panel Pengurus' in the profile menu, reaches the
// mosque, and posts an announcement; the guest reads it in Pesan.

const base = () => process.env.E2E_BASE_URL!;
const SLUG = 'masjid-raya-makassar';
const NAME = 'Masjid Raya Makassar';
const PASSWORD = 'sandi-takmir-28';

/** The mosque's id, as the public mosque page reads it. */
async function mosqueId(slug: string): Promise<number> {
  const res = await fetch(`${base()}/api/masjid?slug=${slug}`, { headers: { [KODE_HEADER]: 'get_campaign_by_slug', [CLIENT_KEY_HEADER]: WEB_CLIENT_KEY } });
  const body = (await res.json()) as { data: { id_masjid: number }[] };
  return body.data[0]!.id_masjid;
}

describe('following a mosque (Chromium)', () => {
  let browser: Browser;
  const staffPhone = randomPhone();
  const title = `Kerja bakti ${Date.now() % 100000}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    await ensureStaffAccount(base());
    await registerByApi(base(), staffPhone, 'Takmir Makassar', PASSWORD);
    // The network admin makes them staff of this one mosque (the role, step-up and grant are the API's).
    const login = await api(base(), 'auth', 'login', { whatsapp: STAFF.phone, password: STAFF.password });
    expect((await api(base(), 'admin', 'step_up', { password: STAFF.password }, login.cookie)).status).toBe(200);
    const granted = await api(base(), 'admin', 'grant_staff', { masjid_id: String(await mosqueId(SLUG)), whatsapp: `0${staffPhone}` }, login.cookie);
    expect(granted.status).toBe(200);
  });
  afterAll(async () => {
    await browser.close();
  });

  it("a guest follows, the mosque's staff posts from the panel, the guest reads it in Pesan", async () => {
    const guest = await phoneContext(browser);
    await mockMapTiles(guest);
    const visitor = await guest.newPage();
    await visitor.goto(`${base()}/masjid/${SLUG}`);
    await visitor.getByRole('heading', { name: NAME }).waitFor();
    await visitor.getByRole('button', { name: 'Ikuti masjid ini' }).click();
    await visitor.getByRole('button', { name: 'Berhenti mengikuti' }).waitFor();
    await visitor.getByText('Kamu mengikuti masjid ini', { exact: false }).first().waitFor();
    await visitor.evaluate(() => window.scrollTo(0, 0));
    await shot(visitor, 'follow-01-mosque-page-following');

    // The staff member: 'Panel Pengurus' in the profile menu, then their mosque, then the announcement.
    const staffContext = await phoneContext(browser);
    const staff = await staffContext.newPage();
    await logInThroughForm(staff, base(), staffPhone, PASSWORD);
    const panel = staff.getByRole('link', { name: 'Panel Pengurus' });
    await panel.waitFor();
    await shot(staff, 'follow-02-profile-menu-staff');
    await panel.click();
    await staff.waitForURL(`${base()}/admin`);
    await staff.getByRole('heading', { name: 'Masjid yang kamu kelola' }).waitFor();
    await shot(staff, 'follow-03-staff-home');
    await staff.getByRole('link', { name: new RegExp(NAME) }).click();
    await staff.waitForURL(/\/admin\/masjid\/\d+$/);
    // Told of the role in Pesan too (and by WhatsApp: the API test reads the gateway).
    const form = staff.getByRole('form', { name: 'Kirim Pengumuman Masjid' });
    await form.getByLabel('Judul').fill(title);
    await form.getByLabel('Isi Pengumuman').fill('Ahad pukul 07.00, mari bersihkan masjid bersama.');
    await shot(staff, 'follow-04-announcement-form');
    await form.getByRole('button', { name: 'Kirim ke Pengikut' }).click();
    await staff.getByText('Pengumuman terkirim ke pengikut masjid').waitFor();
    await staff.goto(`${base()}/pesan`);
    await staff.getByText('Kamu kini pengurus masjid').waitFor();
    await staffContext.close();

    await visitor.goto(`${base()}/pesan`);
    const item = visitor.getByTestId('pesan-item').filter({ hasText: `${NAME}: ${title}` });
    await item.waitFor();
    expect(await item.getAttribute('data-kind')).toBe('mosque-announcement');
    await shot(visitor, 'follow-05-guest-pesan');

    // Unfollowing ends it: the button turns back.
    await visitor.goto(`${base()}/masjid/${SLUG}`);
    await visitor.getByRole('button', { name: 'Berhenti mengikuti' }).click();
    await visitor.getByRole('button', { name: 'Ikuti masjid ini' }).waitFor();
    await guest.close();
  });

  it('an account follows and the profile lists the mosques it follows', async () => {
    const context = await phoneContext(browser);
    await mockMapTiles(context);
    const page = await context.newPage();
    await logInThroughForm(page, base(), staffPhone, PASSWORD);
    await page.goto(`${base()}/masjid/${SLUG}`);
    await page.getByRole('button', { name: 'Ikuti masjid ini' }).click();
    await page.getByRole('button', { name: 'Berhenti mengikuti' }).waitFor();
    await page.goto(`${base()}/profile`);
    const list = page.getByTestId('followed-mosques');
    await list.getByRole('link', { name: new RegExp(NAME) }).waitFor();
    await shot(page, 'follow-06-profile-followed');
    await context.close();
  });
});
