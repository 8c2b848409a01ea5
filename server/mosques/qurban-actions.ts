import { action, ok, type Controller } from '../http/controller.ts';
import { HttpError, invalid, notFound, tooMany, unauthenticated } from '../http/errors.ts';
import type { Db } from '../db/client.ts';
import { hitRateLimit, type RateLimitRule } from '../lib/rate-limit.ts';
import { deleteUpload, parseImageDataUrl, saveUpload } from '../lib/uploads.ts';
import { linkOrigin } from '../http/public-origin.ts';
import { adminAction, staffChange, staffTarget, type AdminContext, type ChangeLimit } from '../accounts/index.ts';
import { MosqueSlugQuery } from '../../src/contract/masjid.ts';
import {
  QURBAN_PHOTO_MAX_BYTES, QurbanBookForm, QurbanCancelForm, QurbanMasjidForm, QurbanOfferForm, QurbanPayForm, QurbanSlaughterForm, qurbanMessages,
} from '../../src/contract/qurban.ts';
import { donationMessages } from '../../src/contract/donation.ts';
import { findMosqueRow } from './pages.ts';
import { mosqueById } from './times.ts';
import { bookQurban, cancelQurban, findQurbanAnimal, offerQurban, qurbanAdminView, qurbanView, slaughterQurban, type QurbanRefusal } from './qurban.ts';
import { payQurban, type PayRefusal } from './qurban-payments.ts';

// Qurban on /api/masjid (the mosque page's read, a person's booking and its cancelling) and
// /api/admin (the staff's offer, list and slaughter, scoped to their mosques and audited);
// contract/qurban.ts.

/** Staff changes per person: a season's offers and a morning of slaughter fit; a runaway script stops. */
const changes = (userId: number): ChangeLimit => ({ key: `mosque-qurban:${userId}`, rule: { limit: 120, windowSeconds: 60 * 60 } });
/** Booking taps per person: a family's shares and a few refusals fit, a script hammering a cow does not. */
const BOOK_LIMIT: RateLimitRule = { limit: 20, windowSeconds: 60 * 60 };
/** Cancel taps per person, counted apart from booking: a family's changes of mind fit, churning a cow's places does not. */
const CANCEL_LIMIT: RateLimitRule = { limit: 20, windowSeconds: 60 * 60 };
/** 'Bayar' taps per person: a season of Tabungan deposits and retries fit; the donation's own limits apply too. */
const PAY_LIMIT: RateLimitRule = { limit: 30, windowSeconds: 60 * 60 };
const UPLOAD_PREFIX = '/uploads/';

/** A payment the donation path refused, in its own words (donations/transaction-actions.ts says the same). */
function payRefused(r: PayRefusal): HttpError {
  if (r.reason === 'not-found') return notFound(qurbanMessages.bookingNotFound);
  if (r.reason === 'invalid') return invalid({ [r.field]: r.message }, r.message);
  const d = r.refusal;
  switch (d.reason) {
    case 'rate-limited': return tooMany(d.retryAfterSeconds);
    case 'below-minimum': case 'above-maximum': return invalid({ amount: d.message }, d.message);
    case 'too-many-pending': return invalid({ codePayment: donationMessages.tooManyPendingTransfers }, donationMessages.tooManyPendingTransfers);
    case 'gateway-unavailable': case 'totals-exhausted': return new HttpError(503, 'Layanan pembayaran sedang sibuk. Coba lagi sebentar lagi atau pilih metode lain, ya');
    default: return invalid({ codePayment: 'Metode pembayaran tidak tersedia, silakan pilih metode lain' }, 'Metode pembayaran tidak tersedia, silakan pilih metode lain');
  }
}

const refused = (r: QurbanRefusal) => invalid({ [r.field]: r.message }, r.message);

const staffMosque = (ctx: AdminContext<unknown>, masjidId: number) =>
  staffTarget(ctx, { masjidId, find: () => mosqueById(ctx.db, masjidId), missing: qurbanMessages.mosqueNotFound });

async function mosqueOf(db: Db, slug: string) {
  const mosque = await findMosqueRow(db, slug);
  if (!mosque) throw notFound(qurbanMessages.mosqueNotFound);
  return mosque;
}

type Mosque = Awaited<ReturnType<typeof mosqueOf>>;

/**
 * A signed-in person's change on a mosque page (a booking, a cancel): their own rate limit per
 * action, the mosque by its slug, the change in one transaction; the page's view after it.
 */
async function personChange(
  ctx: { db: Db; user?: { id: number } | null; now: Date }, limitName: string, limit: RateLimitRule, slug: string,
  change: (tx: Db, mosque: Mosque, userId: number) => Promise<{ ok: true } | QurbanRefusal>,
) {
  const { user } = ctx;
  if (!user) throw unauthenticated();
  const verdict = await hitRateLimit(ctx.db, `${limitName}:u${user.id}`, limit, ctx.now);
  if (!verdict.allowed) throw tooMany(verdict.retryAfterSeconds);
  const mosque = await mosqueOf(ctx.db, slug);
  const result = await ctx.db.transaction((tx) => change(tx, mosque, user.id));
  if (!result.ok) throw refused(result);
  return qurbanView(ctx.db, mosque.id, user.id, ctx.now);
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
      return ok(await qurbanView(ctx.db, mosque.id, ctx.user?.id ?? null, ctx.now));
    },
  }),

  book_qurban: action({
    method: 'POST',
    input: QurbanBookForm,
    auth: 'required',
    idempotent: true,
    handle: async (ctx) => {
      const view = await personChange(ctx, 'qurban-book', BOOK_LIMIT, ctx.input.slug, (tx, mosque, userId) => bookQurban(tx, mosque, userId, ctx.input, ctx.now));
      return { ...ok(view, qurbanMessages.booked), status: 201 };
    },
  }),

  cancel_qurban: action({
    method: 'POST',
    input: QurbanCancelForm,
    auth: 'required',
    idempotent: true,
    handle: async (ctx) => {
      const view = await personChange(ctx, 'qurban-cancel', CANCEL_LIMIT, ctx.input.slug, (tx, mosque, userId) => cancelQurban(tx, mosque, userId, ctx.input.id, ctx.now));
      return ok(view, qurbanMessages.cancelled);
    },
  }),

  /** 'Bayar' on the person's own booking: a donation toward it, paid on the donation's checkout page. */
  pay_qurban: action({
    method: 'POST',
    input: QurbanPayForm,
    auth: 'required',
    idempotent: 'own',
    handle: async ({ input, db, deps, user, now, ip, idempotencyKey, hono }) => {
      if (!user) throw unauthenticated();
      const verdict = await hitRateLimit(db, `qurban-pay:u${user.id}`, PAY_LIMIT, now);
      if (!verdict.allowed) throw tooMany(verdict.retryAfterSeconds);
      const mosque = await mosqueOf(db, input.slug);
      const result = await payQurban(db, mosque, user.id, input, {
        now, client: { address: ip, addressFactor: deps.config.addressLimitFactor }, userId: user.id, idempotencyKey,
        payments: deps.payments, expiryHours: deps.config.paymentExpiryHours, appOrigin: linkOrigin(deps.config, hono.req.url) ?? undefined, log: deps.log,
      });
      if (!result.ok) throw payRefused(result);
      return ok({ redirect_url: `/donation/${result.code}/checkout`, codeDonate: result.code }, qurbanMessages.payCreated);
    },
  }),
};

const panelAnswer = async (ctx: AdminContext<unknown>, masjidId: number, message?: string) => ok(await qurbanAdminView(ctx.db, masjidId, ctx.now), message);

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
      const { dataDir } = ctx.deps.config;
      let photo: string | null = null;
      if (ctx.input.photo) {
        const image = parseImageDataUrl(ctx.input.photo, { maxBytes: QURBAN_PHOTO_MAX_BYTES, typeMessage: qurbanMessages.photoType, sizeMessage: qurbanMessages.photoSize });
        if ('error' in image) throw invalid({ photo: image.error }, image.error);
        photo = `${UPLOAD_PREFIX}${await saveUpload(dataDir, image)}`;
      }
      const done = await staffChange(ctx, changes(ctx.user.id), async (tx) => {
        const result = await slaughterQurban(tx, mosque, animal, ctx.input.note, photo, ctx.now);
        return {
          result,
          audit: result.ok ? { action: 'slaughter_qurban', targetType: 'qurban_animal', targetId: String(animal.id), masjidId: mosque.id, before: result.before, after: { ...result.after, note: ctx.input.note, photo, notified: result.notified } } : null,
        };
      }).catch(async (error: unknown) => {
        // A refused or failed change keeps no photo behind.
        if (photo) await deleteUpload(dataDir, photo.slice(UPLOAD_PREFIX.length)).catch(() => undefined);
        throw error;
      });
      if (!done.ok) {
        if (photo) await deleteUpload(dataDir, photo.slice(UPLOAD_PREFIX.length)).catch(() => undefined);
        throw refused(done);
      }
      return panelAnswer(ctx, mosque.id, qurbanMessages.slaughtered(animal.label));
    },
  }),
};
