import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';

export type StoredAnswer = { status: number; body: unknown };

export async function findStoredAnswer(db: Db, scope: string, key: string): Promise<StoredAnswer | null> {
  const rows = await db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key))).limit(1);
  const row = rows[0];
  return row ? { status: row.status, body: row.body } : null;
}

/** Stores the first answer for a key; if another request stored one meanwhile, that one wins. */
export async function storeAnswer(db: Db, scope: string, key: string, answer: StoredAnswer, now: Date): Promise<StoredAnswer> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ scope, key, status: answer.status, body: answer.body as object, createdAt: now })
    .onConflictDoNothing()
    .returning({ status: idempotencyKeys.status });
  if (inserted.length > 0) return answer;
  return (await findStoredAnswer(db, scope, key)) ?? answer;
}
