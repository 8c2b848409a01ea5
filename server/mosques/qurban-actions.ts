import { action, ok, type Controller } from '../http/controller.ts';
import { invalid, notFound, tooMany, unauthenticated } from '../http/errors.ts';
import { hitRateLimit } from '../lib/rate-limit.ts';
import { adminAction, staffChange, staffTarget, type AdminContext, type ChangeLimit } from '../accounts/index.ts';
import { MosqueSlugQuery } from '../../src/contract/masjid.ts';
import { QurbanBookForm, QurbanMasjidForm, QurbanOfferForm, QurbanSlaughterForm, qurbanMessages } from '../../src/contract/qurban.ts';
import { findMosqueRow } from './pages.ts';
import { mosqueById } from './times.ts';
import { bookQurban, findQurbanAnimal, offerQurban, qurbanAdminView, qurbanView, slaughterQurban, type QurbanRefusal } from './qurban.ts';

// Qurban on /api/masjid (the mosque page's read and a person's booking) and /api/admin (the
// staff's offer, list and slaughter, scoped to their mosques and audited); contract/qurban.ts.

/** Staff changes per person: a season's offers and a morning of slaughter fit; a runaway script stops. */
const changes = (userId: number): ChangeLimit => ({ key: `mosque-qurban:${userId}`, rule: { limit: 120, windowSeconds: 60 * 60 } });
/** Booking taps per person: a family's shares and a few refusals fit, a script hammering a cow does not. */
const BOOK_LIMIT = { limit: 20, windowSeconds: 60 * 60 };

const refused = (r: QurbanRefusal) => invalid({ [r.field]: r.message }, r.message);

const staffMosque = (ctx: AdminContext<unknown>, masjidId: number) =>
  staffTarget(ctx, { masjidId, find: () => mosqueById(ctx.db, masjidId), missing: qurbanMessages.mosqueNotFound });

async function mosqueOf(db: Parameters<typeof findMosqueRow>[0], slug: string) {
  const mosque = await findMosqueRow(db, slug);
  if (!mosque) throw notFound(qurbanMessages.mosqueNotFound);
  return mosque;
}

export const masjidQurbanActions: Controller = {
  /** 'Qurban' on the mosque page: what is offered and the places left; a signed-in reader's own bookings. */
  get_qurban: action({
    method: 'GET',
    input: MosqueSlugQuery,
    auth: 'optional',
    // The places left and this reader's own bookings: the mosque page opens offline with them.
    keptOnDevice: true,
    handle: async (ctx) => {
      const mosque = await mosqueOf(ctx.db, ctx.input.slug);
      return ok(await qurbanView(ctx.db, mosque.id, ctx.user?.id ?? null));
    },
  }),

  book_qurban: action({
    method: 'POST',
    input: QurbanBookForm,
    auth: 'required',
    idempotent: true,
    handle: async (ctx) => {
      const { user } = ctx;
      if (!user) throw unauthenticated();
      const verdict = await hitRateLimit(ctx.db, `qurban-book:u${user.id}`, BOOK_LIMIT, ctx.now);
      if (!verdict.allowed) throw tooMany(verdict.retryAfterSeconds);
      const mosque = await mosqueOf(ctx.db, ctx.input.slug);
      const booked = await ctx.db.transaction((tx) => bookQurban(tx, mosque, user.id, ctx.input, ctx.now));
      if (!booked.ok) throw refused(booked);
      return { ...ok(await qurbanView(ctx.db, mosque.id, user.id), qurbanMessages.booked), status: 201 };
    },
  }),
};

const panelAnswer = async (ctx: AdminContext<unknown>, masjidId: number, message?: string) => ok(await qurbanAdminView(ctx.db, masjidId), message);

export const adminQurbanActions: Controller = {
  get_qurban_admin: adminAction({
    method: 'GET',
    input: QurbanMasjidForm,
    who: 'staff',
    handle: async (ctx) => panelAnswer(ctx, (await staffMosque(ctx, ctx.input.masjid_id)).id),
  }),

  offer_qurban: adminAction({
    method: 'POST',
    input: QurbanOfferForm,
    idempotent: true,
    who: 'staff',
    handle: async (ctx) => {
      const mosque = await staffMosque(ctx, ctx.input.masjid_id);
      const offered = await staffChange(ctx, changes(ctx.user.id), async (tx) => {
        const result = await offerQurban(tx, mosque, ctx.input, ctx.now);
        return {
          result,
          audit: result.ok ? { action: 'offer_qurban', targetType: 'mosque', targetId: mosque.slug, masjidId: mosque.id, before: null, after: result.animals } : null,
        };
      });
      if (!offered.ok) throw refused(offered);
      return { ...(await panelAnswer(ctx, mosque.id, qurbanMessages.offered(ctx.input.count, ctx.input.kind))), status: 201 };
    },
  }),

  slaughter_qurban: adminAction({
    method: 'POST',
    input: QurbanSlaughterForm,
    idempotent: true,
    who: 'staff',
    handle: async (ctx) => {
      const animal = await staffTarget(ctx, { find: () => findQurbanAnimal(ctx.db, ctx.input.id), missing: qurbanMessages.animalNotFound, masjidOf: (a) => a.masjidId });
      const mosque = (await mosqueById(ctx.db, animal.masjidId))!;
      const done = await staffChange(ctx, changes(ctx.user.id), async (tx) => {
        const result = await slaughterQurban(tx, mosque, animal, ctx.input.note, ctx.now);
        return {
          result,
          audit: result.ok ? { action: 'slaughter_qurban', targetType: 'qurban_animal', targetId: String(animal.id), masjidId: mosque.id, before: result.before, after: { ...result.after, note: ctx.input.note, notified: result.notified } } : null,
        };
      });
      if (!done.ok) throw refused(done);
      return panelAnswer(ctx, mosque.id, qurbanMessages.slaughtered(animal.label));
    },
  }),
};
