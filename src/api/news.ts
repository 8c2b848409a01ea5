import { callApi } from './client';
import { ArticleSchema, NewsListSchema, type NewsType } from '../contract/news';

type Opts = { signal?: AbortSignal };

/** A page of articles; `cursor` is the previous answer's `nextCursor`. */
export const getNews = (params: { type?: NewsType; search?: string; limit?: number; cursor?: string | null } = {}, o: Opts = {}) =>
  callApi({ controller: 'news', kode: 'get_news', query: { type: params.type, search: params.search, limit: params.limit, cursor: params.cursor ?? undefined }, signal: o.signal }, NewsListSchema);

export const getArticle = (slug: string, o: Opts = {}) =>
  callApi({ controller: 'news', kode: 'get_article', query: { slug }, signal: o.signal }, ArticleSchema);
