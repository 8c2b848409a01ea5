import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { Browser } from 'playwright-core';
import { launchBrowser, phoneContext } from '../support/browser.ts';
import { randomPhone, shot } from '../support/accounts.ts';
import { payThroughSimulator } from '../support/simulated-payment.ts';
import { CLIENT_KEY_HEADER, EnvelopeSchema, KODE_HEADER, WEB_CLIENT_KEY } from '../../src/contract/envelope.ts';
import { CampaignArraySchema } from '../../src/contract/campaign.ts';

// Issue 45: 'Sembunyikan nama saya (Hamba Allah)'. A guest ticks it on the donate form, pays
// through the built-in simulator, and the campaign's donor list and prayers say 'Hamba Allah',
// never the name; the donation's own page keeps the name for the donor.

const base = () => process.env.E2E_BASE_URL!;
const SLUG = 'wakaf-pohon-produktif-merapi'; // read by no other browser test: its lists are this test's
/** A name no seed and no other test uses, so finding it anywhere is this donation's leak. */
const NAME = `Rahmat Sulistyo ${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 6)}`;
const DOA = `Semoga pohon ini menjadi naungan ${Date.now().toString(36)}`;

describe("donating as 'Hamba Allah'", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("shows 'Hamba Allah' on the donor list and the prayers, and the name only on the donor's own page", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${base()}/campaign/${SLUG}/donate`);
    await page.getByRole('heading', { name: 'Pilih Nominal Donasi' }).waitFor();
    await page.getByRole('button', { name: 'Rp 50.000' }).click();
    await page.getByLabel('Nama Lengkap').fill(NAME);
    const hide = page.getByRole('checkbox', { name: 'Sembunyikan nama saya (Hamba Allah)' });
    expect(await hide.isChecked()).toBe(false);
    await hide.check();
    // The name stays: it is what the receipt carries.
    expect(await page.getByLabel('Nama Lengkap').inputValue()).toBe(NAME);
    await page.getByLabel('Nomor Whatsapp').fill(randomPhone());
    await page.getByLabel('Doa (opsional)').fill(DOA);
    await page.getByTestId('choose-method').click();
    await page.getByTestId('method-BSI_VA').click();
    await page.locator('dialog[open]').waitFor({ state: 'detached' }).catch(() => undefined);
    await shot(page, 'hamba-allah-01-form-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await shot(page, 'hamba-allah-02-form-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    await page.getByRole('button', { name: 'Bayar Sekarang' }).click();
    await page.waitForURL(/\/donation\/[A-Z0-9]+\/checkout$/);
    const code = /\/donation\/([A-Z0-9]+)\/checkout$/.exec(page.url())![1]!;
    expect(await payThroughSimulator(base(), process.env.E2E_DATA_DIR!, code)).toBe(200);

    // The donor's own page: the real name, and how the lists show it.
    await page.goto(`${base()}/donation/${code}`);
    await page.getByTestId('shown-as').waitFor();
    expect(await page.getByTestId('shown-as').innerText()).toBe('Hamba Allah');
    expect(await page.locator('main').innerText()).toContain(NAME);
    await shot(page, 'hamba-allah-04-own-page');

    // Riwayat Infaq, newest first: the donation is there, as 'Hamba Allah'.
    await page.goto(`${base()}/campaign/${SLUG}/donors`);
    const row = page.getByTestId('donor').filter({ hasText: DOA });
    await row.waitFor();
    expect(await row.locator('strong').first().innerText()).toBe('Hamba Allah');
    expect(await page.locator('body').innerText()).not.toContain(NAME);
    await shot(page, 'hamba-allah-03-donors');

    // The prayers on the campaign page: the same.
    await page.goto(`${base()}/campaign/${SLUG}`);
    const prayer = page.getByTestId('prayer').filter({ hasText: DOA });
    await prayer.waitFor({ state: 'attached' });
    expect(await prayer.locator('h3').textContent()).toBe('Hamba Allah');
    expect(await page.content()).not.toContain(NAME);

    // And the public answers themselves never carry the name.
    const id = await programId(SLUG);
    for (const kode of ['get_transaction_list', 'get_prayer_campaign']) {
      const url = new URL('/api/campaign', base());
      url.searchParams.set('programId', id);
      const text = await (await fetch(url, { headers: { [KODE_HEADER]: kode, [CLIENT_KEY_HEADER]: WEB_CLIENT_KEY } })).text();
      expect(text, kode).toContain('Hamba Allah');
      expect(text, kode).not.toContain(NAME);
    }
    await context.close();
  });
});

/** The program's id ('ID-12') by its slug, as the app reads it. */
async function programId(slug: string): Promise<string> {
  const url = new URL('/api/campaign', base());
  url.searchParams.set('slug', slug);
  const res = await fetch(url, { headers: { [KODE_HEADER]: 'get_campaign_detail', [CLIENT_KEY_HEADER]: WEB_CLIENT_KEY } });
  return v.parse(CampaignArraySchema, v.parse(EnvelopeSchema, await res.json()).data)[0]!.programId;
}
