import type { DonateAnswer, DonateRequest } from '../../contract/donation';
import { db as defaultDb, type JariyahDatabase, type Owner } from '../../db/database';
import { requestFingerprint } from '../../db/attempts';
import { attemptKey, closeAttempt } from './attempt-key';
import { recordLocalDonation } from './local-donations';

export type StoreDonate = (request: DonateRequest, idempotencyKey: string) => Promise<DonateAnswer>;

/**
 * One press of the pay button: the attempt's key (the same one as the failed press before, if
 * any), the call, and on success the code kept on the device and the attempt closed. A failure
 * is thrown as it came and leaves the key in place for the retry.
 */
export async function submitDonation(
  request: DonateRequest,
  programTitle: string,
  /** owner: the logged-in donor's number, or GUEST_OWNER; signing out removes that account's codes. */
  deps: { storeDonate: StoreDonate; owner: Owner; database?: JariyahDatabase; now?: () => Date },
): Promise<DonateAnswer> {
  const database = deps.database ?? defaultDb;
  const key = await attemptKey(request.programId, { database, request: requestFingerprint(request) });
  const answer = await deps.storeDonate(request, key);
  await recordLocalDonation(
    { code: answer.codeDonate, programTitle, amount: request.price, createdAt: (deps.now?.() ?? new Date()).toISOString(), status: 'Belum Lunas', owner: deps.owner },
    database,
  );
  await closeAttempt(request.programId, database);
  return answer;
}

/** Only a path of this app's donation pages is followed (never an outside address). */
export function safeRedirect(url: string, code: string): string {
  return /^\/donation\/[A-Za-z0-9-]{4,40}(\/checkout)?$/.test(url) ? url : `/donation/${encodeURIComponent(code)}/checkout`;
}
