import { randomBytes } from 'node:crypto';
import { and, count, eq, sum } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { donations, fundraisers } from '../db/schema.ts';
import type { Fundraiser } from '../../src/contract/fundraiser.ts';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** 8 base32 characters (40 bits) from the cryptographic source: unguessable, easy to read aloud. */
export function newKodeRef(random: (n: number) => Buffer = randomBytes): string {
  const bytes = random(5);
  let bits = 0n;
  for (const b of bytes) bits = (bits << 8n) | BigInt(b);
  let out = '';
  for (let i = 7; i >= 0; i -= 1) out += BASE32[Number((bits >> BigInt(i * 5)) & 31n)];
  return out;
}

type FundraiserRow = typeof fundraisers.$inferSelect;

async function withTotals(db: Db, row: FundraiserRow): Promise<Fundraiser> {
  const totals = await db.select({ n: count(), amount: sum(donations.amount) }).from(donations)
    .where(and(eq(donations.fundraiserId, row.id), eq(donations.status, 'paid')));
  return {
    kode_ref: row.kodeRef,
    created_date: row.createdAt.toISOString(),
    jumlah_donasi: Number(totals[0]?.n ?? 0),
    total_donasi: Number(totals[0]?.amount ?? 0),
  };
}

async function findRow(db: Db, userId: number): Promise<FundraiserRow | null> {
  const rows = await db.select().from(fundraisers).where(eq(fundraisers.userId, userId)).limit(1);
  return rows[0] ?? null;
}

export async function getFundraiser(db: Db, userId: number): Promise<Fundraiser | null> {
  const row = await findRow(db, userId);
  return row ? withTotals(db, row) : null;
}

/** Makes the user a fundraiser; asking again answers the existing record (`created` false). */
export async function registerFundraiser(db: Db, userId: number, now: Date, random?: (n: number) => Buffer): Promise<{ fundraiser: Fundraiser; created: boolean }> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const existing = await findRow(db, userId);
    if (existing) return { fundraiser: await withTotals(db, existing), created: false };
    const inserted = await db.insert(fundraisers).values({ userId, kodeRef: newKodeRef(random), createdAt: now }).onConflictDoNothing().returning();
    const row = inserted[0];
    if (row) return { fundraiser: await withTotals(db, row), created: true };
    // A conflict: either this user registered in parallel (found on the next turn) or the code
    // was taken (a new one is drawn).
  }
  throw new Error('could not draw a free kode_ref');
}
