import { logout } from '../api/auth';
import { forgetPersonalReads } from '../api/read-cache';
import { GUEST_OWNER, db as defaultDb, type JariyahDatabase } from '../db/database';
import { removePersonalData } from '../db/personal-data';
import type { User } from '../contract/user';
import { cacheNames, isApiCacheName } from '../lib/cache-names';
import { writeUnreadCount } from '../lib/unread-count';
import { replayOutbox } from './outbox';
import { readCachedProfile } from '../db/cached-profile';
import { storeServerProfile } from './profile-cache';

/*
 * Signing out, the one path for 'Keluar' (profile) and 'Bukan saya' (donate): a shared phone
 * keeps nothing of the person who leaves. The screen may say "signed out" as soon as signOut
 * resolves; the server hears it then or, offline, before any later call (api/client.ts).
 */

/** Asked before signing out while changes wait: signing out deletes them. */
export const UNSENT_CHANGES_WARNING = 'Ada perubahan yang belum terkirim. Keluar sekarang akan menghapusnya.';

/**
 * How many changes would be lost by signing out now. Online, the outbox is sent first: the
 * changes are this account's, under its own session, and the question is then rarely needed.
 */
export async function unsentChangesBeforeSignOut(options: { database?: JariyahDatabase; online?: boolean } = {}): Promise<number> {
  const database = options.database ?? defaultDb;
  if (options.online ?? navigator.onLine) {
    try {
      await replayOutbox({ database });
    } catch {
      // Whatever is still waiting is counted below and asked about.
    }
  }
  return database.outbox.filter((e) => !e.rejected).count();
}

/** `serverTold` settles once the server ended the session (true), or the logout stays marked (false). */
export type SignOutResult = { serverTold: Promise<boolean> };

/** How long a sign-out waits for the server's answer before the screen moves on anyway. */
export const SERVER_WAIT_MS = 3000;

/**
 * Ends the session and forgets the account on this device. Online the server's answer usually
 * comes at once and is waited for (so "signed out" on screen is true there too), but never more
 * than SERVER_WAIT_MS: the logout is marked before anything else, so offline (or when the server
 * cannot answer) it goes out first once the network is back.
 */
export async function signOut(options: { database?: JariyahDatabase; serverWaitMs?: number } = {}): Promise<SignOutResult> {
  const database = options.database ?? defaultDb;
  const serverTold = logout().then(() => true, () => false);
  await forgetAccountOnDevice(database);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([serverTold, new Promise((resolve) => { timer = setTimeout(resolve, options.serverWaitMs ?? SERVER_WAIT_MS); })]);
  clearTimeout(timer);
  return { serverTold };
}

/**
 * Removes every trace of the account on the device: the Dexie rows (profile, amens said offline,
 * the outbox, its donations, flows in progress), the worker's cached API answers of every
 * version, and the cached avatar. Used by signOut and after a phone change (the server has
 * already ended the session then).
 */
export async function forgetAccountOnDevice(database: JariyahDatabase = defaultDb): Promise<void> {
  const avatar = (await readCachedProfile(database))?.avatar;
  await removePersonalData(database);
  await forgetCopiesOffDatabase(avatar);
}

/** What the account left outside Dexie: the inbox badge, kept reads, the worker's API answers, its avatar. */
async function forgetCopiesOffDatabase(avatar: string | null | undefined): Promise<void> {
  writeUnreadCount(0); // the badge showed this account's inbox
  forgetPersonalReads(); // kept reads marked with this account's doing (its amens on the prayers)
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter(isApiCacheName).map((name) => caches.delete(name)));
  if (avatar) {
    const images = await caches.open(cacheNames.images);
    await images.delete(new URL(avatar, location.origin).href);
  }
}

/**
 * After a login: whatever another account left here (its session ended without 'Keluar') is
 * removed before this account's profile is stored, so the new person never sees it. Both in one
 * transaction: a read meanwhile (an amen tap deciding whether someone is signed in) sees the old
 * account or the new one, never a device with no account on it, which would send a signed-in
 * person to the login page (issue 41).
 */
export async function startSession(user: User, database: JariyahDatabase = defaultDb): Promise<User> {
  let left: { avatar: string | null | undefined } | undefined;
  // The tables removePersonalData empties: its transaction joins this one.
  const tables = [database.kv, database.outbox, database.donations, database.messages, database.tilawahDays, database.tilawahBookmarks];
  const stored = await database.transaction('rw', tables, async () => {
    if (await holdsAnotherAccount(user.whatsapp, database)) {
      left = { avatar: (await readCachedProfile(database))?.avatar };
      await removePersonalData(database);
    }
    return storeServerProfile(user, database);
  });
  if (left) await forgetCopiesOffDatabase(left.avatar);
  return stored;
}

async function holdsAnotherAccount(whatsapp: string, database: JariyahDatabase): Promise<boolean> {
  const profile = await readCachedProfile(database);
  if (profile && profile.whatsapp !== whatsapp) return true;
  const others = [whatsapp, GUEST_OWNER];
  const queued = await database.outbox.where('owner').noneOf(others).count();
  return queued > 0 || (await database.donations.where('owner').noneOf(others).count()) > 0;
}
