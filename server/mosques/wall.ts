import { and, asc, count, eq, gte, lte, max } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db } from '../db/client.ts';
import { mosqueWallFlash, mosqueWallJanazah, mosqueWallPosters, mosqueWallSettings, type mosques } from '../db/schema.ts';
import { deleteUpload, parseImageDataUrl, parseSoundDataUrl, saveUpload } from '../lib/uploads.ts';
import { mosqueZone } from './times.ts';
import { mosqueKhatamans } from '../khataman/index.ts';
import { rosterDays } from './rosters.ts';
import { ROSTER_WALL_DAYS } from '../../src/contract/ramadan-roster.ts';
import { addDays, dateInZone, instantOf } from '../../src/contract/zone-clock.ts';
import {
  DEFAULT_WALL_SETTINGS, WALL_CHIME_MAX_BYTES, WALL_JANAZAH_AHEAD_DAYS, WALL_POSTERS_AHEAD_DAYS, WALL_POSTERS_MAX, WALL_POSTER_IMAGE_MAX_BYTES, WALL_POSTER_PLAN_DAYS,
  WallSettingsSchema, settingsOfForm, wallMessages,
  type WallContent, type WallFlash, type WallFlashForm, type WallJanazah, type WallJanazahForm, type WallPoster, type WallPosterForm,
  type WallSettings, type WallSettingsForm,
} from '../../src/contract/wall-settings.ts';

// A mosque's wall screen content: settings, posters, pengumuman kilat, janazah (contract/wall-settings.ts).
// Every change answers what its audit row records; a refusal answers the field and its message.

type MosqueRow = Pick<typeof mosques.$inferSelect, 'id' | 'longitude'>;
type PosterRow = typeof mosqueWallPosters.$inferSelect;
export type WallRefusal = { ok: false; field: string; message: string };

const UPLOAD_PREFIX = '/uploads/';
const refuse = (field: string, message: string): WallRefusal => ({ ok: false, field, message });

export const toPoster = (r: PosterRow): WallPoster => ({
  id: r.id, kind: r.kind === 'image' ? 'image' : 'text', title: r.title, body: r.body, image_url: r.image, starts_on: r.startsOn, ends_on: r.endsOn,
});

async function settingsOf(db: Db, masjidId: number): Promise<WallSettings> {
  const [row] = await db.select().from(mosqueWallSettings).where(eq(mosqueWallSettings.masjidId, masjidId)).limit(1);
  if (!row) return DEFAULT_WALL_SETTINGS;
  const parsed = v.safeParse(WallSettingsSchema, row.settings);
  return parsed.success ? parsed.output : DEFAULT_WALL_SETTINGS;
}

/** Posters not yet over, in order; the screen's read stops at those beginning within WALL_POSTERS_AHEAD_DAYS. */
async function postersOf(db: Db, masjidId: number, today: string, startingBy?: string): Promise<PosterRow[]> {
  return db.select().from(mosqueWallPosters)
    .where(and(eq(mosqueWallPosters.masjidId, masjidId), gte(mosqueWallPosters.endsOn, today), startingBy ? lte(mosqueWallPosters.startsOn, startingBy) : undefined))
    .orderBy(asc(mosqueWallPosters.position), asc(mosqueWallPosters.id));
}

/**
 * What the wall shows, from today at the mosque: the screen's read (`forScreen`) is sent posters
 * beginning within the next WALL_POSTERS_AHEAD_DAYS; the panel sees every poster not yet over.
 * A flash past its end and a janazah past its date are left out.
 */
export async function wallContent(db: Db, mosque: MosqueRow, now: Date, forScreen: boolean): Promise<WallContent> {
  const today = dateInZone(now.getTime(), await mosqueZone(db, mosque));
  const posters = await postersOf(db, mosque.id, today, forScreen ? addDays(today, WALL_POSTERS_AHEAD_DAYS) : undefined);
  const [flash] = await db.select().from(mosqueWallFlash).where(eq(mosqueWallFlash.masjidId, mosque.id)).limit(1);
  const [janazah] = await db.select().from(mosqueWallJanazah).where(eq(mosqueWallJanazah.masjidId, mosque.id)).limit(1);
  return {
    settings: await settingsOf(db, mosque.id),
    posters: posters.map(toPoster),
    flash: flash && (!flash.endsAt || flash.endsAt > now) ? { text: flash.text, ends_at: flash.endsAt?.toISOString() ?? null } : null,
    janazah: janazah && janazah.date >= today ? toJanazah(janazah) : null,
    khataman: await mosqueKhatamans(db, mosque.id, now),
    roster: await rosterDays(db, mosque, null, now, ROSTER_WALL_DAYS),
  };
}

const toJanazah = (r: typeof mosqueWallJanazah.$inferSelect): WallJanazah => ({
  name: r.name, after_prayer: (r.afterPrayer as WallJanazah['after_prayer']) ?? null, time: r.time, date: r.date, place: r.place,
});

async function storeSettings(db: Db, masjidId: number, after: WallSettings, now: Date): Promise<void> {
  await db.insert(mosqueWallSettings).values({ masjidId, settings: after, updatedAt: now })
    .onConflictDoUpdate({ target: mosqueWallSettings.masjidId, set: { settings: after, updatedAt: now } });
}

export async function saveWallSettings(db: Db, input: v.InferOutput<typeof WallSettingsForm>, now: Date) {
  const before = await settingsOf(db, input.masjid_id);
  if (input.chime_sound === 'own' && !before.chime.own_url) return refuse('chime_sound', wallMessages.chimeNeeded);
  const after = settingsOfForm(input, before);
  await storeSettings(db, input.masjid_id, after, now);
  return { ok: true as const, before, after };
}

/**
 * The mosque's own sound: stored under a fresh name and played from then on ('own'); answers the
 * settings before and after, the file it replaced (for the caller to remove once committed), or a refusal.
 */
export async function saveWallChime(db: Db, dataDir: string, masjidId: number, dataUrl: string, now: Date) {
  const sound = parseSoundDataUrl(dataUrl, { maxBytes: WALL_CHIME_MAX_BYTES, typeMessage: wallMessages.chimeType, sizeMessage: wallMessages.chimeSize });
  if ('error' in sound) return refuse('audio', sound.error);
  const before = await settingsOf(db, masjidId);
  const after: WallSettings = { ...before, chime: { ...before.chime, sound: 'own', own_url: `${UPLOAD_PREFIX}${await saveUpload(dataDir, sound)}` } };
  await storeSettings(db, masjidId, after, now);
  return { ok: true as const, before, after, replaced: posterUploadName(before.chime.own_url) };
}

/** Back to the shipped chime (or silence if the sound was off); answers the file to remove. */
export async function clearWallChime(db: Db, masjidId: number, now: Date) {
  const before = await settingsOf(db, masjidId);
  if (!before.chime.own_url) return { ok: true as const, before: null, after: null, replaced: null };
  const after: WallSettings = { ...before, chime: { ...before.chime, sound: before.chime.sound === 'own' ? 'chime' : before.chime.sound, own_url: null } };
  await storeSettings(db, masjidId, after, now);
  return { ok: true as const, before, after, replaced: posterUploadName(before.chime.own_url) };
}

export async function findPoster(db: Db, id: number): Promise<PosterRow | null> {
  const [row] = await db.select().from(mosqueWallPosters).where(eq(mosqueWallPosters.id, id)).limit(1);
  return row ?? null;
}

type PosterInput = v.InferOutput<typeof WallPosterForm>;
export type SavePosterResult = { ok: true; poster: WallPoster; before: WallPoster | null } | WallRefusal;

/**
 * Checks dates and the image before anything is stored; `edited` is the poster being changed.
 * The image is written to disk before the row, and removed again when the row is refused.
 */
export async function savePoster(db: Db, dataDir: string, mosque: MosqueRow, input: PosterInput, edited: PosterRow | null, now: Date): Promise<SavePosterResult> {
  const today = dateInZone(now.getTime(), await mosqueZone(db, mosque));
  const last = addDays(today, WALL_POSTER_PLAN_DAYS);
  // An edited poster already showing keeps its start; a new one starts today at the earliest.
  const earliest = edited && edited.startsOn < today ? edited.startsOn : today;
  if (input.starts_on < earliest || input.starts_on > last) return refuse('starts_on', wallMessages.posterWindow);
  if (input.ends_on < today || input.ends_on > last) return refuse('ends_on', wallMessages.posterWindow);
  if (!edited) {
    const [held] = await db.select({ n: count() }).from(mosqueWallPosters).where(and(eq(mosqueWallPosters.masjidId, mosque.id), gte(mosqueWallPosters.endsOn, today)));
    if ((held?.n ?? 0) >= WALL_POSTERS_MAX) return refuse('title', wallMessages.tooManyPosters);
  }
  let image: string | null = input.kind === 'image' ? edited?.image ?? null : null;
  let stored: string | null = null;
  if (input.kind === 'image' && input.image) {
    const parsed = parseImageDataUrl(input.image, { maxBytes: WALL_POSTER_IMAGE_MAX_BYTES, typeMessage: wallMessages.imageType, sizeMessage: wallMessages.imageSize });
    if ('error' in parsed) return refuse('image', parsed.error);
    stored = await saveUpload(dataDir, parsed);
    image = `${UPLOAD_PREFIX}${stored}`;
  }
  if (input.kind === 'image' && !image) return refuse('image', wallMessages.imageNeeded);
  const values = { kind: input.kind, title: input.title, body: input.body, image, startsOn: input.starts_on, endsOn: input.ends_on };
  try {
    if (edited) {
      const [row] = await db.update(mosqueWallPosters).set(values).where(eq(mosqueWallPosters.id, edited.id)).returning();
      return { ok: true, poster: toPoster(row!), before: toPoster(edited) };
    }
    const [top] = await db.select({ n: max(mosqueWallPosters.position) }).from(mosqueWallPosters).where(eq(mosqueWallPosters.masjidId, mosque.id));
    const [row] = await db.insert(mosqueWallPosters).values({ masjidId: mosque.id, ...values, position: (top?.n ?? 0) + 1, createdAt: now }).returning();
    return { ok: true, poster: toPoster(row!), before: null };
  } catch (error) {
    if (stored) await deleteUpload(dataDir, stored).catch(() => undefined);
    throw error;
  }
}

/** The image a replaced or removed poster leaves behind, once its row is gone from the database. */
/** The stored file's name behind an upload URL of ours (a poster's image, the wall's own sound). */
export const posterUploadName = (image: string | null) => (image?.startsWith(UPLOAD_PREFIX) ? image.slice(UPLOAD_PREFIX.length) : null);

/** Swaps the poster with its neighbour among those not yet over; false when it is already at that end. */
export async function movePoster(db: Db, mosque: MosqueRow, poster: PosterRow, direction: 'up' | 'down', now: Date): Promise<boolean> {
  const today = dateInZone(now.getTime(), await mosqueZone(db, mosque));
  const rows = await postersOf(db, mosque.id, today);
  const at = rows.findIndex((r) => r.id === poster.id);
  const other = rows[direction === 'up' ? at - 1 : at + 1];
  if (at < 0 || !other) return false;
  // Renumber the list so two posters with one position still swap.
  const order = rows.map((r) => r.id);
  [order[at], order[rows.indexOf(other)]] = [other.id, poster.id];
  for (const [i, id] of order.entries()) await db.update(mosqueWallPosters).set({ position: i + 1 }).where(eq(mosqueWallPosters.id, id));
  return true;
}

export async function removePoster(db: Db, id: number) {
  await db.delete(mosqueWallPosters).where(eq(mosqueWallPosters.id, id));
}

export type SaveFlashResult = { ok: true; before: WallFlash | null; after: WallFlash } | WallRefusal;

export async function saveFlash(db: Db, mosque: MosqueRow, input: v.InferOutput<typeof WallFlashForm>, now: Date): Promise<SaveFlashResult> {
  const zone = await mosqueZone(db, mosque);
  // A date alone runs to the end of that day at the mosque.
  const endsAt = input.until_date
    ? new Date(input.until_time ? instantOf(input.until_date, input.until_time, zone) : instantOf(addDays(input.until_date, 1), '00:00', zone))
    : null;
  if (endsAt && endsAt <= now) return refuse('until_date', wallMessages.flashEndPassed);
  const [old] = await db.select().from(mosqueWallFlash).where(eq(mosqueWallFlash.masjidId, mosque.id)).limit(1);
  await db.insert(mosqueWallFlash).values({ masjidId: mosque.id, text: input.text, endsAt, createdAt: now })
    .onConflictDoUpdate({ target: mosqueWallFlash.masjidId, set: { text: input.text, endsAt, createdAt: now } });
  return {
    ok: true,
    before: old ? { text: old.text, ends_at: old.endsAt?.toISOString() ?? null } : null,
    after: { text: input.text, ends_at: endsAt?.toISOString() ?? null },
  };
}

/** Clears the flash; answers what it was (null: there was none). */
export async function clearFlash(db: Db, masjidId: number): Promise<WallFlash | null> {
  const [old] = await db.delete(mosqueWallFlash).where(eq(mosqueWallFlash.masjidId, masjidId)).returning();
  return old ? { text: old.text, ends_at: old.endsAt?.toISOString() ?? null } : null;
}

export type SaveJanazahResult = { ok: true; before: WallJanazah | null; after: WallJanazah } | WallRefusal;

export async function saveJanazah(db: Db, mosque: MosqueRow, input: v.InferOutput<typeof WallJanazahForm>, now: Date): Promise<SaveJanazahResult> {
  const today = dateInZone(now.getTime(), await mosqueZone(db, mosque));
  if (input.date < today || input.date > addDays(today, WALL_JANAZAH_AHEAD_DAYS)) return refuse('date', wallMessages.janazahWindow);
  const values = { name: input.name, afterPrayer: input.after_prayer || null, time: input.time || null, date: input.date, place: input.place };
  const [old] = await db.select().from(mosqueWallJanazah).where(eq(mosqueWallJanazah.masjidId, mosque.id)).limit(1);
  const [row] = await db.insert(mosqueWallJanazah).values({ masjidId: mosque.id, ...values, createdAt: now })
    .onConflictDoUpdate({ target: mosqueWallJanazah.masjidId, set: { ...values, createdAt: now } }).returning();
  return { ok: true, before: old ? toJanazah(old) : null, after: toJanazah(row!) };
}

export async function clearJanazah(db: Db, masjidId: number): Promise<WallJanazah | null> {
  const [old] = await db.delete(mosqueWallJanazah).where(eq(mosqueWallJanazah.masjidId, masjidId)).returning();
  return old ? toJanazah(old) : null;
}
