import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { disbursements, donations, financeEntries, programs } from '../db/schema.ts';
import { cashIncomeSource, onlineIncome, type Movement } from './ledger.ts';
import { boxMovements } from './kencleng-openings.ts';

// A mosque's books as the database holds them: every surface reads them through the ledger (ledger.ts).

export const DISBURSEMENT_LABEL = 'Penyaluran program';

/** Every day's money of a mosque: recorded cash, paid online donations to its programs, disbursements. */
export async function mosqueMovements(db: Db, masjidId: number): Promise<Movement[]> {
  const cash = await db.select({
    date: financeEntries.entryDate, kind: financeEntries.kind, label: financeEntries.category,
    amount: sql<string>`sum(${financeEntries.amount})`,
  }).from(financeEntries).where(eq(financeEntries.masjidId, masjidId))
    .groupBy(financeEntries.entryDate, financeEntries.kind, financeEntries.category);

  const paidDay = sql<string>`to_char(${donations.paidAt} at time zone 'Asia/Jakarta', 'YYYY-MM-DD')`;
  const online = await db.select({
    date: paidDay, type: programs.type, zakatKind: donations.zakatKind, amount: sql<string>`sum(${donations.amount})`,
  }).from(donations).innerJoin(programs, eq(programs.id, donations.programId))
    // A donation the gateway later took back stays income of the day it was paid; the money that
    // left is a line of its own (donations/state-machine.ts, closeDonation), so a closed period never changes.
    .where(and(eq(programs.masjidId, masjidId), or(eq(donations.status, 'paid'), and(isNotNull(donations.reversedAt), isNotNull(donations.paidAt)))))
    .groupBy(paidDay, programs.type, donations.zakatKind);

  const out = await db.select({ date: disbursements.disbursedAt, amount: sql<string>`sum(${disbursements.amount})` })
    .from(disbursements).innerJoin(programs, eq(programs.id, disbursements.programId))
    .where(eq(programs.masjidId, masjidId)).groupBy(disbursements.disbursedAt);

  return [
    ...cash.map((r): Movement => (r.kind === 'income'
      ? { date: r.date, kind: 'income', source: cashIncomeSource(r.label), label: r.label, amount: Number(r.amount) }
      : { date: r.date, kind: 'expense', label: r.label, amount: Number(r.amount) })),
    ...online.map((r): Movement => ({ date: r.date, kind: 'income', ...onlineIncome(r.type, r.zakatKind), amount: Number(r.amount) })),
    ...out.map((r): Movement => ({ date: r.date, kind: 'expense', label: DISBURSEMENT_LABEL, amount: Number(r.amount) })),
    ...await boxMovements(db, masjidId),
  ];
}
