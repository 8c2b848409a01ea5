import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { messages, users } from '../db/schema.ts';
import type { Logger } from '../lib/logger.ts';
import { followTexts } from '../../src/contract/mosque-follow.ts';
import { waNumber } from '../accounts/index.ts';
import type { WhatsAppGateway } from '../whatsapp/index.ts';

// A staff role told to the person.

/**
 * 'Kamu kini pengurus masjid' or 'Peran pengurus dicabut', in the person's Pesan (in the
 * caller's transaction) and by WhatsApp (after it: a gateway's failure is logged, the role stays).
 */
export async function messageForStaffRole(tx: Db, userId: number, mosque: { id: number; nama: string }, change: 'granted' | 'revoked', now: Date): Promise<void> {
  const text = change === 'granted' ? followTexts.staffGranted(mosque) : followTexts.staffRevoked(mosque);
  await tx.insert(messages).values({
    kind: 'staff-role', userId, dedupeKey: `staff-role:${userId}:${mosque.id}:${change}:${now.getTime()}`,
    title: text.title, body: text.body, link: text.link, action: text.action, createdAt: now,
  }).onConflictDoNothing({ target: messages.dedupeKey });
}

export async function whatsAppStaffRole(db: Db, whatsapp: WhatsAppGateway, log: Logger, userId: number, mosque: { nama: string }, change: 'granted' | 'revoked'): Promise<void> {
  const [person] = await db.select({ whatsapp: users.whatsapp, nama: users.nama }).from(users).where(eq(users.id, userId));
  if (!person) return;
  const text = change === 'granted' ? followTexts.staffGranted(mosque) : followTexts.staffRevoked(mosque);
  try {
    await whatsapp.send(waNumber(person.whatsapp), `Assalamu'alaikum ${person.nama}. ${text.body}`);
  } catch (error) {
    log.error('whatsapp send failed', { error: error instanceof Error ? error.message : String(error) });
  }
}
