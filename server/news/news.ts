import { and, desc, eq, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { newsArticles } from '../db/schema.ts';
import type { Article, NewsItem, NewsType } from '../../src/contract/news.ts';
import { likePattern } from '../lib/like-pattern.ts';
import { toPage, type Page } from '../lib/paging.ts';

// 'Berita Terbaru' and 'Blog'. An article dated in the future is scheduled, not yet published.

type Row = typeof newsArticles.$inferSelect;

/** A stored article as the news list answers it. */
export function toNewsItem(r: Row): NewsItem {
  return {
    id: r.id,
    type: r.type === 'blog' ? 'blog' : 'berita',
    slug: r.slug,
    title: r.title,
    excerpt: r.excerpt,
    image: r.image,
    author: r.author,
    published_at: r.publishedAt.toISOString(),
  };
}

/** Published articles of a type, newest first, a page after the `cursor` article. */
export async function listNews(
  db: Db, input: { type: NewsType; search: string; limit: number; cursor: number | null }, now: Date,
): Promise<Page<NewsItem>> {
  const conditions = [eq(newsArticles.type, input.type), lte(newsArticles.publishedAt, now)];
  if (input.cursor !== null) conditions.push(sql`(${newsArticles.publishedAt}, ${newsArticles.id}) < (select c.published_at, c.id from news_articles c where c.id = ${input.cursor})`);
  if (input.search) {
    const pattern = likePattern(input.search);
    const match = or(sql`${newsArticles.title} ilike ${pattern}`, sql`${newsArticles.excerpt} ilike ${pattern}`);
    if (match) conditions.push(match);
  }
  const rows = await db.select().from(newsArticles).where(and(...conditions))
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id)).limit(input.limit + 1);
  return toPage(rows, input.limit, toNewsItem);
}

export async function findArticle(db: Db, slug: string, now: Date): Promise<Article | null> {
  const [row] = await db.select().from(newsArticles)
    .where(and(eq(newsArticles.slug, slug), lte(newsArticles.publishedAt, now))).limit(1);
  return row ? { ...toNewsItem(row), body: row.body } : null;
}
