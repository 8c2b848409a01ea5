import * as v from 'valibot';
import { CursorSchema, SearchSchema, SlugSchema } from './fields';
import { queryInt } from './campaign';
import { NEWS_TYPES } from './news-types';

// News controller (/api/news): 'Berita Terbaru' and 'Blog' (ours; the spec's page was empty).

export { NEWS_TYPES, type NewsType } from './news-types';

export const NewsItemSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  type: v.picklist(NEWS_TYPES),
  slug: v.string(),
  title: v.string(),
  excerpt: v.string(),
  /** Path served by this app, or null. */
  image: v.nullable(v.string()),
  author: v.nullable(v.string()),
  published_at: v.pipe(v.string(), v.isoTimestamp()),
});
export type NewsItem = v.InferOutput<typeof NewsItemSchema>;
export const NewsListSchema = v.array(NewsItemSchema);

/** An article; body is HTML. */
export const ArticleSchema = v.object({ ...NewsItemSchema.entries, body: v.string() });
export type Article = v.InferOutput<typeof ArticleSchema>;

export const NewsQuery = v.object({
  type: v.optional(v.picklist(NEWS_TYPES, 'Jenis artikel tidak valid'), 'berita'),
  search: SearchSchema,
  limit: v.optional(queryInt(1, 100, 'Batas harus bilangan bulat 1 sampai 100'), 100),
  cursor: CursorSchema,
});
export const ArticleQuery = v.object({ slug: SlugSchema });
