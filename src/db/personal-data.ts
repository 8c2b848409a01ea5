import { db as defaultDb, GUEST_OWNER, type JariyahDatabase } from './database';

/*
 * Everything on the device that belongs to the logged-in person, in one place: a module that
 * stores something personal takes its kv key from here, so signing out cannot miss it.
 */
export const PERSONAL_KV_KEYS = {
  /** The cached profile (sync/profile-cache.ts). */
  profile: 'profile',
  /** Amens said offline, laid over prayer lists until sent (sync/outbox.ts). */
  amenOverrides: 'amen-overrides',
  /** Amens the server took, laid over older copies of prayer lists until a fresh read shows them (db/amen-overrides.ts). */
  amensSent: 'amens-sent',
  /** A phone or email change in progress, with its one-time proof (features/profile). */
  contactChange: 'contact-change',
  /** A register or forgot-password flow in progress: number, name, proof (features/auth). */
  authFlow: 'auth-flow',
  /** Tilawahku's reading record, synced to the account (db/tilawah.ts): place, target and its time, sync marks. */
  tilawahPosition: 'tilawah-position',
  tilawahTarget: 'tilawah-target',
  tilawahTargetAt: 'tilawah-target-at',
  tilawahPushedThrough: 'tilawah-pushed-through',
  tilawahRev: 'tilawah-rev',
  tilawahServerRev: 'tilawah-server-rev',
  /** The account's Infaq Rutin list as last read, for reading and changing it offline (db/routines.ts). */
  routines: 'routines',
  /** The mosques the account follows as last read, for the profile offline (db/followed-mosques.ts). */
  followedMosques: 'followed-mosques',
} as const;

/** Donate attempts, one per program: their fingerprint holds the donor's name and number. */
export const DONATE_ATTEMPT_PREFIX = 'donate-attempt:';
/** Open attempts of admin forms (issue 17), one per form: kept across a reload, gone at logout. */
export const ADMIN_ATTEMPT_PREFIX = 'admin-attempt:';

/**
 * Removes, in one transaction, every personal row: the keys above, open donate attempts, the
 * whole outbox (its unsent changes included: the caller asked first) and the donations of any
 * account, and that account's inbox. Donations a guest made stay: they are how a guest finds a payment again.
 */
export async function removePersonalData(database: JariyahDatabase = defaultDb): Promise<void> {
  await database.transaction('rw', [database.kv, database.outbox, database.donations, database.messages, database.tilawahDays, database.tilawahBookmarks], async () => {
    await database.kv.bulkDelete(Object.values(PERSONAL_KV_KEYS));
    // Tilawahku's days read and bookmarks (its kv keys are above).
    await database.tilawahDays.clear();
    await database.tilawahBookmarks.clear();
    await database.kv.where('key').startsWith(DONATE_ATTEMPT_PREFIX).delete();
    await database.kv.where('key').startsWith(ADMIN_ATTEMPT_PREFIX).delete();
    await database.outbox.clear();
    await database.donations.where('owner').notEqual(GUEST_OWNER).delete();
    await database.messages.where('owner').notEqual(GUEST_OWNER).delete();
  });
}
