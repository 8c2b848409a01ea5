import { ok, type Controller } from '../http/controller.ts';
import { HttpError, invalid, notFound, tooMany } from '../http/errors.ts';
import { adminAction, staffChange, staffTarget, type AdminContext, type ChangeLimit } from '../accounts/index.ts';
import { hitRateLimit } from '../lib/rate-limit.ts';
import { adminMosqueById } from './admin-mosques.ts';
import { mosqueMovements } from './books.ts';
import { buildFridayReport } from './friday-report.ts';
import { cancelCount, confirmCount, confirmedOpenings, findOpening, listOpenings, openCount } from './kencleng-openings.ts';
import { MasjidIdQuery, roleMessages } from '../../src/contract/admin-mosque.ts';
import { KenclengCountForm, KenclengOpeningIdForm, kenclengMessages } from '../../src/contract/kencleng-box.ts';

// 'Buka kencleng' (two witnesses) and 'Laporan Jumat'; contract in src/contract/kencleng-box.ts.

/** Counts, confirmations and cancellations per account: a busy Friday is a handful, not hundreds. */
const COUNT_ACTIONS = { limit: 30, windowSeconds: 60 * 60 };

const countLimit = (userId: number): ChangeLimit => ({ key: `kencleng-count:${userId}`, rule: COUNT_ACTIONS });

async function withinLimit(db: Parameters<typeof hitRateLimit>[0], userId: number, now: Date) {
  const verdict = await hitRateLimit(db, `kencleng-count:${userId}`, COUNT_ACTIONS, now);
  if (!verdict.allowed) throw tooMany(verdict.retryAfterSeconds);
}

/** The opening a confirmation or cancellation names, once it exists and this person may act on its mosque. */
const countOpening = (ctx: AdminContext<{ id: number }>) =>
  staffTarget(ctx, { find: () => findOpening(ctx.db, ctx.input.id), missing: kenclengMessages.notFound, masjidOf: (row) => row.masjidId });

export const adminKenclengActions: Controller = {
  list_kencleng_openings: adminAction({
    method: 'GET',
    input: MasjidIdQuery,
    who: 'staff',
    handle: async ({ db, input, user, requireMosque }) => {
      requireMosque(input.masjid_id);
      return ok(await listOpenings(db, input.masjid_id, user.id));
    },
  }),

  open_kencleng_count: adminAction({
    method: 'POST',
    input: KenclengCountForm,
    idempotent: true,
    who: 'staff',
    stepUp: true,
    handle: async (ctx) => {
      const { db, deps, input, user, now, audit } = ctx;
      await staffTarget(ctx, { masjidId: input.masjid_id, find: () => adminMosqueById(db, input.masjid_id), missing: roleMessages.mosqueNotFound });
      await withinLimit(db, user.id, now);
      const result = await openCount(db, deps.config.dataDir, input, user, now);
      if (!result.ok) {
        if (result.reason === 'bad-photo') throw invalid({ photo: result.message }, result.message);
        if (result.reason === 'no-kencleng') throw invalid({ masjid_id: kenclengMessages.noKencleng }, kenclengMessages.noKencleng);
        throw new HttpError(409, kenclengMessages.tooManyPending);
      }
      const { opening } = result;
      await audit({ action: 'open_kencleng_count', targetType: 'kencleng_opening', targetId: opening.id, masjidId: opening.masjid_id, before: null, after: { amount: opening.amount, status: opening.status, photo: opening.photo } });
      return { data: opening, message: kenclengMessages.counted, status: 201 };
    },
  }),

  confirm_kencleng_count: adminAction({
    method: 'POST',
    input: KenclengOpeningIdForm,
    idempotent: true,
    who: 'staff',
    stepUp: true,
    handle: async (ctx) => {
      const { user, now } = ctx;
      const row = await countOpening(ctx);
      const result = await staffChange(ctx, countLimit(user.id), async (tx) => {
        const settled = await confirmCount(tx, row, user, now);
        return {
          result: settled,
          audit: settled.ok ? { action: 'confirm_kencleng_count', targetType: 'kencleng_opening', targetId: row.id, masjidId: row.masjidId, before: { status: 'pending', counted_by: row.countedByName }, after: { status: 'confirmed', amount: row.amount, confirmed_by: user.nama } } : null,
        };
      });
      if (!result.ok) {
        const message = result.reason === 'own-count' ? kenclengMessages.ownCount : kenclengMessages.notPending;
        throw new HttpError(409, message);
      }
      return ok(result.opening, kenclengMessages.confirmed);
    },
  }),

  cancel_kencleng_count: adminAction({
    method: 'POST',
    input: KenclengOpeningIdForm,
    idempotent: true,
    who: 'staff',
    handle: async (ctx) => {
      const { user, now } = ctx;
      const row = await countOpening(ctx);
      const result = await staffChange(ctx, countLimit(user.id), async (tx) => {
        const settled = await cancelCount(tx, row, user, now);
        return {
          result: settled,
          audit: settled.ok ? { action: 'cancel_kencleng_count', targetType: 'kencleng_opening', targetId: row.id, masjidId: row.masjidId, before: { status: 'pending', amount: row.amount }, after: { status: 'cancelled' } } : null,
        };
      });
      if (!result.ok) throw new HttpError(409, kenclengMessages.notPending);
      return ok(result.opening, kenclengMessages.cancelled);
    },
  }),

  get_friday_report: adminAction({
    method: 'GET',
    input: MasjidIdQuery,
    who: 'staff',
    handle: async ({ db, input, now, requireMosque }) => {
      requireMosque(input.masjid_id);
      const mosque = await adminMosqueById(db, input.masjid_id);
      if (!mosque) throw notFound(roleMessages.mosqueNotFound);
      const [movements, openings] = await Promise.all([mosqueMovements(db, mosque.id), confirmedOpenings(db, mosque.id)]);
      return ok(buildFridayReport({ slug: mosque.slug, nama: mosque.nama }, movements, openings, now));
    },
  }),
};
