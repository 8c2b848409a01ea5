import * as v from 'valibot';
import type { JariyahDatabase, OutboxEntry } from '../db/database';
import type { AmenStatus, DoaId } from '../contract/campaign';

/*
 * What a kind of queued change is, declared once by the code that owns it: how its input is
 * checked and shown at once, the payload it stores, what it is about, how it is sent and how it
 * is taken back. The outbox (outbox.ts) only keeps the order, the owners and the answers; it
 * knows no kind by name.
 */

/** What each kind takes from its caller; the stored payload is the kind's own business. */
export type OutboxInputs = {
  edit_profile: { editType: 'fullname' | 'address' | 'birthdate' | 'gender' | 'greeting'; editValue: string };
  toggle_like: { doa_id: DoaId; state: AmenStatus };
  /** Tilawahku has news; what is sent is read when sending (sync/tilawah-sync.ts). */
  tilawah_sync: Record<string, never>;
  /** An Infaq Rutin paused, resumed, stopped or changed (sync/routine-outbox.ts). */
  routine_change: { id: string; action: 'pause' | 'resume' | 'stop' | 'change'; amount?: string; schedule?: string; day?: string; weekday?: string; whatsapp?: '0' | '1' };
  /** A khataman juz claimed, marked read or given back without a signal (sync/khataman-outbox.ts). */
  khataman_juz: { id: string; action: 'claim' | 'read' | 'release'; juz: readonly number[] };
  /** An amen on a khataman's intention (prayer 0) or a participant's prayer, said or taken back (sync/khataman-outbox.ts). */
  khataman_amen: { id: string; prayer: number; state: 'liked' | 'unliked' };
  /** A household's zakat fitrah taken at the desk (sync/fitrah-desk-outbox.ts); its id is client_id. */
  fitrah_desk_entry: { masjid_id: string; client_id: string; nama: string; jiwa: string; kind: string; unit?: string; note?: string };
};
export type OutboxKindName = keyof OutboxInputs;

export type StoredPayload = Record<string, string>;

/** Refused before anything is written: the value is one the server would refuse too. */
export class OutboxPayloadError extends Error {}

export type OutboxKind<K extends OutboxKindName, P extends StoredPayload> = {
  name: K;
  /** The payload as stored, by this version and every older one still queued on phones. */
  payload: v.GenericSchema<unknown, P>;
  /**
   * Checks the input against the contract (OutboxPayloadError when it fails) and lays the change
   * on the cached data at once; returns the payload to store. Runs inside enqueue's transaction
   * (outbox and kv), so the change and the record of it are written together or not at all.
   */
  record(input: OutboxInputs[K], database: JariyahDatabase): Promise<P>;
  /** What the change is about; of the waiting entries with one target, the newest is what shows. */
  target(payload: P): string;
  /**
   * A new change while one of the same target and owner waits: 'queue' sends each in turn (each
   * carries its own state, and one may already be on its way); 'skip' lets the waiting one carry
   * the new change too (it reads what to send when sending).
   */
  merge: 'queue' | 'skip';
  /**
   * Sends the entry with its id as the Idempotency-Key (throws ApiError or NetworkError like
   * every call), then drops it and takes in the answer in one transaction, unless a sign-out
   * emptied the outbox meanwhile (stillQueued). `signal` ends a call that stops answering (the
   * replay holds the outbox's lock meanwhile; see OUTBOX_CALL_TIMEOUT_MS).
   */
  send(entry: OutboxEntry, payload: P, database: JariyahDatabase, signal: AbortSignal): Promise<void>;
  /** Takes the change back off the screen after a final refusal; inside the caller's transaction. */
  rollBack(entry: OutboxEntry, payload: P, database: JariyahDatabase): Promise<void>;
  /** Whether an entry dropped unsent (another account's) must be rolled back too. */
  rollBackWhenDropped: boolean;
};

// The registry is keyed by a name the stored entries carry; their payload type is checked by the
// kind's own schema before any use (parsePayload), so the erased type never reaches a kind unchecked.
export type AnyOutboxKind = OutboxKind<OutboxKindName, StoredPayload>;

const kinds = new Map<string, AnyOutboxKind>();

/**
 * Makes a kind known to the outbox. The outbox's own kinds are registered when it loads; a kind
 * whose code is heavy (Tilawahku's sync) registers when that code loads, so the first screen does
 * not carry it; until then its entries simply wait, neither sent nor refused.
 */
export function registerOutboxKind<K extends OutboxKindName, P extends StoredPayload>(kind: OutboxKind<K, P>): void {
  kinds.set(kind.name, kind);
}

export const outboxKind = (name: string): AnyOutboxKind | undefined => kinds.get(name);

/**
 * Whether the entry is still in the outbox. Checked inside each transaction that records an
 * answer: a sign-out while the entry was on its way has removed it, and nothing of the account
 * that left (its profile, its amens) may be written back after that.
 */
export async function stillQueued(entry: OutboxEntry, database: JariyahDatabase): Promise<boolean> {
  return (await database.outbox.get(entry.seq)) !== undefined;
}

/**
 * The waiting (not refused) entries with the same kind, owner and target as `entry`, other than
 * itself; with `laterOnly`, only those queued after it.
 */
export function waitingOfSameTarget(entry: OutboxEntry, database: JariyahDatabase, options: { laterOnly?: boolean } = {}): Promise<number> {
  const kind = kinds.get(entry.kind);
  if (!kind) return Promise.resolve(0);
  const target = targetOf(kind, entry);
  if (target === undefined) return Promise.resolve(0);
  return database.outbox
    .filter((e) => e.kind === entry.kind && e.owner === entry.owner && !e.rejected && e.seq !== entry.seq
      && (!options.laterOnly || e.seq! > entry.seq!) && targetOf(kind, e) === target)
    .count();
}

/** An entry's target, or undefined when its payload does not pass the kind's schema. */
export function targetOf(kind: AnyOutboxKind, entry: OutboxEntry): string | undefined {
  const parsed = parsePayload(kind, entry);
  return parsed === undefined ? undefined : kind.target(parsed);
}

export function parsePayload(kind: AnyOutboxKind, entry: OutboxEntry): StoredPayload | undefined {
  const parsed = v.safeParse(kind.payload, entry.payload);
  return parsed.success ? parsed.output : undefined;
}

const PreviousSchema = v.nullable(v.string());
/** The value before a change, as its entry stored it (JSON; 'null' or missing when there was none). */
export function parsePrevious(json: string | undefined): string | null {
  try {
    const parsed = v.safeParse(PreviousSchema, JSON.parse(json ?? 'null'));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
