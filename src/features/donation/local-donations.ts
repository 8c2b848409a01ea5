import { db as defaultDb, GUEST_OWNER, type JariyahDatabase, type LocalDonation, type Owner } from '../../db/database';

// Donations made on this device (Dexie `donations`): how a guest finds theirs again.

export async function recordLocalDonation(donation: LocalDonation, database: JariyahDatabase = defaultDb): Promise<void> {
  await database.donations.put(donation);
}

/**
 * Newest first: the guest donations made on this device and, when someone is logged in, theirs;
 * never another account's (signing out removes those, this keeps them out even if it did not).
 */
export async function listLocalDonations(owner: Owner, database: JariyahDatabase = defaultDb): Promise<LocalDonation[]> {
  const shown = new Set([owner, GUEST_OWNER]);
  return database.donations.orderBy('createdAt').reverse().filter((d) => shown.has(d.owner)).toArray();
}

/** Keeps the last status seen, so the list reads right offline too. */
export async function updateLocalStatus(code: string, status: string, database: JariyahDatabase = defaultDb): Promise<void> {
  await database.donations.update(code, { status });
}
