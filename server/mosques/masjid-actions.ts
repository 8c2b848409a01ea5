import { action, ok, okPage, type Controller } from '../http/controller.ts';
import { notFound } from '../http/errors.ts';
import { MosqueSearchQuery, MosqueSlugQuery } from '../../src/contract/masjid.ts';
import { findMosqueBySlug, searchMosques } from './directory.ts';
import { financeReport, findMosqueRow, upcomingActivities } from './pages.ts';
import { MosqueFinanceQuery } from '../../src/contract/mosque-finance.ts';
import { masjidTimesActions } from './masjid-times-actions.ts';
import { masjidWallActions } from './wall-actions.ts';
import { mosqueFollowActions } from './follow-actions.ts';
import { masjidQurbanActions } from './qurban-actions.ts';
import { masjidRosterActions } from './roster-actions.ts';
import { masjidKajianRegistrationActions } from './kajian-registration-actions.ts';
import { listKajian } from './kajian.ts';
import { KajianQuery } from '../../src/contract/kajian.ts';

const mosqueNotFound = 'Masjid tidak ditemukan';

export const masjidController: Controller = {
  get_campaign: action({
    method: 'GET',
    sharedCopy: true,
    input: MosqueSearchQuery,
    handle: async ({ db, input }) => okPage(await searchMosques(db, input)),
  }),

  /** 'Kajian Terdekat': every mosque's coming kajian, by time and distance (contract/kajian.ts). */
  list_kajian: action({
    method: 'GET',
    sharedCopy: true,
    input: KajianQuery,
    handle: async ({ db, input, now }) => ok(await listKajian(db, input, now)),
  }),

  /** An array, the first item used (spec section 7). */
  get_campaign_by_slug: action({
    method: 'GET',
    input: MosqueSlugQuery,
    handle: async ({ db, input }) => {
      const mosque = await findMosqueBySlug(db, input.slug);
      if (!mosque) throw notFound(mosqueNotFound);
      return ok([mosque]);
    },
  }),

  /** 'Kegiatan': what is coming at the mosque, soonest first. */
  get_activities: action({
    method: 'GET',
    input: MosqueSlugQuery,
    handle: async ({ db, input, now }) => {
      const mosque = await findMosqueRow(db, input.slug);
      if (!mosque) throw notFound(mosqueNotFound);
      return ok(await upcomingActivities(db, mosque, now));
    },
  }),

  /** 'Keuangan': the open finance report, per week or month. */
  get_finance: action({
    method: 'GET',
    input: MosqueFinanceQuery,
    handle: async ({ db, input, now }) => {
      const mosque = await findMosqueRow(db, input.slug);
      if (!mosque) throw notFound(mosqueNotFound);
      return ok(await financeReport(db, mosque, input.period, now));
    },
  }),

  ...masjidTimesActions,
  ...masjidWallActions,
  ...mosqueFollowActions,
  ...masjidQurbanActions,
  ...masjidRosterActions,
  ...masjidKajianRegistrationActions,
};
