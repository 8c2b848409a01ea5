import * as v from 'valibot';
import { action, ok, type ActionContext, type Controller } from '../http/controller.ts';
import { HttpError, invalid, notFound, tooMany, unauthenticated } from '../http/errors.ts';
import { hitRateLimit, scaled, type RateLimitRule } from '../lib/rate-limit.ts';
import { jakartaDate } from '../../src/contract/jakarta-date.ts';
import { ClaimJuzForm, deadlineProblem, JuzForm, KhatamanQuery, khatamanMessages, OpenKhatamanForm, RecapTimesForm } from '../../src/contract/khataman.ts';
import { MosqueSlugQuery } from '../../src/contract/masjid.ts';
import { accessOf, canActOn } from '../accounts/index.ts';
import type { SessionUser } from '../lib/sessions.ts';
import { AmenKhatamanForm, khatamanPrayerMessages, PrayKhatamanForm } from '../../src/contract/khataman-prayers.ts';
import { khatamanPrayersView, prayForKhataman, setKhatamanAmen } from './prayers.ts';
import type { Db } from '../db/client.ts';
import {
  claimJuz, khatamanHosts, khatamanView, markJuzRead, mosqueExists, mosqueIdOf, mosqueKhatamans, myKhatamans, openKhataman, releaseJuz, setRecapTimes,
  type HeldOutcome,
} from './khataman.ts';

type JuzInput = v.InferOutput<typeof JuzForm>;

// /api/khataman: Khataman Bersama (contract in src/contract/khataman.ts).

/** Opening is rare: a few a day pass, a script filling the table stops (the day's bound is KHATAMAN_OPENED_PER_DAY). */
const OPEN_LIMIT: RateLimitRule = { limit: 10, windowSeconds: 3600 };
/** Claims, reads and releases: a person tapping through their juz fits many times over. */
const TAP_LIMIT: RateLimitRule = { limit: 120, windowSeconds: 3600 };
/** A page open in thirty phones, each reloading: far above that, far below a script. */
const READ_LIMIT: RateLimitRule = { limit: 240, windowSeconds: 60 };

type Counted = Pick<ActionContext<unknown>, 'db' | 'now' | 'ip' | 'user' | 'deps'>;

/** Counts the request against the person's (or, for a guest, the address's) limit. */
async function limit(ctx: Counted, name: string, rule: RateLimitRule) {
  const r = ctx.user ? rule : scaled(rule, ctx.deps.config.addressLimitFactor);
  const verdict = await hitRateLimit(ctx.db, `khataman-${name}:${ctx.user ? `u${ctx.user.id}` : ctx.ip}`, r, ctx.now);
  if (!verdict.allowed) throw tooMany(verdict.retryAfterSeconds);
}

/** The signed-in person, counted against the tap limit. */
async function tapper(ctx: Counted) {
  if (!ctx.user) throw unauthenticated();
  await limit(ctx, 'tap', TAP_LIMIT);
  return ctx.user;
}

/** The page after a change, as its changer sees it. */
async function pageFor(ctx: Counted, code: string, message: string) {
  const view = await khatamanView(ctx.db, code, ctx.user?.id ?? null, ctx.now);
  if (!view) throw notFound(khatamanMessages.notFound);
  return ok(view, message);
}

function refusedHold(outcome: Exclude<HeldOutcome, 'done'>): HttpError {
  switch (outcome) {
    case 'not-found': return notFound(khatamanMessages.notFound);
    case 'not-yours': return new HttpError(403, khatamanMessages.notYours);
    case 'not-held': return invalid({ juz: khatamanMessages.notHeld }, khatamanMessages.notHeld);
    case 'read': return invalid({ juz: khatamanMessages.alreadyRead }, khatamanMessages.alreadyRead);
  }
}

/** A change to a juz the person holds (read, released): refused as its outcome says, else the page after it. */
function heldJuzAction(change: (ctx: ActionContext<JuzInput>, userId: number) => Promise<HeldOutcome>, message: string) {
  return action({
    method: 'POST',
    input: JuzForm,
    auth: 'required',
    // Replayed from the outbox after a tap made offline: the first answer again, never a refusal.
    idempotent: true,
    keepsSharedCopies: true,
    handle: async (ctx) => {
      const user = await tapper(ctx);
      const outcome = await change(ctx, user.id);
      if (outcome !== 'done') throw refusedHold(outcome);
      return pageFor(ctx, ctx.input.id, message);
    },
  });
}

/**
 * The mosque a khataman is opened for, when one is asked: it must exist, and the person must serve
 * it (or be a network admin); otherwise the person's own (null).
 */
async function hostMosque(db: Db, user: SessionUser, masjidId: number | ''): Promise<number | null> {
  if (masjidId === '') return null;
  if (!(await mosqueExists(db, masjidId))) throw invalid({ masjid_id: khatamanMessages.mosqueNotFound }, khatamanMessages.mosqueNotFound);
  const access = await accessOf(db, user);
  if (!access || !canActOn(access, masjidId)) throw new HttpError(403, khatamanMessages.notStaff, { masjid_id: khatamanMessages.notStaff });
  return masjidId;
}

export const khatamanController: Controller = {
  open_khataman: action({
    method: 'POST',
    input: OpenKhatamanForm,
    auth: 'required',
    idempotent: true,
    keepsSharedCopies: true,
    handle: async (ctx) => {
      if (!ctx.user) throw unauthenticated();
      const problem = deadlineProblem(ctx.input.deadline, jakartaDate(ctx.now));
      if (problem) throw invalid({ deadline: problem });
      await limit(ctx, 'open', OPEN_LIMIT);
      const masjidId = await hostMosque(ctx.db, ctx.user, ctx.input.masjid_id);
      const opened = await openKhataman(ctx.db, ctx.user.id, { ...ctx.input, masjidId }, ctx.now);
      if (opened === 'too-many') throw invalid({ title: khatamanMessages.openedTooMany }, khatamanMessages.openedTooMany);
      return pageFor(ctx, opened.code, khatamanMessages.opened);
    },
  }),

  /** The share page: anyone may read it; a signed-in reader sees which juz are theirs. */
  get_khataman: action({
    method: 'GET',
    input: KhatamanQuery,
    auth: 'optional',
    // First names and this reader's own juz: the page opens again offline.
    keptOnDevice: true,
    handle: async (ctx) => {
      await limit(ctx, 'read', READ_LIMIT);
      const view = await khatamanView(ctx.db, ctx.input.id, ctx.user?.id ?? null, ctx.now);
      if (!view) throw notFound(khatamanMessages.notFound);
      return ok(view);
    },
  }),

  my_khatamans: action({
    method: 'GET',
    input: v.object({}),
    auth: 'required',
    handle: async (ctx) => {
      if (!ctx.user) throw unauthenticated();
      await limit(ctx, 'read', READ_LIMIT);
      return ok(await myKhatamans(ctx.db, ctx.user.id));
    },
  }),

  /** The mosques the person serves, offered as 'Dibuka untuk' on the form (empty for most people). */
  khataman_hosts: action({
    method: 'GET',
    input: v.object({}),
    auth: 'required',
    handle: async (ctx) => {
      if (!ctx.user) throw unauthenticated();
      await limit(ctx, 'read', READ_LIMIT);
      return ok(await khatamanHosts(ctx.db, ctx.user.id));
    },
  }),

  /** A mosque's running khataman with their progress, for its page: public, no names. */
  get_masjid_khataman: action({
    method: 'GET',
    input: MosqueSlugQuery,
    auth: 'optional',
    keptOnDevice: true,
    handle: async (ctx) => {
      await limit(ctx, 'read', READ_LIMIT);
      const masjidId = await mosqueIdOf(ctx.db, ctx.input.slug);
      if (masjidId === null) throw notFound(khatamanMessages.mosqueNotFound);
      return ok(await mosqueKhatamans(ctx.db, masjidId, ctx.now));
    },
  }),

  claim_juz: action({
    method: 'POST',
    input: ClaimJuzForm,
    auth: 'required',
    // A claim queued offline and sent again after a lost answer must not come back 'taken' by its own first send.
    idempotent: true,
    keepsSharedCopies: true,
    handle: async (ctx) => {
      const user = await tapper(ctx);
      const outcome = await claimJuz(ctx.db, ctx.input.id, user.id, ctx.input.juz, ctx.now);
      if (outcome === 'not-found') throw notFound(khatamanMessages.notFound);
      if (outcome === 'closed') throw invalid({ id: khatamanMessages.closed }, khatamanMessages.closed);
      if (outcome === 'too-many') throw invalid({ juz: khatamanMessages.claimsTooMany }, khatamanMessages.claimsTooMany);
      // Nothing of it was free any more: the page reads the grid again to choose another.
      if (outcome.claimed.length === 0) throw new HttpError(409, khatamanMessages.taken, { juz: khatamanMessages.taken });
      const message = outcome.taken.length === 0 ? khatamanMessages.claimed : `${khatamanMessages.claimed} Juz ${outcome.taken.join(', ')} sudah diambil orang lain.`;
      return pageFor(ctx, ctx.input.id, message);
    },
  }),

  /** The opener chooses when the group hears the recap each day. */
  set_khataman_recap: action({
    method: 'POST',
    input: RecapTimesForm,
    auth: 'required',
    keepsSharedCopies: true,
    handle: async (ctx) => {
      const user = await tapper(ctx);
      const outcome = await setRecapTimes(ctx.db, ctx.input.id, user.id, ctx.input.times);
      if (outcome === 'not-found') throw notFound(khatamanMessages.notFound);
      if (outcome === 'not-owner') throw new HttpError(403, khatamanMessages.notOwner);
      return pageFor(ctx, ctx.input.id, ctx.input.times.length > 0 ? khatamanMessages.recapSaved : khatamanMessages.recapCleared);
    },
  }),

  /** The intention and the participants' prayers, with their amens: anyone may read; first names only. */
  get_khataman_prayers: action({
    method: 'GET',
    input: KhatamanQuery,
    auth: 'optional',
    // First names and this reader's own amens: the page opens again offline.
    keptOnDevice: true,
    handle: async (ctx) => {
      await limit(ctx, 'read', READ_LIMIT);
      const view = await khatamanPrayersView(ctx.db, ctx.input.id, ctx.user?.id ?? null);
      if (!view) throw notFound(khatamanMessages.notFound);
      return ok(view);
    },
  }),

  /** A participant writes (or rewrites) their prayer for the khataman. */
  pray_khataman: action({
    method: 'POST',
    input: PrayKhatamanForm,
    auth: 'required',
    idempotent: true,
    keepsSharedCopies: true,
    handle: async (ctx) => {
      const user = await tapper(ctx);
      const outcome = await prayForKhataman(ctx.db, ctx.input.id, user.id, ctx.input.text, ctx.now);
      if (outcome === 'not-found') throw notFound(khatamanMessages.notFound);
      if (outcome === 'not-participant') throw new HttpError(403, khatamanPrayerMessages.notParticipant);
      return ok(outcome, khatamanPrayerMessages.saved);
    },
  }),

  /** Aamiin on the intention (prayer 0) or a participant's prayer, or taken back; replayed from the outbox as the first. */
  amen_khataman: action({
    method: 'POST',
    input: AmenKhatamanForm,
    auth: 'required',
    idempotent: true,
    keepsSharedCopies: true,
    handle: async (ctx) => {
      const user = await tapper(ctx);
      const outcome = await setKhatamanAmen(ctx.db, ctx.input.id, user.id, ctx.input.prayer, ctx.input.state, ctx.now);
      if (outcome === 'not-found') throw notFound(khatamanMessages.notFound);
      if (outcome === 'no-prayer') throw notFound(khatamanPrayerMessages.prayerInvalid);
      if (outcome === 'no-intention') throw invalid({ prayer: khatamanPrayerMessages.noIntention }, khatamanPrayerMessages.noIntention);
      return ok(outcome, ctx.input.state === 'liked' ? khatamanPrayerMessages.amened : khatamanPrayerMessages.unamened);
    },
  }),

  mark_juz_read: heldJuzAction((ctx, userId) => markJuzRead(ctx.db, ctx.input.id, userId, ctx.input.juz, ctx.now), khatamanMessages.markedRead),
  release_juz: heldJuzAction((ctx, userId) => releaseJuz(ctx.db, ctx.input.id, userId, ctx.input.juz), khatamanMessages.released),
};
