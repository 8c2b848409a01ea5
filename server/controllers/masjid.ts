import { action, ok, okPage, type Controller } from '../http/controller.ts';
import { notFound } from '../http/errors.ts';
import { MosqueSearchQuery, MosqueSlugQuery } from '../../src/contract/masjid.ts';
import { findMosqueBySlug, searchMosques } from '../services/mosques.ts';

export const masjidController: Controller = {
  get_campaign: action({
    method: 'GET',
    input: MosqueSearchQuery,
    handle: async ({ db, input }) => okPage(await searchMosques(db, input)),
  }),

  /** An array, the first item used (spec section 7). */
  get_campaign_by_slug: action({
    method: 'GET',
    input: MosqueSlugQuery,
    handle: async ({ db, input }) => {
      const mosque = await findMosqueBySlug(db, input.slug);
      if (!mosque) throw notFound('Masjid tidak ditemukan');
      return ok([mosque]);
    },
  }),
};
