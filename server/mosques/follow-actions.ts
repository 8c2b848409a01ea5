import { randomUUID } from 'node:crypto';
import type * as v from 'valibot';
import { action, ok, type ActionContext, type Controller } from '../http/controller.ts';
import { HttpError, invalid, notFound, tooMany } from '../http/errors.ts';
import { hitRateLimit, scaled } from '../lib/rate-limit.ts';
import { findMosqueRow } from './pages.ts';
import { adoptDeviceFollows, follow, followerOf, followState, listFollowed, unfollow } from '../follows/index.ts';
import { mosqueAnnouncements, mosqueRefById, postMosqueAnnouncement } from './announcements.ts';
import { FollowForm, FollowListQuery, followMessages, MosqueAnnouncementForm, MosqueAnnouncementsQuery } from '../../src/contract/mosque-follow.ts';
import { adminAction, staffChange, staffTarget } from '../accounts/index.ts';

// 'Ikuti masjid ini' on /api/masjid, and the staff's announcement to a mosque's followers on
// /api/admin; contract in src/contract/mosque-follow.ts.

/** Taps on 'Ikuti' and 'Berhenti mengikuti': far above a person's, far below a script's. */
const FOLLOW_LIMIT = { limit: 60, windowSeconds: 3600 };
/** A mosque page asks once per visit. */
const READ_LIMIT = { limit: 240, windowSeconds: 60 };
const ANNOUNCE_LIMIT = { limit: 10, windowSeconds: 3600 };

const needDevice = () => invalid({ device: 'Perangkat belum dikenali, muat ulang halaman lalu coba lagi' }, 'Perangkat belum dikenali, muat ulang halaman lalu coba lagi');

/** The follower this request speaks for; a signed-in device's guest follows become the account's first. */
async function follower(ctx: { db: Parameters<typeof adoptDeviceFollows>[0]; user: { id: number } | null }, device: string) {
  if (ctx.user && device) await adoptDeviceFollows(ctx.db, device, ctx.user.id);
  return followerOf(ctx.user, device);
}

async function limit(ctx: { db: Parameters<typeof hitRateLimit>[0]; now: Date; ip: string; user: { id: number } | null; deps: { config: { addressLimitFactor: number } } }, name: string, rule: { limit: number; windowSeconds: number }) {
  const r = ctx.user ? rule : scaled(rule, ctx.deps.config.addressLimitFactor);
  const verdict = await hitRateLimit(ctx.db, `${name}:${ctx.user ? `u${ctx.user.id}` : ctx.ip}`, r, ctx.now);
  if (!verdict.allowed) throw tooMany(verdict.retryAfterSeconds);
}

/** The mosque a request names by slug, once the request is counted against its limit. */
async function countedMosque(ctx: ActionContext<{ slug: string }>, name: string, rule: { limit: number; windowSeconds: number }) {
  await limit(ctx, name, rule);
  const mosque = await findMosqueRow(ctx.db, ctx.input.slug);
  if (!mosque) throw notFound(followMessages.mosqueNotFound);
  return mosque;
}

/** A tap on 'Ikuti' or 'Berhenti mengikuti': counted, from a known follower, on a mosque that exists. */
async function followTap(ctx: ActionContext<v.InferOutput<typeof FollowForm>>) {
  await limit(ctx, 'follow', FOLLOW_LIMIT);
  const who = await follower(ctx, ctx.input.device);
  if (!who) throw needDevice();
  const mosque = await findMosqueRow(ctx.db, ctx.input.slug);
  if (!mosque) throw notFound(followMessages.mosqueNotFound);
  return { who, mosque };
}

export const mosqueFollowActions: Controller = {
  /** The mosque's own recent announcements, for anyone (its wall screen runs them). */
  get_mosque_announcements: action({
    method: 'GET',
    input: MosqueAnnouncementsQuery,
    auth: 'optional',
    handle: async (ctx) => {
      const mosque = await countedMosque(ctx, 'mosque-announcements', READ_LIMIT);
      return ok(await mosqueAnnouncements(ctx.db, mosque, ctx.now));
    },
  }),

  /** Whether this account or device follows the mosque, and how many do. */
  get_follow: action({
    method: 'GET',
    input: FollowForm,
    auth: 'optional',
    handle: async (ctx) => {
      const mosque = await countedMosque(ctx, 'follow-read', READ_LIMIT);
      return ok(await followState(ctx.db, mosque.id, await follower(ctx, ctx.input.device)));
    },
  }),

  follow_mosque: action({
    method: 'POST',
    input: FollowForm,
    auth: 'optional',
    keepsSharedCopies: true,
    handle: async (ctx) => {
      const { who, mosque } = await followTap(ctx);
      if ((await follow(ctx.db, mosque.id, who, ctx.now)) === 'too-many') throw new HttpError(422, followMessages.tooMany, { slug: followMessages.tooMany });
      return ok(await followState(ctx.db, mosque.id, who), followMessages.followed);
    },
  }),

  unfollow_mosque: action({
    method: 'POST',
    input: FollowForm,
    auth: 'optional',
    keepsSharedCopies: true,
    handle: async (ctx) => {
      const { who, mosque } = await followTap(ctx);
      await unfollow(ctx.db, mosque.id, who);
      return ok(await followState(ctx.db, mosque.id, who), followMessages.unfollowed);
    },
  }),

  /** 'Masjid yang diikuti' on the profile. */
  list_followed: action({
    method: 'GET',
    input: FollowListQuery,
    auth: 'optional',
    handle: async (ctx) => {
      await limit(ctx, 'follow-read', READ_LIMIT);
      const who = await follower(ctx, ctx.input.device);
      return ok(who ? await listFollowed(ctx.db, who) : []);
    },
  }),
};

export const mosqueAnnouncementActions: Controller = {
  /** Staff of the mosque (or a network admin) write to its followers; audited with the mosque. */
  post_mosque_announcement: adminAction({
    method: 'POST',
    input: MosqueAnnouncementForm,
    idempotent: true,
    who: 'staff',
    handle: async (ctx) => {
      const { db, input, now } = ctx;
      const mosque = await staffTarget(ctx, { masjidId: input.masjid_id, find: () => mosqueRefById(db, input.masjid_id), missing: followMessages.mosqueNotFound });
      const text = { title: input.title, body: input.body, link: input.link };
      const id = await staffChange(ctx, { key: `mosque-announce:u${ctx.user.id}`, rule: ANNOUNCE_LIMIT }, async (tx) => {
        const posted = await postMosqueAnnouncement(tx, mosque, text, now, randomUUID());
        return { result: posted, audit: { action: 'post_mosque_announcement', targetType: 'announcement', targetId: posted, masjidId: mosque.id, after: text } };
      });
      return ok({ id }, followMessages.announced);
    },
  }),
};
