import { action, ok, type Controller } from '../http/controller.ts';
import { notFound } from '../http/errors.ts';
import { MosqueSlugQuery } from '../../src/contract/masjid.ts';
import { timesMessages } from '../../src/contract/mosque-times.ts';
import { findMosqueRow } from './pages.ts';
import { monthTotals, mosqueTimes } from './times.ts';

// The public reads of a mosque's own times and its wall screen (contract/mosque-times.ts).

export const masjidTimesActions: Controller = {
  /** Iqamah rules, zone, the coming Fridays and special days; the adzan times are computed on the device. */
  get_times: action({
    method: 'GET',
    input: MosqueSlugQuery,
    handle: async ({ db, input, now }) => {
      const mosque = await findMosqueRow(db, input.slug);
      if (!mosque) throw notFound(timesMessages.mosqueNotFound);
      return ok(await mosqueTimes(db, mosque, now));
    },
  }),

  /** This month's kencleng and online infaq, for the wall screen. */
  get_month_totals: action({
    method: 'GET',
    input: MosqueSlugQuery,
    handle: async ({ db, input, now }) => {
      const mosque = await findMosqueRow(db, input.slug);
      if (!mosque) throw notFound(timesMessages.mosqueNotFound);
      return ok(await monthTotals(db, mosque.id, now));
    },
  }),
};
