import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, phoneContext } from '../support/browser.ts';

const base = () => process.env.E2E_BASE_URL!;

/** What the phone shows, for looking at the screen: SHOTS_DIR=… */
const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
};

describe('a Kemenag sentence over several verses, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('reads QS 18:1-3 whole under verse 3, verses 1 and 2 pointing there, and copies the whole sentence from verse 1', async () => {
    const context = await phoneContext(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await page.goto(`${base()}/tilawahku/surah/18`);
    const verse = (a: number) => page.locator(`#ayat-18-${a}`);
    await verse(3).waitFor();
    const three = await verse(3).locator('p').last().innerText();
    expect(three).toMatch(/^1\. Segala puji bagi Allah .* bengkok 2\. sebagai bimbingan yang lurus, .* 3\. mereka kekal di dalamnya untuk selama-lamanya$/);
    for (const a of [1, 2]) expect(await verse(a).locator('p').last().innerText()).toBe(`${a}. Terjemah ayat 1-3 satu kalimat, dibaca utuh di bawah ayat 3.`);
    // A verse standing alone keeps its own translation.
    expect(await verse(4).locator('p').last().innerText()).toBe('4. Dan untuk memperingatkan kepada orang yang berkata, "Allah mengambil seorang anak');
    await shot(page, 'quran-sentence-18-1-2');
    await verse(3).scrollIntoViewIfNeeded();
    await shot(page, 'quran-sentence-18-3');

    await page.getByRole('button', { name: 'Pilihan ayat 18:1', exact: true }).click();
    const sheet = page.getByRole('dialog');
    await expect.poll(() => sheet.innerText()).toContain('Terjemah ayat 1-3: (1) Segala puji bagi Allah');
    await shot(page, 'quran-sentence-sheet');
    await sheet.getByRole('button', { name: 'Salin ayat' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/"\(1\) Segala puji .* \(3\) mereka kekal di dalamnya untuk selama-lamanya"\n\(QS\. Al-Kahf \[18\]: 1-3\)$/s);
    await context.close();
  });
});
