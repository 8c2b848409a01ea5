import { deviceKey } from '../../db/device-key';
import { db as defaultDb, GUEST_OWNER, type JariyahDatabase, type Owner, type StoredMessage } from '../../db/database';
import { readCachedProfile } from '../../db/cached-profile';
import { writeUnreadCount } from '../../lib/unread-count';
import { deleteMessages as deleteOnServer, listMessages, markMessagesRead } from '../../api/pesan';
import type { Message } from '../../contract/pesan';

/*
 * The inbox on the device: the server's list, merged into Dexie so it opens offline. Read and
 * delete marks are made here first; an account's are then told to the server (kept as pending
 * until it has heard them), a guest's stay on this device only.
 */

/** Whose inbox this device shows now: the logged-in account's number, or the guest's. */
export async function currentOwner(database: JariyahDatabase = defaultDb): Promise<Owner> {
  return (await readCachedProfile(database))?.whatsapp ?? GUEST_OWNER;
}

/** The owner's messages not deleted, newest first. */
export async function readInbox(owner: Owner, database: JariyahDatabase = defaultDb): Promise<StoredMessage[]> {
  const rows = await database.messages.where('owner').equals(owner).toArray();
  return rows.filter((m) => !m.deleted).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

async function refreshBadge(owner: Owner, database: JariyahDatabase) {
  writeUnreadCount((await readInbox(owner, database)).filter((m) => !m.read).length);
}

/** Puts the server's list in place of the owner's stored one, keeping this device's marks. */
export async function mergeServerList(owner: Owner, list: readonly Message[], database: JariyahDatabase = defaultDb): Promise<void> {
  await database.transaction('rw', database.messages, async () => {
    const stored = new Map((await database.messages.where('owner').equals(owner).toArray()).map((m) => [m.id, m]));
    const fresh: StoredMessage[] = list.map((m) => {
      const local = stored.get(m.id);
      return {
        id: m.id, owner, kind: m.kind, title: m.title, body: m.body, link: m.link, action: m.action, createdAt: m.created_at,
        // A grouped amen message comes back unread with a newer time: the server's word wins then.
        read: m.read || (local?.read === true && local.createdAt === m.created_at),
        deleted: local?.deleted ?? false,
        pendingRead: local?.pendingRead, pendingDelete: local?.pendingDelete,
      };
    });
    const keep = new Set(fresh.map((m) => m.id));
    // Gone from the server's list (deleted elsewhere, or past its length): gone here too.
    await database.messages.bulkDelete([...stored.keys()].filter((id) => !keep.has(id)));
    await database.messages.bulkPut(fresh);
  });
  await refreshBadge(owner, database);
}

/** Tells the server the marks it has not heard yet (an account's only). Fails quietly offline. */
async function flushPending(owner: Owner, database: JariyahDatabase): Promise<void> {
  if (owner === GUEST_OWNER) return;
  const rows = await database.messages.where('owner').equals(owner).toArray();
  const toDelete = rows.filter((m) => m.pendingDelete).map((m) => m.id);
  const toRead = rows.filter((m) => m.pendingRead && !m.pendingDelete).map((m) => m.id);
  if (toDelete.length > 0) {
    await deleteOnServer(toDelete);
    await database.messages.where('id').anyOf(toDelete).modify({ pendingDelete: false });
  }
  if (toRead.length > 0) {
    await markMessagesRead(toRead);
    await database.messages.where('id').anyOf(toRead).modify({ pendingRead: false });
  }
}

/**
 * Sends pending marks, then fetches the inbox and stores it. Throws when the network fails;
 * resolves 'device-copy' when only the worker's stored copy answered (nothing was refreshed).
 */
export async function syncInbox(database: JariyahDatabase = defaultDb): Promise<'fresh' | 'device-copy'> {
  const owner = await currentOwner(database);
  await flushPending(owner, database).catch(() => undefined);
  // A guest's inbox is its donations' news; an account's also keeps the news of donations made on
  // this device before logging in, so a 'Donasi Lunas' never vanishes at login.
  const codes = (await database.donations.where('owner').equals(GUEST_OWNER).toArray()).map((d) => d.code).slice(-50);
  const answer = await listMessages(codes, { device: await deviceKey(database) });
  if (answer.fromDeviceCache) return 'device-copy'; // the worker's stale copy adds nothing to Dexie's
  await mergeServerList(owner, answer.data, database);
  return 'fresh';
}

export async function markRead(owner: Owner, ids: readonly number[], database: JariyahDatabase = defaultDb): Promise<void> {
  await database.messages.where('id').anyOf([...ids]).modify((m) => {
    if (m.read) return;
    m.read = true;
    if (owner !== GUEST_OWNER) m.pendingRead = true;
  });
  await refreshBadge(owner, database);
  await flushPending(owner, database).catch(() => undefined);
}

export async function markAllRead(owner: Owner, database: JariyahDatabase = defaultDb): Promise<void> {
  const ids = (await readInbox(owner, database)).filter((m) => !m.read).map((m) => m.id);
  await markRead(owner, ids, database);
}

export async function deleteMessage(owner: Owner, id: number, database: JariyahDatabase = defaultDb): Promise<void> {
  await database.messages.update(id, { deleted: true, read: true, ...(owner !== GUEST_OWNER ? { pendingDelete: true } : {}) });
  await refreshBadge(owner, database);
  await flushPending(owner, database).catch(() => undefined);
}
