import { donateAttempts } from '../../db/attempts';

/*
 * The Idempotency-Key of a donation attempt, kept on the device per program until the donation
 * is created (db/attempts.ts). A changed form (another amount, method or name) is another
 * donation: it gets a new key, since the server refuses a key that comes back with a different request.
 */

/** The key of the open attempt for this program (made anew when its request changed). */
export const attemptKey = donateAttempts.open;

/** The donation exists: the next donation to this program is a new attempt. */
export const closeAttempt = donateAttempts.close;
