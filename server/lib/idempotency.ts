import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';

/** `requestHash` is null for rows stored before requests were hashed: those replay as before. */
export type StoredAnswer = { status: number; body: unknown; requestHash: string | null };

/**
 * A digest of a request's validated input, independent of field order. Uploaded files count by
 * name, type and size: enough to tell another upload from a replay of the same one.
 */
export function hashRequestInput(input: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (value instanceof Blob) return { file: value instanceof File ? value.name : '', type: value.type, size: value.size };
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]));
    }
    return value;
  };
  return createHash('sha256').update(JSON.stringify(canonical(input)) ?? '').digest('hex');
}

export async function findStoredAnswer(db: Db, scope: string, key: string): Promise<StoredAnswer | null> {
  const rows = await db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key))).limit(1);
  const row = rows[0];
  return row ? { status: row.status, body: row.body, requestHash: row.requestHash } : null;
}

/** Stores the first answer for a key; if another request stored one meanwhile, that one wins. */
export async function storeAnswer(db: Db, scope: string, key: string, answer: StoredAnswer, now: Date): Promise<StoredAnswer> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ scope, key, status: answer.status, body: answer.body, requestHash: answer.requestHash, createdAt: now })
    .onConflictDoNothing()
    .returning({ status: idempotencyKeys.status });
  if (inserted.length > 0) return answer;
  return (await findStoredAnswer(db, scope, key)) ?? answer;
}
