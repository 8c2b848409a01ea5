import type * as v from 'valibot';
import type { Db } from '../db/client.ts';
import { newsArticles } from '../db/schema.ts';
import { insertWithUniqueSlug, slugify } from '../lib/slugs.ts';
import { textToHtml } from '../lib/plain-text.ts';
import { toNewsItem } from './news.ts';
import type { ArticleForm } from '../../src/contract/admin.ts';
import type { NewsItem } from '../../src/contract/news.ts';

/**
 * Publishes a news or blog article at once, under a slug made from its title. The excerpt stays
 * plain text on one line (lists show it as is); the body is stored as HTML paragraphs.
 */
export async function publishArticle(db: Db, input: v.InferOutput<typeof ArticleForm>, author: string, now: Date): Promise<NewsItem> {
  const excerpt = input.excerpt.replace(/\s+/g, ' ').trim();
  const row = await insertWithUniqueSlug(slugify(input.title, 'artikel'), async (slug) => {
    const [inserted] = await db
      .insert(newsArticles)
      .values({ type: input.type, slug, title: input.title, excerpt, body: textToHtml(input.body), image: null, author, publishedAt: now })
      .onConflictDoNothing({ target: newsArticles.slug })
      .returning();
    return inserted ?? null;
  });
  return toNewsItem(row);

}
