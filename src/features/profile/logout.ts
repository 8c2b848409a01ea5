import { logout } from '../../api/auth';
import { db } from '../../db/database';
import { replayOutbox } from '../../sync/outbox';
import { clearCachedProfile } from '../../sync/profile-cache';

/** The worker's cache of API reads (sw/api-cache-key.ts cacheNames.api). */
export const API_CACHE_NAME = 'jariyah-api-v1';

export class PendingChangesError extends Error {
  constructor() {
    super('Masih ada perubahan yang belum terkirim. Sambungkan internet sebentar, lalu coba keluar lagi.');
  }
}

/**
 * Keluar: first send what the outbox still holds (it belongs to this account), then end the
 * session, then forget this user on the device — the cached profile, the worker's cached API
 * answers and the refused changes — so the next person sees nothing of them.
 */
export async function logoutAndForget(): Promise<void> {
  await replayOutbox();
  if ((await db.outbox.filter((e) => !e.rejected).count()) > 0) throw new PendingChangesError();
  await logout();
  await forgetUserOnDevice();
}

export async function forgetUserOnDevice(): Promise<void> {
  await clearCachedProfile();
  await db.outbox.clear();
  if (typeof caches !== 'undefined') await caches.delete(API_CACHE_NAME);
}
