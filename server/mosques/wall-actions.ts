import { action, ok, type Controller } from '../http/controller.ts';
import { invalid, notFound } from '../http/errors.ts';
import { adminAction, staffChange, staffTarget, type AdminContext, type ChangeLimit } from '../accounts/index.ts';
import type { Db } from '../db/client.ts';
import { deleteUpload } from '../lib/uploads.ts';
import { MosqueSlugQuery } from '../../src/contract/masjid.ts';
import {
  MoveWallPosterForm, WallChimeForm, WallFlashForm, WallJanazahForm, WallMasjidForm, WallPosterForm, WallPosterIdForm, WallSettingsForm, wallMessages,
} from '../../src/contract/wall-settings.ts';
import { findMosqueRow } from './pages.ts';
import { mosqueById } from './times.ts';
import {
  clearFlash, clearJanazah, clearWallChime, findPoster, movePoster, posterUploadName, removePoster, saveFlash, saveJanazah, savePoster, saveWallChime, saveWallSettings, toPoster,
  wallContent, type WallRefusal,
} from './wall.ts';

// The wall screen's own content (contract/wall-settings.ts): one public read, and the staff's
// changes, scoped to their mosques and audited.

/** Changes per person: a morning of rearranging posters fits; a runaway script stops. */
const changes = (userId: number): ChangeLimit => ({ key: `mosque-wall:${userId}`, rule: { limit: 120, windowSeconds: 60 * 60 } });

const staffMosque = (ctx: AdminContext<unknown>, masjidId: number) =>
  staffTarget(ctx, { masjidId, find: () => mosqueById(ctx.db, masjidId), missing: wallMessages.mosqueNotFound });
const staffPoster = (ctx: AdminContext<unknown>, id: number) =>
  staffTarget(ctx, { find: () => findPoster(ctx.db, id), missing: wallMessages.posterNotFound, masjidOf: (p) => p.masjidId });

const refused = (r: WallRefusal) => invalid({ [r.field]: r.message }, r.message);
/** The panel's answer after a change: everything not yet over, as the staff see it. */
const panelAnswer = async (ctx: AdminContext<unknown>, masjidId: number, message: string) =>
  ok(await wallContent(ctx.db, (await mosqueById(ctx.db, masjidId))!, ctx.now, false), message);

/** What a change to one mosque's wall answers: what it was and became, or why it was refused. */
type WallChange = { ok: true; before: unknown; after: unknown } | WallRefusal;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type WallMosque = Awaited<ReturnType<typeof staffMosque>>;

/**
 * One change to a mosque's wall by its staff: within the person's limit, in one transaction with
 * its audit row (none when nothing was there to change), a refusal as 422 with its field.
 * Answers the change's own result, for what the caller does once it is committed.
 */
async function changeWall<R extends WallChange>(ctx: AdminContext<{ masjid_id: number }>, action: string, change: (tx: Tx, mosque: WallMosque) => Promise<R>) {
  const mosque = await staffMosque(ctx, ctx.input.masjid_id);
  const saved = await staffChange(ctx, changes(ctx.user.id), async (tx) => {
    const result = await change(tx, mosque);
    const changed = result.ok && (result.before !== null || result.after !== null);
    return { result, audit: changed ? { action, targetType: 'mosque', targetId: mosque.slug, masjidId: mosque.id, before: result.before, after: result.after } : null };
  });
  if (!saved.ok) throw refused(saved);
  return { mosque, saved: saved as Extract<R, { ok: true }> };
}

/** A cleared flash or janazah: what was there before, nothing after. */
const cleared = async (before: Promise<unknown>) => ({ ok: true as const, before: await before, after: null });

export const masjidWallActions: Controller = {
  /** Settings, posters now and in the next 60 days, flash and janazah: the wall screen's one content read. */
  get_wall: action({
    method: 'GET',
    input: MosqueSlugQuery,
    handle: async ({ db, input, now }) => {
      const mosque = await findMosqueRow(db, input.slug);
      if (!mosque) throw notFound(wallMessages.mosqueNotFound);
      return ok(await wallContent(db, mosque, now, true));
    },
  }),
};

export const adminWallActions: Controller = {
  get_wall_admin: adminAction({
    method: 'GET',
    input: WallMasjidForm,
    who: 'staff',
    handle: async (ctx) => ok(await wallContent(ctx.db, await staffMosque(ctx, ctx.input.masjid_id), ctx.now, false)),
  }),

  save_wall_settings: adminAction({
    method: 'POST',
    input: WallSettingsForm,
    idempotent: true,
    who: 'staff',
    handle: async (ctx) => {
      const { mosque } = await changeWall(ctx, 'save_wall_settings', (tx) => saveWallSettings(tx, ctx.input, ctx.now));
      return panelAnswer(ctx, mosque.id, wallMessages.settingsSaved);
    },
  }),

  /** The mosque's own adzan/iqamah sound, uploaded from the panel; the file it replaces is removed. */
  save_wall_chime: adminAction({
    method: 'POST',
    input: WallChimeForm,
    idempotent: true,
    who: 'staff',
    handle: async (ctx) => {
      const { mosque, saved } = await changeWall(ctx, 'save_wall_chime', (tx, m) => saveWallChime(tx, ctx.deps.config.dataDir, m.id, ctx.input.audio, ctx.now));
      await deleteUpload(ctx.deps.config.dataDir, saved.replaced).catch(() => undefined);
      return panelAnswer(ctx, mosque.id, wallMessages.chimeSaved);
    },
  }),

  clear_wall_chime: adminAction({
    method: 'POST',
    input: WallMasjidForm,
    idempotent: true,
    who: 'staff',
    handle: async (ctx) => {
      const { mosque, saved } = await changeWall(ctx, 'clear_wall_chime', (tx, m) => clearWallChime(tx, m.id, ctx.now));
      await deleteUpload(ctx.deps.config.dataDir, saved.replaced).catch(() => undefined);
      return panelAnswer(ctx, mosque.id, wallMessages.chimeRemoved);
    },
  }),

  save_wall_poster: adminAction({
    method: 'POST',
    input: WallPosterForm,
    idempotent: true,
    who: 'staff',
    handle: async (ctx) => {
      const { input } = ctx;
      const mosque = await staffMosque(ctx, input.masjid_id);
      const edited = input.id === '' ? null : await staffPoster(ctx, input.id);
      if (edited && edited.masjidId !== mosque.id) throw notFound(wallMessages.posterNotFound);
      const saved = await staffChange(ctx, changes(ctx.user.id), async (tx) => {
        const result = await savePoster(tx, ctx.deps.config.dataDir, mosque, input, edited, ctx.now);
        return {
          result,
          audit: result.ok ? { action: 'save_wall_poster', targetType: 'wall_poster', targetId: String(result.poster.id), masjidId: mosque.id, before: result.before, after: result.poster } : null,
        };
      });
      if (!saved.ok) throw refused(saved);
      if (edited?.image && edited.image !== saved.poster.image_url) await deleteUpload(ctx.deps.config.dataDir, posterUploadName(edited.image)).catch(() => undefined);
      const answer = await panelAnswer(ctx, mosque.id, edited ? wallMessages.posterSaved : wallMessages.posterAdded);
      return { ...answer, status: edited ? 200 : 201 };
    },
  }),

  move_wall_poster: adminAction({
    method: 'POST',
    input: MoveWallPosterForm,
    idempotent: true,
    who: 'staff',
    handle: async (ctx) => {
      const poster = await staffPoster(ctx, ctx.input.id);
      const mosque = (await mosqueById(ctx.db, poster.masjidId))!;
      await staffChange(ctx, changes(ctx.user.id), async (tx) => {
        const moved = await movePoster(tx, mosque, poster, ctx.input.direction, ctx.now);
        return { result: moved, audit: moved ? { action: 'move_wall_poster', targetType: 'wall_poster', targetId: String(poster.id), masjidId: mosque.id, before: null, after: { direction: ctx.input.direction } } : null };
      });
      return panelAnswer(ctx, mosque.id, wallMessages.posterMoved);
    },
  }),

  remove_wall_poster: adminAction({
    method: 'POST',
    input: WallPosterIdForm,
    idempotent: true,
    who: 'staff',
    handle: async (ctx) => {
      const poster = await staffPoster(ctx, ctx.input.id);
      await staffChange(ctx, changes(ctx.user.id), async (tx) => {
        await removePoster(tx, poster.id);
        return { result: null, audit: { action: 'remove_wall_poster', targetType: 'wall_poster', targetId: String(poster.id), masjidId: poster.masjidId, before: toPoster(poster), after: null } };
      });
      await deleteUpload(ctx.deps.config.dataDir, posterUploadName(poster.image)).catch(() => undefined);
      return panelAnswer(ctx, poster.masjidId, wallMessages.posterRemoved);
    },
  }),

  save_wall_flash: adminAction({
    method: 'POST',
    input: WallFlashForm,
    idempotent: true,
    who: 'staff',
    handle: async (ctx) => {
      const { mosque } = await changeWall(ctx, 'save_wall_flash', (tx, m) => saveFlash(tx, m, ctx.input, ctx.now));
      return panelAnswer(ctx, mosque.id, wallMessages.flashSaved);
    },
  }),

  clear_wall_flash: adminAction({
    method: 'POST',
    input: WallMasjidForm,
    idempotent: true,
    who: 'staff',
    handle: async (ctx) => {
      const { mosque } = await changeWall(ctx, 'clear_wall_flash', (tx, m) => cleared(clearFlash(tx, m.id)));
      return panelAnswer(ctx, mosque.id, wallMessages.flashCleared);
    },
  }),

  save_wall_janazah: adminAction({
    method: 'POST',
    input: WallJanazahForm,
    idempotent: true,
    who: 'staff',
    handle: async (ctx) => {
      const { mosque } = await changeWall(ctx, 'save_wall_janazah', (tx, m) => saveJanazah(tx, m, ctx.input, ctx.now));
      return panelAnswer(ctx, mosque.id, wallMessages.janazahSaved);
    },
  }),

  clear_wall_janazah: adminAction({
    method: 'POST',
    input: WallMasjidForm,
    idempotent: true,
    who: 'staff',
    handle: async (ctx) => {
      const { mosque } = await changeWall(ctx, 'clear_wall_janazah', (tx, m) => cleared(clearJanazah(tx, m.id)));
      return panelAnswer(ctx, mosque.id, wallMessages.janazahCleared);
    },
  }),
};
