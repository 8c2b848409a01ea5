import { ApiError, NetworkError } from '../api/client';
import { getUser } from '../api/user';
import { db as defaultDb, GUEST_OWNER, type JariyahDatabase, type OutboxEntry, type Owner } from '../db/database';
import { amenKind } from './amen-outbox';
import {
  OutboxPayloadError, outboxKind, parsePayload, registerOutboxKind, stillQueued, targetOf,
  type AnyOutboxKind, type OutboxInputs, type OutboxKindName,
} from './outbox-kind';
import { markOutboxWaiting } from './outbox-mark';
import { readCachedProfile } from '../db/cached-profile';
import { profileEditKind } from './profile-edit-outbox';
import { routineChangeKind } from './routine-outbox';
import { khatamanAmenKind, khatamanTapKind } from './khataman-outbox';

/*
 * The outbox (after Workbox's background-sync queue and Dexie's cloud samples): a change made
 * offline is written together with the record of it in one transaction, shown at once, and sent
 * oldest first once online. A network failure stops the replay and keeps the entry; an HTTP
 * rejection (4xx) is kept as rejected, rolled back on screen and shown, never silently dropped.
 * Every entry keeps its id, sent as the Idempotency-Key, so a retry changes nothing twice.
 * Every entry also keeps its owner (the account logged in when it was made) and is sent only
 * under that account's session: on a shared phone, nothing is ever replayed as someone else.
 * What each kind of change is (checked, shown, sent, taken back) lives with its kind (outbox-kind.ts).
 */

// The outbox's own kinds, always there (the worker replays them too); others register when loaded
// (tilawah_sync, fitrah_desk_entry: by the worker and their own pages).
registerOutboxKind(profileEditKind);
registerOutboxKind(amenKind);
registerOutboxKind(routineChangeKind);
registerOutboxKind(khatamanTapKind);
registerOutboxKind(khatamanAmenKind);

/**
 * How long one call of a replay may go unanswered before it counts as no network. A replay holds
 * the outbox's Web Lock, so a connection that stops answering (a dying signal, a call started as
 * the network flapped) would otherwise keep every later replay, the page's and the worker's,
 * waiting behind it for good, and a tap made online would never leave the device.
 */
export const OUTBOX_CALL_TIMEOUT_MS = 15_000;

/** The Background Sync tag under which the service worker replays the outbox. */
export const OUTBOX_SYNC_TAG = 'jariyah-outbox';

/**
 * Fires 'enqueued' after a change is recorded, so the page can ask for a Background Sync, and
 * 'replayed' (a ReplayedEvent) after every replay, so the page can try again what still waits.
 */
export const outboxEvents = new EventTarget();
export type ReplayedEvent = CustomEvent<{ database: JariyahDatabase; report: ReplayReport }>;

/**
 * Records a change and applies it to the cached data in one transaction. The payload is checked
 * with the same schema the server uses; a bad value is refused here and nothing is written.
 */
export async function enqueue<K extends OutboxKindName>(
  kind: K,
  payload: OutboxInputs[K],
  options: { database?: JariyahDatabase; id?: string; now?: Date } = {},
): Promise<OutboxEntry> {
  const database = options.database ?? defaultDb;
  const spec = outboxKind(kind);
  if (!spec) throw new OutboxPayloadError('Jenis perubahan tidak dikenal');
  let entry: OutboxEntry = {
    id: options.id ?? crypto.randomUUID(),
    kind,
    payload: {},
    owner: GUEST_OWNER,
    createdAt: (options.now ?? new Date()).toISOString(),
    attempts: 0,
  };
  let added = true;
  await database.transaction('rw', database.outbox, database.kv, async () => {
    // The account logged in on this device now; every kind needs one, so a guest's entry will be
    // refused by the server and rolled back, never sent as whoever logs in later.
    entry.owner = (await readCachedProfile(database))?.whatsapp ?? GUEST_OWNER;
    entry.payload = await spec.record(payload, database);
    const waiting = spec.merge === 'skip' ? await waitingEntryOfSameTarget(spec, entry, database) : undefined;
    if (waiting) {
      entry = waiting;
      added = false;
      return;
    }
    entry.seq = await database.outbox.add(entry);
  });
  if (added) {
    markOutboxWaiting(true);
    outboxEvents.dispatchEvent(new Event('enqueued'));
  }
  return entry;
}

function waitingEntryOfSameTarget(kind: AnyOutboxKind, entry: OutboxEntry, database: JariyahDatabase): Promise<OutboxEntry | undefined> {
  const target = targetOf(kind, entry);
  return database.outbox.filter((e) => e.kind === entry.kind && e.owner === entry.owner && !e.rejected && targetOf(kind, e) === target).first();
}

/**
 * Sends one entry through its kind; throws ApiError or NetworkError like every call. A payload
 * its kind cannot read is refused like a change the server refuses: kept and shown, not retried.
 */
async function send(entry: OutboxEntry, kind: AnyOutboxKind, database: JariyahDatabase): Promise<void> {
  const payload = parsePayload(kind, entry);
  if (!payload) throw new ApiError(400, 'Perubahan tidak valid');
  await kind.send(entry, payload, database, AbortSignal.timeout(OUTBOX_CALL_TIMEOUT_MS));
}

/** Marks the entry rejected and takes its change back off the screen, in one transaction. */
async function reject(entry: OutboxEntry, kind: AnyOutboxKind, error: ApiError, database: JariyahDatabase): Promise<void> {
  await database.transaction('rw', database.outbox, database.kv, async () => {
    if (!(await stillQueued(entry, database))) return;
    await database.outbox.update(entry.seq, { rejected: { status: error.status, message: error.message }, attempts: entry.attempts + 1 });
    await rollBack(entry, kind, database);
  });
}

/** Drops an entry of another account than the one logged in now: it is never sent. */
async function discard(entry: OutboxEntry, kind: AnyOutboxKind, database: JariyahDatabase): Promise<void> {
  await database.transaction('rw', database.outbox, database.kv, async () => {
    await database.outbox.delete(entry.seq);
    if (kind.rollBackWhenDropped) await rollBack(entry, kind, database);
  });
}

/** Takes an entry's change back off the screen; runs inside the caller's transaction. */
async function rollBack(entry: OutboxEntry, kind: AnyOutboxKind, database: JariyahDatabase): Promise<void> {
  const payload = parsePayload(kind, entry);
  if (payload) await kind.rollBack(entry, payload, database);
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
  void run.then((report) => outboxEvents.dispatchEvent(new CustomEvent('replayed', { detail: { database, report } })), () => undefined);
  running.set(database, run);
  return run;
}

/**
 * Who the session cookie belongs to, asked of the server: the cookie is HttpOnly, and the cached
 * profile can be stale (another account may have logged in since). GUEST_OWNER on a 401.
 */
async function loggedInOwner(): Promise<Owner> {
  try {
    return (await getUser({ signal: AbortSignal.timeout(OUTBOX_CALL_TIMEOUT_MS) })).data.data.whatsapp;
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
    const kind = outboxKind(entry.kind);
    if (!kind) {
      report.pending++;
      continue;
    }
    if (entry.owner !== owner) {
      if (owner === GUEST_OWNER && entry.owner !== GUEST_OWNER) {
        // Its account is merely logged out: kept, unsent, until that account logs in again.
        report.pending++;
        report.stoppedBy ??= 'signed-out';
      } else {
        await discard(entry, kind, database);
        report.dropped++;
      }
      continue;
    }
    try {
      await send(entry, kind, database);
      report.sent++;
    } catch (error) {
      if (isRejection(error)) {
        await reject(entry, kind, error, database);
        report.rejected++;
        continue;
      }
      await database.outbox.update(entry.seq, { attempts: entry.attempts + 1 });
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
