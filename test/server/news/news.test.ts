import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { newsArticles } from '../../../server/db/schema.ts';
import { ArticleSchema, NewsListSchema } from '../../../src/contract/news.ts';

const NOW = new Date('2026-11-20T03:00:00Z');

describe('news controller', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, start: NOW });
  });
  afterAll(async () => t.close());

  it('lists news by default and blog posts on request, newest first', async () => {
    const berita = v.parse(NewsListSchema, (await t.call('news', 'get_news')).body.data);
    expect(berita.length).toBeGreaterThanOrEqual(3);
    expect(berita.every((a) => a.type === 'berita')).toBe(true);
    const dates = berita.map((a) => a.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const blog = v.parse(NewsListSchema, (await t.call('news', 'get_news', { query: { type: 'blog' } })).body.data);
    expect(blog.length).toBeGreaterThanOrEqual(3);
    expect(blog.every((a) => a.type === 'blog')).toBe(true);
  });

  it('searches title and excerpt case-insensitively', async () => {
    const hits = v.parse(NewsListSchema, (await t.call('news', 'get_news', { query: { type: 'blog', search: ' ADAB ' } })).body.data);
    expect(hits.map((a) => a.slug)).toEqual(['adab-berdoa-agar-dikabulkan']);
    expect((await t.call('news', 'get_news', { query: { search: 'zzzz' } })).body.data).toEqual([]);
  });

  it('keeps a scheduled article hidden until its time', async () => {
    await t.db.insert(newsArticles).values({
      type: 'berita', slug: 'terjadwal', title: 'Terjadwal', excerpt: 'Nanti', body: '<p>Nanti</p>', publishedAt: new Date(NOW.getTime() + 3_600_000),
    });
    expect((await t.call('news', 'get_news', { query: { search: 'Terjadwal' } })).body.data).toEqual([]);
    expect((await t.call('news', 'get_article', { query: { slug: 'terjadwal' } })).status).toBe(404);
    t.clock.advance(2 * 3_600_000);
    expect((await t.call('news', 'get_news', { query: { search: 'Terjadwal' } })).body.data).toHaveLength(1);
  });

  it('get_article answers the HTML body; unknown slug 404, bad type or slug 422', async () => {
    const a = v.parse(ArticleSchema, (await t.call('news', 'get_article', { query: { slug: 'keutamaan-sedekah-jariyah' } })).body.data);
    expect(a.body).toContain('<p>');
    expect(a.title).toBe('Keutamaan Sedekah Jariyah: Pahala yang Tidak Terputus');
    const missing = await t.call('news', 'get_article', { query: { slug: 'tidak-ada' } });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Artikel tidak ditemukan');
    const badType = await t.call('news', 'get_news', { query: { type: 'gosip' } });
    expect(badType.status).toBe(422);
    expect(badType.body.errors?.type).toBe('Jenis artikel tidak valid');
    expect((await t.call('news', 'get_article', { query: { slug: 'A B' } })).status).toBe(422);
  });
});
