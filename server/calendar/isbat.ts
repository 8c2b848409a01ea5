import { asc, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { isbatDecisions } from '../db/schema.ts';
import { isbatDecisionProblem } from '../../src/contract/kalender.ts';
import type { IsbatDecision } from '../../src/contract/isbat-decisions.ts';

export async function listIsbat(db: Db): Promise<IsbatDecision[]> {
  return db.select({ year: isbatDecisions.year, month: isbatDecisions.month, firstDay: isbatDecisions.firstDay })
    .from(isbatDecisions).orderBy(asc(isbatDecisions.year), asc(isbatDecisions.month));
}

export type SaveIsbatResult = { ok: true; decision: IsbatDecision; before: IsbatDecision | null } | { ok: false; problem: string };

/**
 * Saves a decision, replacing the month's earlier one. It must leave every month 29 or 30 days
 * long among the other decisions, as the phones will apply them (hisab, built-in, then the table).
 */
export async function saveIsbat(db: Db, decision: IsbatDecision, now: Date): Promise<SaveIsbatResult> {
  const all = await listIsbat(db);
  const before = all.find((d) => d.year === decision.year && d.month === decision.month) ?? null;
  const others = all.filter((d) => d !== before);
  const problem = isbatDecisionProblem(decision, others);
  if (problem) return { ok: false, problem };
  await db.insert(isbatDecisions).values({ ...decision, updatedAt: now })
    .onConflictDoUpdate({ target: [isbatDecisions.year, isbatDecisions.month], set: { firstDay: sql`excluded.first_day`, updatedAt: now } });
  return { ok: true, decision, before };
}
