import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, phoneContext } from '../support/browser.ts';

const base = () => process.env.E2E_BASE_URL!;

describe("the 'Berita' tab: news and blog in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows news, switches to the blog, searches each, and opens an article', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(base());
    await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Berita' }).click();
    await page.waitForURL(`${base()}/news`);
    const laporan = page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Berita' });
    expect(await laporan.getAttribute('aria-current')).toBe('page');

    const cards = page.getByTestId('article-card');
    await cards.first().waitFor();
    expect(await page.getByRole('tab', { name: 'Berita Terbaru' }).getAttribute('aria-selected')).toBe('true');
    const news = await cards.allInnerTexts();
    expect(news.some((t) => t.includes('Sumur Bor Gunungkidul'))).toBe(true);
    expect(news.some((t) => t.includes('Keutamaan Sedekah Jariyah'))).toBe(false); // a blog post
    expect(news[0]).toMatch(/\d{1,2} (Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember) \d{4}/);

    await page.getByRole('searchbox', { name: 'Cari berita' }).fill('banjir');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=article-card]').length === 1);
    expect(await cards.first().innerText()).toContain('Posko Banjir');
    expect(new URL(page.url()).searchParams.get('q')).toBe('banjir');

    await page.getByRole('tab', { name: 'Blog' }).click();
    await page.waitForFunction(() => new URL(location.href).searchParams.get('tab') === 'blog');
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid=article-card]')].some((c) => c.textContent?.includes('Keutamaan Sedekah')));
    expect(await page.getByRole('searchbox', { name: 'Cari blog' }).inputValue()).toBe('');
    const blog = await cards.allInnerTexts();
    expect(blog.some((t) => t.includes('Sumur Bor'))).toBe(false);

    await page.getByRole('searchbox', { name: 'Cari blog' }).fill('zzz tidak ada');
    await page.getByText('Artikel tidak ditemukan').waitFor();
    expect(await page.getByText('Nantikan update artikel terbaru kami disini').isVisible()).toBe(true);

    await page.getByRole('searchbox', { name: 'Cari blog' }).fill('adab');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=article-card]').length === 1);
    await cards.first().click();
    await page.waitForURL(/\/news\/adab-berdoa/);
    await page.getByRole('heading', { name: /Adab Berdoa/ }).waitFor();
    expect((await page.locator('article p').allInnerTexts()).length).toBeGreaterThan(1);
    await context.close();
  });
});
