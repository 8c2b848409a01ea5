import { action, ok, okPage, type Controller } from '../http/controller.ts';
import { notFound } from '../http/errors.ts';
import { ArticleQuery, NewsQuery } from '../../src/contract/news.ts';
import { findArticle, listNews } from './news.ts';

export const newsController: Controller = {
  get_news: action({
    method: 'GET',
    input: NewsQuery,
    handle: async ({ db, input, now }) => okPage(await listNews(db, input, now)),
  }),

  get_article: action({
    method: 'GET',
    input: ArticleQuery,
    handle: async ({ db, input, now }) => {
      const article = await findArticle(db, input.slug, now);
      if (!article) throw notFound('Artikel tidak ditemukan');
      return ok(article);
    },
  }),
};
