import { action, ok, type Controller } from '../http/controller.ts';
import { invalid, notFound, tooMany, unauthenticated } from '../http/errors.ts';
import type { Db } from '../db/client.ts';
import { hitRateLimit, type RateLimitRule } from '../lib/rate-limit.ts';
import { adminAction, staffChange, staffTarget, type AdminContext, type ChangeLimit } from '../accounts/index.ts';
import { MosqueSlugQuery } from '../../src/contract/masjid.ts';
import {
  ROSTER_DAYS_SHOWN, RosterMasjidQuery, RosterPickForm, RosterSlotForm, RosterSlotIdForm, rosterMessages,
} from '../../src/contract/ramadan-roster.ts';
import { findMosqueRow } from './pages.ts';
import { mosqueById } from './times.ts';
import {
  addRosterSlot, findRosterSlot, removeRosterSlot, rosterAdminView, rosterView, volunteerForSlot, withdrawFromSlot, type RosterRefusal,
} from './rosters.ts';

// Ramadan rosters on /api/masjid (the mosque page's read, volunteering and withdrawing) and
// /api/admin (the staff's slots, scoped to their mosques and audited); contract/ramadan-roster.ts.

/** Staff changes per person: a month of four roles entered in one sitting fits; a runaway script stops. */
const changes = (userId: number): ChangeLimit => ({ key: `mosque-roster:${userId}`, rule: { limit: 300, windowSeconds: 60 * 60 } });
/** Volunteering and withdrawing per person: changes of mind fit, churning a mosque's slots does not. */
const PICK_LIMIT: RateLimitRule = { limit: 30, windowSeconds: 60 * 60 };

const refused = (r: RosterRefusal) => invalid({ [r.field]: r.message }, r.message);

async function mosqueOf(db: Db, slug: string) {
  const mosque = await findMosqueRow(db, slug);
  if (!mosque) throw notFound(rosterMessages.mosqueNotFound);
  return mosque;
}

type PickContext = { db: Db; user?: { id: number } | null; now: Date; input: { slug: string; id: number } };

/** A signed-in person's volunteering or withdrawing: their limit, the mosque, the change in one transaction; the page's view after it. */
async function pick(ctx: PickContext, change: typeof volunteerForSlot) {
  const { user } = ctx;
  if (!user) throw unauthenticated();
  const verdict = await hitRateLimit(ctx.db, `roster-pick:u${user.id}`, PICK_LIMIT, ctx.now);
  if (!verdict.allowed) throw tooMany(verdict.retryAfterSeconds);
  const mosque = await mosqueOf(ctx.db, ctx.input.slug);
  const result = await ctx.db.transaction((tx) => change(tx, mosque, user.id, ctx.input.id, ctx.now));
  if (!result.ok) throw refused(result);
  return rosterView(ctx.db, mosque, user.id, ctx.now, ROSTER_DAYS_SHOWN);
}

export const masjidRosterActions: Controller = {
  /** 'Petugas Ramadan' on the mosque page: the coming days' slots, the reader's own marked. */
  get_roster: action({
    method: 'GET',
    input: MosqueSlugQuery,
    auth: 'optional',
    // Names the staff published and this reader's own slots: the mosque page opens offline with them.
    keptOnDevice: true,
    handle: async (ctx) => {
      const mosque = await mosqueOf(ctx.db, ctx.input.slug);
      return ok(await rosterView(ctx.db, mosque, ctx.user?.id ?? null, ctx.now, ROSTER_DAYS_SHOWN));
    },
  }),

  volunteer_roster: action({
    method: 'POST',
    input: RosterPickForm,
    auth: 'required',
    idempotent: true,
    handle: async (ctx) => ok(await pick(ctx, volunteerForSlot), rosterMessages.volunteered),
  }),

  withdraw_roster: action({
    method: 'POST',
    input: RosterPickForm,
    auth: 'required',
    idempotent: true,
    handle: async (ctx) => ok(await pick(ctx, withdrawFromSlot), rosterMessages.withdrawn),
  }),
};

const staffMosque = (ctx: AdminContext<unknown>, masjidId: number) =>
  staffTarget(ctx, { masjidId, find: () => mosqueById(ctx.db, masjidId), missing: rosterMessages.mosqueNotFound });

const panelAnswer = async (ctx: AdminContext<unknown>, mosque: Awaited<ReturnType<typeof staffMosque>>, message?: string) =>
  ok(await rosterAdminView(ctx.db, mosque, ctx.now), message);

export const adminRosterActions: Controller = {
  get_roster_admin: adminAction({
    method: 'GET',
    input: RosterMasjidQuery,
    who: 'staff',
    handle: async (ctx) => panelAnswer(ctx, await staffMosque(ctx, ctx.input.masjid_id)),
  }),

  add_roster_slot: adminAction({
    method: 'POST',
    input: RosterSlotForm,
    idempotent: true,
    who: 'staff',
    handle: async (ctx) => {
      const mosque = await staffMosque(ctx, ctx.input.masjid_id);
      const added = await staffChange(ctx, changes(ctx.user.id), async (tx) => {
        const result = await addRosterSlot(tx, mosque, ctx.input, ctx.now);
        return { result, audit: result.ok ? { action: 'add_roster_slot', targetType: 'roster_slot', targetId: String(result.slot.id), masjidId: mosque.id, before: null, after: result.slot } : null };
      });
      if (!added.ok) throw refused(added);
      return { ...(await panelAnswer(ctx, mosque, rosterMessages.added)), status: 201 };
    },
  }),

  remove_roster_slot: adminAction({
    method: 'POST',
    input: RosterSlotIdForm,
    idempotent: true,
    who: 'staff',
    handle: async (ctx) => {
      const slot = await staffTarget(ctx, { find: () => findRosterSlot(ctx.db, ctx.input.id), missing: rosterMessages.slotNotFound, masjidOf: (s) => s.masjidId });
      const mosque = (await mosqueById(ctx.db, slot.masjidId))!;
      await staffChange(ctx, changes(ctx.user.id), async (tx) => {
        const gone = await removeRosterSlot(tx, slot.id);
        return { result: gone, audit: gone ? { action: 'remove_roster_slot', targetType: 'roster_slot', targetId: String(slot.id), masjidId: slot.masjidId, before: gone, after: null } : null };
      });
      return panelAnswer(ctx, mosque, rosterMessages.removed);
    },
  }),
};
