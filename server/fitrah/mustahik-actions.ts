import { action, ok, type ActionResult, type Controller } from '../http/controller.ts';
import { HttpError, invalid, notFound } from '../http/errors.ts';
import { adminAction, staffChange, staffTarget, type AdminContext, type ChangeLimit } from '../accounts/index.ts';
import { findMosqueRow, mosqueById, mosqueZone } from '../mosques/index.ts';
import type { Db } from '../db/client.ts';
import { deleteMustahik, findMustahik, saveMustahik, shownMustahik } from './mustahik.ts';
import { confirmHandOver, findHandOver, fitrahDistribution, mustahikAdminView, recordHandOver, savePlan, saveSeason, seasonAt, type Mosque } from './distribution.ts';
import { MosqueSlugQuery } from '../../src/contract/masjid.ts';
import { MasjidIdQuery } from '../../src/contract/admin-mosque.ts';
import {
  FitrahHandOverForm, FitrahHandOverIdForm, FitrahPlanForm, FitrahSeasonForm, MustahikForm, MustahikIdForm, mustahikMessages,
} from '../../src/contract/mustahik.ts';

// Mustahik and the fitrah distribution on /api/admin (staff of the mosque, every change audited
// with NIK and phone masked) and its public totals on /api/masjid; contract/mustahik.ts.

/** Staff changes per person: a whole Eid eve of hand-overs fits; a runaway script stops. */
const changes = (userId: number): ChangeLimit => ({ key: `fitrah-mustahik:${userId}`, rule: { limit: 300, windowSeconds: 60 * 60 } });

async function mosqueWithZone(db: Db, masjidId: number): Promise<Mosque | null> {
  const row = await mosqueById(db, masjidId);
  return row ? { id: row.id, zone: await mosqueZone(db, row) } : null;
}

const staffMosque = (ctx: AdminContext<unknown>, masjidId: number) =>
  staffTarget(ctx, { masjidId, find: () => mosqueWithZone(ctx.db, masjidId), missing: mustahikMessages.mosqueNotFound });

/** A live mustahik named by id, once this person may act on its mosque. */
const staffMustahik = (ctx: AdminContext<unknown>, id: number) =>
  staffTarget(ctx, { find: () => findMustahik(ctx.db, id), missing: mustahikMessages.notFound, masjidOf: (r) => r.masjidId });

const panel = async (ctx: AdminContext<unknown>, masjidId: number, message?: string, status: 200 | 201 = 200): Promise<ActionResult> => {
  const mosque = (await mosqueWithZone(ctx.db, masjidId))!;
  return { data: await mustahikAdminView(ctx.db, mosque, ctx.user.id, ctx.now), message, status };
};

export const adminMustahikActions: Controller = {
  get_mustahik_admin: adminAction({
    method: 'GET',
    input: MasjidIdQuery,
    who: 'staff',
    handle: async (ctx) => panel(ctx, (await staffMosque(ctx, ctx.input.masjid_id)).id),
  }),

  save_mustahik: adminAction({
    method: 'POST',
    input: MustahikForm,
    idempotent: true,
    who: 'staff',
    handle: async (ctx) => {
      const mosque = await staffMosque(ctx, ctx.input.masjid_id);
      const saved = await staffChange(ctx, changes(ctx.user.id), async (tx) => {
        const result = await saveMustahik(tx, ctx.input, ctx.user.id, ctx.now);
        return {
          result,
          audit: result.ok ? {
            action: result.before ? 'update_mustahik' : 'create_mustahik', targetType: 'mustahik', targetId: result.after.id, masjidId: mosque.id,
            before: result.before ? shownMustahik(result.before) : null, after: shownMustahik(result.after),
          } : null,
        };
      });
      if (!saved.ok) {
        if (saved.reason === 'missing') throw notFound(mustahikMessages.notFound);
        throw new HttpError(409, mustahikMessages.registerFull);
      }
      return panel(ctx, mosque.id, mustahikMessages.saved, saved.before ? 200 : 201);
    },
  }),

  delete_mustahik: adminAction({
    method: 'POST',
    input: MustahikIdForm,
    idempotent: true,
    who: 'staff',
    handle: async (ctx) => {
      const person = await staffMustahik(ctx, ctx.input.id);
      const done = await staffChange(ctx, changes(ctx.user.id), async (tx) => {
        const removed = await deleteMustahik(tx, person, ctx.now);
        return {
          result: removed,
          audit: removed ? { action: 'delete_mustahik', targetType: 'mustahik', targetId: person.id, masjidId: person.masjidId, before: shownMustahik(person), after: null } : null,
        };
      });
      if (!done) throw notFound(mustahikMessages.notFound);
      return panel(ctx, person.masjidId, mustahikMessages.deleted);
    },
  }),

  plan_fitrah: adminAction({
    method: 'POST',
    input: FitrahPlanForm,
    idempotent: true,
    who: 'staff',
    handle: async (ctx) => {
      const person = await staffMustahik(ctx, ctx.input.mustahik_id);
      const mosque = (await mosqueWithZone(ctx.db, person.masjidId))!;
      const season = seasonAt(ctx.now, mosque.zone);
      await staffChange(ctx, changes(ctx.user.id), async (tx) => {
        const plan = await savePlan(tx, person, ctx.input, season, ctx.now);
        return { result: plan, audit: { action: 'plan_fitrah', targetType: 'mustahik', targetId: person.id, masjidId: mosque.id, before: plan.before, after: { ...plan.after, season } } };
      });
      return panel(ctx, mosque.id, mustahikMessages.planned);
    },
  }),

  hand_over_fitrah: adminAction({
    method: 'POST',
    input: FitrahHandOverForm,
    idempotent: true,
    who: 'staff',
    handle: async (ctx) => {
      const person = await staffMustahik(ctx, ctx.input.mustahik_id);
      const mosque = (await mosqueWithZone(ctx.db, person.masjidId))!;
      const season = seasonAt(ctx.now, mosque.zone);
      const result = await staffChange(ctx, changes(ctx.user.id), async (tx) => {
        const recorded = await recordHandOver(tx, person, ctx.input, season, ctx.user, ctx.now);
        return {
          result: recorded,
          audit: recorded.ok ? {
            action: 'hand_over_fitrah', targetType: 'fitrah_handover', targetId: recorded.row.id, masjidId: mosque.id, before: null,
            after: { mustahik_id: person.id, season, rice_grams: recorded.row.riceGrams, money: recorded.row.money, handed_by: ctx.user.nama },
          } : null,
        };
      });
      if (!result.ok) throw new HttpError(409, mustahikMessages.alreadyHandedOver);
      return panel(ctx, mosque.id, mustahikMessages.handedOver, 201);
    },
  }),

  confirm_fitrah_handover: adminAction({
    method: 'POST',
    input: FitrahHandOverIdForm,
    idempotent: true,
    who: 'staff',
    handle: async (ctx) => {
      const row = await staffTarget(ctx, { find: () => findHandOver(ctx.db, ctx.input.id), missing: mustahikMessages.handOverNotFound, masjidOf: (r) => r.masjidId });
      const result = await staffChange(ctx, changes(ctx.user.id), async (tx) => {
        const confirmed = await confirmHandOver(tx, row, ctx.user, ctx.now);
        return {
          result: confirmed,
          audit: confirmed.ok ? {
            action: 'confirm_fitrah_handover', targetType: 'fitrah_handover', targetId: row.id, masjidId: row.masjidId,
            before: { handed_by: row.handedByName }, after: { rice_grams: row.riceGrams, money: row.money, confirmed_by: ctx.user.nama },
          } : null,
        };
      });
      if (!result.ok) throw new HttpError(409, result.reason === 'own' ? mustahikMessages.ownHandOver : mustahikMessages.notPending);
      return panel(ctx, row.masjidId, mustahikMessages.confirmed);
    },
  }),

  save_fitrah_season: adminAction({
    method: 'POST',
    input: FitrahSeasonForm,
    idempotent: true,
    who: 'staff',
    handle: async (ctx) => {
      const mosque = await staffMosque(ctx, ctx.input.masjid_id);
      if (ctx.input.eid_time && !ctx.input.eid_date) throw invalid({ eid_date: mustahikMessages.eidDate }, mustahikMessages.eidDate);
      await staffChange(ctx, changes(ctx.user.id), async (tx) => {
        const saved = await saveSeason(tx, mosque, ctx.input, ctx.now);
        return { result: saved, audit: { action: 'save_fitrah_season', targetType: 'mosque', targetId: mosque.id, masjidId: mosque.id, before: null, after: saved } };
      });
      return panel(ctx, mosque.id, mustahikMessages.seasonSaved);
    },
  }),
};

export const masjidFitrahActions: Controller = {
  /** 'Penyaluran Zakat Fitrah' on the mosque page: totals by asnaf, never a recipient. */
  get_fitrah_distribution: action({
    method: 'GET',
    input: MosqueSlugQuery,
    // The mosque page opens offline with what it last showed.
    keptOnDevice: true,
    handle: async ({ db, input, now }) => {
      const row = await findMosqueRow(db, input.slug);
      if (!row) throw notFound(mustahikMessages.mosqueNotFound);
      return ok(await fitrahDistribution(db, { id: row.id, zone: await mosqueZone(db, row) }, now));
    },
  }),
};
