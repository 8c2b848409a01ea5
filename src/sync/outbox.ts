import * as v from 'valibot';
import { markOutboxWaiting } from './outbox-mark';
import { ApiError, callApi, NetworkError } from '../api/client';
import { editProfile, getUser } from '../api/user';
import { EditProfileSchema } from '../contract/user';
import { db as defaultDb, GUEST_OWNER, type JariyahDatabase, type OutboxEntry, type Owner } from '../db/database';
import { readKv, writeKv } from '../db/kv';
import { PERSONAL_KV_KEYS } from '../db/personal-data';
import { OFFLINE_EDIT_TYPES, PROFILE_KEY, readCachedProfile, storeServerProfile, withField } from './profile-cache';

/*
 * The outbox (after Workbox's background-sync queue and Dexie's cloud samples): a change made
 * offline is written together with the record of it in one transaction, shown at once, and sent
 * oldest first once online. A network failure stops the replay and keeps the entry; an HTTP
 * rejection (4xx) is kept as rejected, rolled back on screen and shown, never silently dropped.
 * Every entry keeps its id, sent as the Idempotency-Key, so a retry changes nothing twice.
 * Every entry also keeps its owner (the account logged in when it was made) and is sent only
 * under that account's session: on a shared phone, nothing is ever replayed as someone else.
 */

export const EditProfilePayloadSchema = v.object({
  editType: v.picklist(OFFLINE_EDIT_TYPES),
  editValue: v.string(),
  /** JSON of the value before the change ('null' when empty), for the rollback. */
  previous: v.optional(v.string()),
});
export const ToggleLikePayloadSchema = v.object({
  doa_id: v.pipe(v.string(), v.regex(/^\d{1,10}$/)),
  state: v.picklist(['liked', 'unliked']),
  previous: v.optional(v.string()),
});

export type OutboxPayloads = {
  edit_profile: { editType: (typeof OFFLINE_EDIT_TYPES)[number]; editValue: string };
  toggle_like: { doa_id: string; state: 'liked' | 'unliked' };
  /** Tilawahku has news; what is sent is read when sending (sync/tilawah-sync.ts). */
  tilawah_sync: Record<string, never>;
};
export type OutboxKind = keyof OutboxPayloads;

/** Amens said offline, by doa id, until the server has them; prayer lists lay these on top. */
export const AMEN_OVERRIDES_KEY = PERSONAL_KV_KEYS.amenOverrides;
const AmenOverridesSchema = v.record(v.string(), v.picklist(['liked', 'unliked']));

export class OutboxPayloadError extends Error {}

/** The Background Sync tag under which the service worker replays the outbox. */
export const OUTBOX_SYNC_TAG = 'jariyah-outbox';

/** Fires 'enqueued' after a change is recorded, so the page can ask for a Background Sync. */
export const outboxEvents = new EventTarget();

/**
 * Records a change and applies it to the cached data in one transaction. The payload is checked
 * with the same schema the server uses; a bad value is refused here and nothing is written.
 */
export async function enqueue<K extends OutboxKind>(
  kind: K,
  payload: OutboxPayloads[K],
  options: { database?: JariyahDatabase; id?: string; now?: Date } = {},
): Promise<OutboxEntry> {
  const database = options.database ?? defaultDb;
  const entry: OutboxEntry = {
    id: options.id ?? crypto.randomUUID(),
    kind,
    payload: {},
    owner: GUEST_OWNER,
    createdAt: (options.now ?? new Date()).toISOString(),
    attempts: 0,
  };
  await database.transaction('rw', database.outbox, database.kv, async () => {
    // The account logged in on this device now; both kinds need one, so a guest's entry will be
    // refused by the server and rolled back, never sent as whoever logs in later.
    entry.owner = (await readCachedProfile(database))?.whatsapp ?? GUEST_OWNER;
    if (kind === 'edit_profile') {
      const checked = v.safeParse(EditProfileSchema, { ...payload });
      const edit = v.safeParse(EditProfilePayloadSchema, checked.success ? checked.output : {});
      if (!checked.success || !edit.success) throw new OutboxPayloadError(checked.issues?.[0]?.message ?? 'Perubahan tidak valid');
      const profile = await readCachedProfile(database);
      const field = edit.output.editType;
      const before = profile ? currentValue(profile, field) : null;
      entry.payload = { editType: field, editValue: edit.output.editValue, previous: JSON.stringify(before) };
      if (profile) await writeKv(PROFILE_KEY, withField(profile, field, edit.output.editValue), database);
    } else if (kind === 'tilawah_sync') {
      entry.payload = {};
    } else {
      const like = v.safeParse(ToggleLikePayloadSchema, payload);
      if (!like.success) throw new OutboxPayloadError('Perubahan tidak valid');
      const overrides = (await readKv(AMEN_OVERRIDES_KEY, AmenOverridesSchema, database)) ?? {};
      entry.payload = { doa_id: like.output.doa_id, state: like.output.state, previous: JSON.stringify(overrides[like.output.doa_id] ?? null) };
      await writeKv(AMEN_OVERRIDES_KEY, { ...overrides, [like.output.doa_id]: like.output.state }, database);
    }
    entry.seq = await database.outbox.add(entry);
  });
  markOutboxWaiting(true);
  outboxEvents.dispatchEvent(new Event('enqueued'));
  return entry;
}

function currentValue(profile: NonNullable<Awaited<ReturnType<typeof readCachedProfile>>>, editType: (typeof OFFLINE_EDIT_TYPES)[number]): string | null {
  switch (editType) {
    case 'fullname': return profile.nama;
    case 'address': return profile.alamat;
    case 'birthdate': return profile.tgl_lahir;
    case 'gender': return profile.kelamin;
    case 'greeting': return profile.sapaan;
  }
}

const PreviousSchema = v.nullable(v.string());
function parsePrevious(json: string | undefined): string | null {
  try {
    const parsed = v.safeParse(PreviousSchema, JSON.parse(json ?? 'null'));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/**
 * Whether the entry is still in the outbox. Checked inside each transaction that records an
 * answer: a sign-out while the entry was on its way has removed it, and nothing of the account
 * that left (its profile, its amens) may be written back after that.
 */
async function stillQueued(entry: OutboxEntry, database: JariyahDatabase): Promise<boolean> {
  return (await database.outbox.get(entry.seq!)) !== undefined;
}

type Sender = (entry: OutboxEntry, database: JariyahDatabase) => Promise<void>;
const senders = new Map<string, Sender>();
const BUILT_IN_KINDS = new Set(['edit_profile', 'toggle_like']);

/**
 * A kind of change whose sending lives with its own code (Tilawahku's sync), registered by that
 * code when it loads, so the app's first screen does not carry it. Until it is registered, such
 * an entry simply waits: it is neither sent nor refused.
 */
export function registerOutboxSender(kind: Exclude<OutboxKind, 'edit_profile' | 'toggle_like'>, send: Sender): void {
  senders.set(kind, send);
}

/** Sends one entry; throws ApiError or NetworkError like every call. */
async function send(entry: OutboxEntry, database: JariyahDatabase): Promise<void> {
  if (entry.kind === 'edit_profile') {
    const edit = v.parse(EditProfilePayloadSchema, entry.payload);
    const answer = await editProfile({ editType: edit.editType, editValue: edit.editValue }, entry.id);
    // Sent: drop the entry and take the server's profile in the same breath, so the edits
    // still waiting are laid over the fresh copy and this one is not applied twice.
    await database.transaction('rw', database.outbox, database.kv, async () => {
      if (!(await stillQueued(entry, database))) return;
      await database.outbox.delete(entry.seq!);
      if (!answer.data.pending) await storeServerProfile(answer.data.user, database);
    });
    return;
  }
  if (entry.kind === 'toggle_like') {
    const like = v.parse(ToggleLikePayloadSchema, entry.payload);
    await callApi({ controller: 'campaign', kode: 'toggle_like', method: 'POST', body: { doa_id: like.doa_id, state: like.state }, idempotencyKey: entry.id }, v.unknown());
    await database.transaction('rw', database.outbox, database.kv, async () => {
      if (!(await stillQueued(entry, database))) return;
      await database.outbox.delete(entry.seq!);
      const sameDoa = await database.outbox.filter((e) => e.kind === 'toggle_like' && e.payload.doa_id === like.doa_id && !e.rejected).count();
      if (sameDoa === 0) {
        // The server now knows; the fresh prayer list shows it, the override is no longer needed.
        const overrides = (await readKv(AMEN_OVERRIDES_KEY, AmenOverridesSchema, database)) ?? {};
        delete overrides[like.doa_id];
        await writeKv(AMEN_OVERRIDES_KEY, overrides, database);
      }
    });
    return;
  }
  const sender = senders.get(entry.kind);
  if (sender) {
    await sender(entry, database);
    return;
  }
  throw new ApiError(400, 'Jenis perubahan tidak dikenal');
}

/** Marks the entry rejected and takes its change back off the screen, in one transaction. */
async function reject(entry: OutboxEntry, error: ApiError, database: JariyahDatabase): Promise<void> {
  await database.transaction('rw', database.outbox, database.kv, async () => {
    if (!(await stillQueued(entry, database))) return;
    await database.outbox.update(entry.seq!, { rejected: { status: error.status, message: error.message }, attempts: entry.attempts + 1 });
    await rollBack(entry, database);
  });
}

/**
 * Drops an entry of another account than the one logged in now: it is never sent. Its amen comes
 * off the prayer lists; a profile edit needs no undo, since the cached profile is the current
 * account's and only its own edits are laid over it (storeServerProfile).
 */
async function discard(entry: OutboxEntry, database: JariyahDatabase): Promise<void> {
  await database.transaction('rw', database.outbox, database.kv, async () => {
    await database.outbox.delete(entry.seq!);
    if (entry.kind === 'toggle_like') await rollBack(entry, database);
  });
}

/** Takes an entry's change back off the screen; runs inside the caller's transaction. */
async function rollBack(entry: OutboxEntry, database: JariyahDatabase): Promise<void> {
  const previous = parsePrevious(entry.payload.previous);
  if (entry.kind === 'edit_profile') {
    const edit = v.safeParse(EditProfilePayloadSchema, entry.payload);
    const profile = await readCachedProfile(database);
    if (!edit.success || !profile) return;
    // Only undo what is still on screen: a later edit of the same field stays.
    const later = await database.outbox
      .filter((e) => e.kind === 'edit_profile' && !e.rejected && e.seq! > entry.seq! && e.payload.editType === edit.output.editType)
      .count();
    if (later === 0) await writeKv(PROFILE_KEY, withField(profile, edit.output.editType, previous), database);
  } else if (entry.kind === 'toggle_like') {
    const overrides = (await readKv(AMEN_OVERRIDES_KEY, AmenOverridesSchema, database)) ?? {};
    const doaId = entry.payload.doa_id ?? '';
    if (previous === 'liked' || previous === 'unliked') overrides[doaId] = previous;
    else delete overrides[doaId];
    await writeKv(AMEN_OVERRIDES_KEY, overrides, database);
  }
}

/** A rejection is the server refusing this change; 408 and 429 only say "not now". */
const isRejection = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;

export type ReplayReport = {
  sent: number;
  rejected: number;
  /** Entries still waiting: stopped by the network or a fault, or kept for an account not logged in. */
  pending: number;
  /** Entries of another account than the one logged in, dropped unsent. */
  dropped: number;
  /** 'signed-out': only entries of an account that is not logged in now wait; retrying will not help. */
  stoppedBy?: 'network' | 'server' | 'signed-out';
};

/** Whether a later try could send what still waits (Background Sync retries only then). */
export const worthRetrying = (report: ReplayReport): boolean => report.stoppedBy === 'network' || report.stoppedBy === 'server';

const running = new WeakMap<JariyahDatabase, Promise<ReplayReport>>();
const following = new WeakMap<JariyahDatabase, Promise<ReplayReport>>();

/**
 * Sends waiting entries oldest first. Stops at the first network failure (or server fault) and
 * keeps that entry for the next try; a 4xx marks it rejected, rolls it back and moves on.
 * A run reads what waits when it starts, so a call during a run gets one more run after it (shared
 * by every call meanwhile) that sends what came since. A Web Lock keeps the page and the service
 * worker's Background Sync from replaying side by side.
 */
export function replayOutbox(options: { database?: JariyahDatabase } = {}): Promise<ReplayReport> {
  const database = options.database ?? defaultDb;
  const current = running.get(database);
  if (!current) return startReplay(database);
  let next = following.get(database);
  if (!next) {
    next = current.catch(() => undefined).then(() => {
      following.delete(database);
      return running.get(database) ?? startReplay(database);
    });
    following.set(database, next);
  }
  return next;
}

function startReplay(database: JariyahDatabase): Promise<ReplayReport> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  const run = (locks ? locks.request(`jariyah-outbox:${database.name}`, () => replayInOrder(database)) : replayInOrder(database))
    .finally(() => running.delete(database));
  running.set(database, run);
  return run;
}

/**
 * Who the session cookie belongs to, asked of the server: the cookie is HttpOnly, and the cached
 * profile can be stale (another account may have logged in since). GUEST_OWNER on a 401.
 */
async function loggedInOwner(): Promise<Owner> {
  try {
    return (await getUser()).data.data.whatsapp;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return GUEST_OWNER;
    throw error;
  }
}

const stopReason = (error: unknown) => (error instanceof NetworkError ? 'network' : 'server');

async function replayInOrder(database: JariyahDatabase): Promise<ReplayReport> {
  const report: ReplayReport = { sent: 0, rejected: 0, pending: 0, dropped: 0 };
  const waiting = await database.outbox.orderBy('seq').filter((e) => !e.rejected).primaryKeys();
  if (waiting.length === 0) return report;
  let owner: Owner;
  try {
    owner = await loggedInOwner();
  } catch (error) {
    return { ...report, pending: waiting.length, stoppedBy: stopReason(error) };
  }
  for (const [index, seq] of waiting.entries()) {
    // Read again before sending: a sign-out may have emptied the outbox meanwhile.
    const entry = await database.outbox.get(seq);
    if (!entry || entry.rejected) continue;
    if (!BUILT_IN_KINDS.has(entry.kind) && !senders.has(entry.kind)) {
      report.pending++;
      continue;
    }
    if (entry.owner !== owner) {
      if (owner === GUEST_OWNER && entry.owner !== GUEST_OWNER) {
        // Its account is merely logged out: kept, unsent, until that account logs in again.
        report.pending++;
        report.stoppedBy ??= 'signed-out';
      } else {
        await discard(entry, database);
        report.dropped++;
      }
      continue;
    }
    try {
      await send(entry, database);
      report.sent++;
    } catch (error) {
      if (isRejection(error)) {
        await reject(entry, error, database);
        report.rejected++;
        continue;
      }
      await database.outbox.update(entry.seq!, { attempts: entry.attempts + 1 });
      report.pending += waiting.length - index;
      report.stoppedBy = stopReason(error);
      break;
    }
  }
  return report;
}

/** Forgets a rejected entry once the user has read why it was refused. */
export async function dismissRejected(seq: number, database: JariyahDatabase = defaultDb): Promise<void> {
  await database.outbox.delete(seq);
}
