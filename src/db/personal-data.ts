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
  /** A phone or email change in progress, with its one-time proof (features/profile). */
  contactChange: 'contact-change',
  /** A register or forgot-password flow in progress: number, name, proof (features/auth). */
  authFlow: 'auth-flow',
} as const;

/** Donate attempts, one per program: their fingerprint holds the donor's name and number. */
export const DONATE_ATTEMPT_PREFIX = 'donate-attempt:';
/** Open attempts of admin forms (issue 17), one per form: kept across a reload, gone at logout. */
export const ADMIN_ATTEMPT_PREFIX = 'admin-attempt:';

/**
 * Removes, in one transaction, every personal row: the keys above, open donate attempts, the
 * whole outbox (its unsent changes included: the caller asked first) and the donations of any
 * account. Donations a guest made stay: they are how a guest finds a payment again.
 */
export async function removePersonalData(database: JariyahDatabase = defaultDb): Promise<void> {
  await database.transaction('rw', database.kv, database.outbox, database.donations, async () => {
    await database.kv.bulkDelete(Object.values(PERSONAL_KV_KEYS));
    await database.kv.where('key').startsWith(DONATE_ATTEMPT_PREFIX).delete();
    await database.kv.where('key').startsWith(ADMIN_ATTEMPT_PREFIX).delete();
    await database.outbox.clear();
    await database.donations.where('owner').notEqual(GUEST_OWNER).delete();
  });
}
