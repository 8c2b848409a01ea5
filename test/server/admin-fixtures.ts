import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { sessions } from '../../server/db/schema.ts';
import { SESSION_COOKIE } from '../../server/lib/sessions.ts';

/**
 * Lets a test session do money and role actions until `until` without the step-up call, for
 * tests about something else whose clock runs for hours (the step-up itself: admin-roles.test.ts).
 */
export async function keepSteppedUp(db: Db, cookie: string, until = new Date('2100-01-01T00:00:00Z')): Promise<void> {
  const token = cookie.slice(`${SESSION_COOKIE}=`.length);
  const tokenHash = createHash('sha256').update(token).digest('hex');
  await db.update(sessions).set({ steppedUpUntil: until }).where(eq(sessions.tokenHash, tokenHash));
}
