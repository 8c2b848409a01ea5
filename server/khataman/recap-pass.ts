import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { khatamanClaims, khatamans, messages } from '../db/schema.ts';
import { every } from '../lib/every.ts';
import type { Logger } from '../lib/logger.ts';
import { jakartaDate } from '../../src/contract/jakarta-date.ts';
import { instantOf } from '../../src/contract/zone-clock.ts';
import { JUZ_COUNT, KHATAMAN_RECAP_LATE_MINUTES, khatamanRecapText, type JuzState } from '../../src/contract/khataman.ts';

/*
 * The recap the WhatsApp groups used to write by hand five times a day (issue 43): at each time
 * the opener chose (WIB), everyone in a running khataman (the opener and each holder) hears in Pesan,
 * and by push, how many juz are read, which are being read and which are still free. Not after the
 * deadline, not once khatam (the khatam notice says it). A dedupe key per khataman, day, time and
 * person: a second pass or process adds nothing; a pass later than KHATAMAN_RECAP_LATE_MINUTES
 * leaves that time to the next day.
 */

const KIND = 'khataman-recap';
const MINUTE = 60_000;

/** One pass at `now`: answers how many notices were written. */
export async function sendKhatamanRecaps(db: Db, now: Date): Promise<number> {
  const today = jakartaDate(now);
  const running = await db.select({ id: khatamans.id, code: khatamans.code, title: khatamans.title, ownerId: khatamans.ownerId, times: khatamans.recapTimes })
    .from(khatamans)
    .where(and(gte(khatamans.deadline, today), ne(khatamans.recapTimes, sql`'[]'::jsonb`)));
  let written = 0;
  for (const k of running) {
    const due = k.times.filter((t) => {
      const at = instantOf(today, t, 'Asia/Jakarta');
      return at <= now.getTime() && now.getTime() - at < KHATAMAN_RECAP_LATE_MINUTES * MINUTE;
    });
    if (due.length === 0) continue;
    const claims = await db.select({ juz: khatamanClaims.juz, userId: khatamanClaims.userId, readAt: khatamanClaims.readAt })
      .from(khatamanClaims).where(eq(khatamanClaims.khatamanId, k.id));
    if (claims.length === JUZ_COUNT && claims.every((c) => c.readAt !== null)) continue;
    const byJuz = new Map(claims.map((c) => [c.juz, c]));
    const juz = Array.from({ length: JUZ_COUNT }, (_, i): { juz: number; state: JuzState } => {
      const c = byJuz.get(i + 1);
      return { juz: i + 1, state: !c ? 'free' : c.readAt ? 'read' : 'claimed' };
    });
    const text = khatamanRecapText(k, juz);
    const people = [...new Set([k.ownerId, ...claims.map((c) => c.userId)])];
    for (const time of due) {
      const rows = await db.insert(messages)
        .values(people.map((userId) => ({ kind: KIND, userId, dedupeKey: `${KIND}:${k.id}:${today}:${time}:${userId}`, ...text, createdAt: now })))
        .onConflictDoNothing({ target: messages.dedupeKey })
        .returning({ id: messages.id });
      written += rows.length;
    }
  }
  return written;
}

/** Every five minutes (and soon after start); answers a function that stops it. */
export function startKhatamanRecaps(db: Db, clock: () => Date, log: Logger, everyMs = 5 * MINUTE): () => void {
  return every({ everyMs, firstAfterMs: 90_000, log, failed: 'khataman recaps failed' }, async () => {
    const written = await sendKhatamanRecaps(db, clock());
    if (written > 0) log.info('khataman recaps', { written });
  });
}
