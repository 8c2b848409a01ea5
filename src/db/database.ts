import Dexie, { type EntityTable } from 'dexie';

/** Small values by key: settings, last location, tasbih state, the cached profile, flow state. */
export type KeyValue = { key: string; value: unknown };

/** One day of prayer times for a place, computed on the device. */
export type PrayerDay = {
  date: string; // YYYY-MM-DD in the place's zone
  placeKey: string; // `${lat.toFixed(3)},${lng.toFixed(3)}`
  timeZone: string;
  times: Record<string, string>; // imsak … isya as HH:mm
};

/** A donation made on this device; guests find theirs again through these codes. */
export type LocalDonation = { code: string; programTitle: string; amount: number; createdAt: string; status?: string };

/** A change made offline (an amen, a profile edit), replayed in order once online. */
export type OutboxEntry = {
  seq?: number;
  id: string; // crypto.randomUUID(), sent as the Idempotency-Key
  kind: string; // 'toggle_like' | 'edit_profile' | …
  payload: Record<string, string>;
  createdAt: string;
  attempts: number;
  /** Set when the server rejected the change; kept so the user sees why. */
  rejected?: { status: number; message: string };
};

export type SavedSurah = { nomor: number; qari: string; url: string; bytes: number; savedAt: string };

export class JariyahDatabase extends Dexie {
  kv!: EntityTable<KeyValue, 'key'>;
  prayerDays!: EntityTable<PrayerDay, 'date'>;
  donations!: EntityTable<LocalDonation, 'code'>;
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  savedSurahs!: EntityTable<SavedSurah, 'nomor'>;

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
  }
}

export const db = new JariyahDatabase();
