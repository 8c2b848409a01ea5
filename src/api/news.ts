import { callApi } from './client';
import { ArticleSchema, NewsListSchema, type NewsType } from '../contract/news';

type Opts = { signal?: AbortSignal };

export const getNews = (params: { type?: NewsType; search?: string } = {}, o: Opts = {}) =>
  callApi({ controller: 'news', kode: 'get_news', query: { type: params.type, search: params.search }, signal: o.signal }, NewsListSchema);

export const getArticle = (slug: string, o: Opts = {}) =>
  callApi({ controller: 'news', kode: 'get_article', query: { slug }, signal: o.signal }, ArticleSchema);
