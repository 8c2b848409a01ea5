import { type Controller } from '../http/controller.ts';
import { adminAction } from '../accounts/index.ts';
import { publishArticle } from './admin-news.ts';
import { ArticleForm, adminMessages } from '../../src/contract/admin.ts';

/** The network admin publishes 'Berita & Blog'. */
export const newsAdminActions: Controller = {
  save_article: adminAction({
    method: 'POST',
    input: ArticleForm,
    idempotent: true,
    handle: async ({ db, input, user, now, audit }) => {
      const article = await db.transaction(async (tx) => {
        const published = await publishArticle(tx, input, user.nama, now);
        await audit({ action: 'save_article', targetType: 'article', targetId: published.slug, after: { type: input.type, title: input.title } }, tx);
        return published;
      });
      return { data: article, message: adminMessages.articlePublished, status: 201 };
    },
  }),
};
