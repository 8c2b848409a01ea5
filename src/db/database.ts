import Dexie, { type EntityTable } from 'dexie';
import * as v from 'valibot';

/** Small values by key: settings, last location, tasbih state, the cached profile, flow state. */
export type KeyValue = { key: string; value: unknown };

/** One day of prayer times for a place, computed on the device. */
export type PrayerDay = {
  date: string; // YYYY-MM-DD in the place's zone
  placeKey: string; // `${lat.toFixed(3)},${lng.toFixed(3)}`
  timeZone: string;
  times: Record<string, string>; // imsak … isya as HH:mm
};

/**
 * Whose a donation or a queued change is: the WhatsApp number (without 62) of the account that
 * was logged in when it was made, or GUEST_OWNER. Numbers are digits only, so they never clash.
 */
export type Owner = string;
export const GUEST_OWNER: Owner = 'guest';

/** A donation made on this device; guests find theirs again through these codes. */
export type LocalDonation = { code: string; programTitle: string; amount: number; createdAt: string; status?: string; owner: Owner };

/** A change made offline (an amen, a profile edit), replayed in order once online. */
export type OutboxEntry = {
  seq?: number;
  id: string; // crypto.randomUUID(), sent as the Idempotency-Key
  kind: string; // 'toggle_like' | 'edit_profile' | …
  payload: Record<string, string>;
  /** Replayed only while this same account (or, for GUEST_OWNER, nobody) is logged in. */
  owner: Owner;
  createdAt: string;
  attempts: number;
  /** Set when the server rejected the change; kept so the user sees why. */
  rejected?: { status: number; message: string };
};

/** An inbox message (Pesan) kept for offline reading, with this device's read and delete marks. */
export type StoredMessage = {
  id: number;
  owner: Owner;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  action: string | null;
  createdAt: string;
  read: boolean;
  /** Hidden on this device; for an account, also told to the server (pendingDelete until then). */
  deleted: boolean;
  /** Marks made here that the server has not heard yet (an account's, made offline). */
  pendingRead?: boolean;
  pendingDelete?: boolean;
};

export type SavedSurah = { nomor: number; qari: string; url: string; bytes: number; savedAt: string };

/** What Tilawahku recorded as read on one calendar day (verses 1..6236 through the mushaf, their pages). */
export type TilawahDay = { date: string; verses: number[]; pages: number[] };

/** A verse marked 'Tandai'; a removal stays as a tombstone so the last change wins when syncing. */
export type TilawahBookmark = { key: string; surah: number; ayah: number; updatedAt: string; deleted: boolean };

export class JariyahDatabase extends Dexie {
  kv!: EntityTable<KeyValue, 'key'>;
  prayerDays!: EntityTable<PrayerDay, 'date'>;
  donations!: EntityTable<LocalDonation, 'code'>;
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  savedSurahs!: EntityTable<SavedSurah, 'nomor'>;
  messages!: EntityTable<StoredMessage, 'id'>;
  tilawahDays!: EntityTable<TilawahDay, 'date'>;
  tilawahBookmarks!: EntityTable<TilawahBookmark, 'key'>;

  constructor(name = 'jariyah') {
    super(name);
    // A shipped stores() string is never edited: a change is a new version below this one.
    this.version(1).stores({
      kv: '&key',
      prayerDays: '&date, placeKey',
      donations: '&code, createdAt',
      outbox: '++seq, &id, kind',
      savedSurahs: '&nomor',
    });
    // v2: donations and queued changes carry their owner, so signing out removes exactly that
    // account's rows and a change is never replayed under someone else's session (shared phones).
    this.version(2)
      .stores({ donations: '&code, createdAt, owner', outbox: '++seq, &id, kind, owner' })
      .upgrade(async (tx) => {
        // Older rows never said whose they were. The profile cached then is the best witness:
        // when someone was logged in, their rows leave with them at sign-out (the safe side on
        // a shared phone); otherwise they are a guest's. A guest's queued change is refused by
        // the server (both kinds need a login) and rolled back, never sent as anyone else.
        const profile: unknown = await tx.table('kv').get('profile');
        const whatsapp = v.safeParse(LegacyProfileOwnerSchema, profile && typeof profile === 'object' && 'value' in profile ? profile.value : undefined);
        const owner = whatsapp.success ? whatsapp.output.whatsapp : GUEST_OWNER;
        await tx.table('donations').toCollection().modify((row: { owner?: Owner }) => { row.owner = owner; });
        await tx.table('outbox').toCollection().modify((row: { owner?: Owner }) => { row.owner = owner; });
      });
    // v3: Tilawahku's reading days and bookmarks (its position, target and view settings live in kv).
    this.version(3).stores({ tilawahDays: '&date', tilawahBookmarks: '&key, updatedAt' });
    // v4: the Pesan inbox, per owner, newest first by createdAt.
    this.version(4).stores({ messages: '&id, owner, createdAt' });
  }
}

/** Only the number is read from the profile version 1 cached (sync/profile-cache.ts, key 'profile'). */
const LegacyProfileOwnerSchema = v.object({ whatsapp: v.pipe(v.string(), v.regex(/^\d{6,15}$/)) });

export const db = new JariyahDatabase();
