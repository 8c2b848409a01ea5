import { callApi } from './client';
import type { ReadCall } from '../contract/first-screen';
import { ArticleSchema, NewsListSchema, type NewsType } from '../contract/news';

type Opts = { signal?: AbortSignal };

type NewsParams = { type?: NewsType; search?: string; limit?: number; cursor?: string | null };

export const newsCall = (params: NewsParams): ReadCall => ({
  controller: 'news', kode: 'get_news', query: { type: params.type, search: params.search, limit: params.limit, cursor: params.cursor ?? undefined },
});

/** A page of articles; `cursor` is the previous answer's `nextCursor`. */
export const getNews = (params: NewsParams = {}, o: Opts = {}) => callApi({ ...newsCall(params), signal: o.signal }, NewsListSchema);

export const articleCall = (slug: string): ReadCall => ({ controller: 'news', kode: 'get_article', query: { slug } });

export const getArticle = (slug: string, o: Opts = {}) => callApi({ ...articleCall(slug), signal: o.signal }, ArticleSchema);
