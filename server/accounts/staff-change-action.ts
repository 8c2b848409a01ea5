import type { Db } from '../db/client.ts';
import { notFound, tooMany } from '../http/errors.ts';
import type { AuditInput } from './roles.ts';
import { hitRateLimit, type RateLimitRule } from '../lib/rate-limit.ts';
import type { AdminContext } from './admin-action.ts';

/*
 * The steps every staff change to one mosque's data takes, in the order that leaks nothing: the
 * person may act on that mosque (403), what they name exists (404), their changes are counted
 * (429 past the limit), and the change is written with its audit row in one transaction, so no
 * change goes unrecorded and no record stands for a change that failed.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * What a staff action touches: the mosque the request names (checked before anything is read),
 * or a row whose mosque is known only once it is read.
 */
export type StaffTarget<T> =
  | { masjidId: number; find: () => Promise<T | null>; missing: string }
  | { find: () => Promise<T | null>; missing: string; masjidOf: (found: T) => number };

/** The target, once this person may act on its mosque and it exists. */
export async function staffTarget<T>(ctx: Pick<AdminContext<unknown>, 'requireMosque'>, target: StaffTarget<T>): Promise<T> {
  if ('masjidId' in target) ctx.requireMosque(target.masjidId);
  const found = await target.find();
  if (!found) throw notFound(target.missing);
  if ('masjidOf' in target) ctx.requireMosque(target.masjidOf(found));
  return found;
}

/** A person's budget of changes: `key` names the person and the kind of change. */
export type ChangeLimit = { key: string; rule: RateLimitRule };

/**
 * Counts the change against the person's limit, then writes it: `write` runs in a transaction
 * and names the audit row of what it did (null when it did nothing), written in that transaction.
 */
export async function staffChange<R>(
  ctx: Pick<AdminContext<unknown>, 'db' | 'now' | 'audit'>,
  limit: ChangeLimit,
  write: (tx: Tx) => Promise<{ result: R; audit: AuditInput | null }>,
): Promise<R> {
  const verdict = await hitRateLimit(ctx.db, limit.key, limit.rule, ctx.now);
  if (!verdict.allowed) throw tooMany(verdict.retryAfterSeconds);
  return ctx.db.transaction(async (tx) => {
    const { result, audit } = await write(tx);
    if (audit) await ctx.audit(audit, tx);
    return result;
  });
}
