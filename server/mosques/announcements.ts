import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { messages, mosques } from '../db/schema.ts';
import { MOSQUE_ANNOUNCEMENT_DAYS, MOSQUE_ANNOUNCEMENTS_SHOWN, followTexts, type MosqueAnnouncementItem } from '../../src/contract/mosque-follow.ts';
import type { MosqueActivity } from '../../src/contract/mosque-finance.ts';

/*
 * A mosque's messages to its followers: one row each (audience 'masjid'), read in Pesan by whoever
 * followed before it was written (follows/), claimed once by the push dispatcher.
 */

export type MosqueRef = { id: number; slug: string; nama: string };

export async function mosqueRefById(db: Db, id: number): Promise<MosqueRef | null> {
  const [row] = await db.select({ id: mosques.id, slug: mosques.slug, nama: mosques.nama }).from(mosques).where(eq(mosques.id, id)).limit(1);
  return row ?? null;
}

/** A message for the mosque's followers; `dedupeKey` makes a retry or a second process insert nothing more. */
export async function insertMosqueMessage(db: Db, mosque: MosqueRef, kind: 'mosque-announcement' | 'mosque-activity' | 'jumat', dedupeKey: string,
  text: { title: string; body: string; link: string | null; action: string | null }, now: Date): Promise<number | null> {
  const [row] = await db.insert(messages).values({
    kind, audience: 'masjid', masjidId: mosque.id, dedupeKey, title: text.title, body: text.body, link: text.link, action: text.action, createdAt: now,
  }).onConflictDoNothing({ target: messages.dedupeKey }).returning({ id: messages.id });
  return row?.id ?? null;
}

/** The staff's announcement to the mosque's followers (the panel's attempt key makes retries one). */
export async function postMosqueAnnouncement(db: Db, mosque: MosqueRef, input: { title: string; body: string; link: string }, now: Date, key: string): Promise<number> {
  const id = await insertMosqueMessage(db, mosque, 'mosque-announcement', `mosque-announcement:${mosque.id}:${key}`, followTexts.mosqueAnnouncement(mosque, input), now);
  if (id !== null) return id;
  const [existing] = await db.select({ id: messages.id }).from(messages).where(eq(messages.dedupeKey, `mosque-announcement:${mosque.id}:${key}`));
  return existing!.id;
}

/**
 * The mosque's own recent announcements, newest first, as anyone may read them (the wall screen
 * runs them; followers also get them in Pesan). Titles without the mosque's name in front.
 */
export async function mosqueAnnouncements(db: Db, mosque: { id: number; nama: string }, now: Date): Promise<MosqueAnnouncementItem[]> {
  const since = new Date(now.getTime() - MOSQUE_ANNOUNCEMENT_DAYS * 86_400_000);
  const rows = await db.select({ title: messages.title, body: messages.body, createdAt: messages.createdAt }).from(messages)
    .where(and(eq(messages.masjidId, mosque.id), eq(messages.kind, 'mosque-announcement'), gt(messages.createdAt, since)))
    .orderBy(desc(messages.createdAt)).limit(MOSQUE_ANNOUNCEMENTS_SHOWN);
  const prefix = `${mosque.nama}: `;
  return rows.map((r) => ({ title: r.title.startsWith(prefix) ? r.title.slice(prefix.length) : r.title, body: r.body, created_at: r.createdAt.toISOString() }));
}

/** A new 'Kegiatan' of the mosque, once per activity, in the transaction that adds it. */
export async function messageForMosqueActivity(tx: Db, masjidId: number, activity: MosqueActivity, now: Date): Promise<void> {
  const mosque = await mosqueRefById(tx, masjidId);
  if (!mosque) return;
  await insertMosqueMessage(tx, mosque, 'mosque-activity', `mosque-activity:${activity.id}`, followTexts.mosqueActivity(mosque, activity), now);
}
