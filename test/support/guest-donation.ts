import type { Page } from 'playwright-core';
import { randomPhone } from './accounts.ts';

/**
 * A guest gives Rp 50.000 to a program by virtual account through the form, as a person would;
 * resolves with the donation's code once its checkout page is open.
 */
export async function donateAsGuestByVa(page: Page, base: string, slug: string): Promise<string> {
  await page.goto(`${base}/campaign/${slug}/donate`);
  await page.getByRole('heading', { name: 'Pilih Nominal Donasi' }).waitFor();
  await page.getByRole('button', { name: 'Rp 50.000' }).click();
  await page.getByLabel('Nama Lengkap').fill('Hamba Allah');
  await page.getByLabel('Nomor Whatsapp').fill(randomPhone());
  await page.getByTestId('choose-method').click();
  await page.getByTestId('method-BSI_VA').click();
  await page.locator('dialog[open]').waitFor({ state: 'detached' }).catch(() => undefined);
  await page.getByRole('button', { name: 'Bayar Sekarang' }).click();
  await page.waitForURL(/\/donation\/[A-Z0-9]+\/checkout$/);
  return /\/donation\/([A-Z0-9]+)\/checkout$/.exec(page.url())![1]!;
}
