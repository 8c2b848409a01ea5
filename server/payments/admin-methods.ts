import { asc, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Db } from '../db/client.ts';
import { paymentMethods } from '../db/schema.ts';
import type { AdminPaymentMethod, PaymentMethodForm } from '../../src/contract/admin-mosque.ts';
import type { PaymentType } from '../../src/contract/payment-method.ts';

// The network admin's payment methods; each change answers what the audit row records.

type MethodRow = typeof paymentMethods.$inferSelect;
const toMethod = (m: MethodRow): AdminPaymentMethod => ({
  id: m.id, type: m.type as PaymentType, channel_name: m.channelName, code: m.code, minimum: m.minimum,
  account_number: m.accountNumber, account_name: m.accountName, active: m.active,
});

export async function listPaymentMethodsForAdmin(db: Db): Promise<AdminPaymentMethod[]> {
  return (await db.select().from(paymentMethods).orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.id))).map(toMethod);
}

export async function savePaymentMethod(db: Db, input: v.InferOutput<typeof PaymentMethodForm>): Promise<{ before: AdminPaymentMethod; after: AdminPaymentMethod } | null> {
  const [current] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, input.id)).limit(1);
  if (!current) return null;
  const blankToNull = (s: string) => (s === '' ? null : s);
  const [row] = await db.update(paymentMethods).set({
    active: input.active === 'Y', minimum: input.minimum,
    accountNumber: blankToNull(input.account_number), accountName: blankToNull(input.account_name),
  }).where(eq(paymentMethods.id, input.id)).returning();
  return { before: toMethod(current), after: toMethod(row!) };
}
