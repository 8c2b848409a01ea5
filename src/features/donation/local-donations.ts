import { db as defaultDb, type JariyahDatabase, type LocalDonation } from '../../db/database';

// Donations made on this device (Dexie `donations`): how a guest finds theirs again.

export async function recordLocalDonation(donation: LocalDonation, database: JariyahDatabase = defaultDb): Promise<void> {
  await database.donations.put(donation);
}

/** Newest first. */
export async function listLocalDonations(database: JariyahDatabase = defaultDb): Promise<LocalDonation[]> {
  return database.donations.orderBy('createdAt').reverse().toArray();
}

/** Keeps the last status seen, so the list reads right offline too. */
export async function updateLocalStatus(code: string, status: string, database: JariyahDatabase = defaultDb): Promise<void> {
  await database.donations.update(code, { status });
}
