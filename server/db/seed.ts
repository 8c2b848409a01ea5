import { count } from 'drizzle-orm';
import type { Db } from './client.ts';
import { programs } from './schema.ts';
import { seedDemoData } from './seed/demo.ts';
import type { PaymentProviderName } from '../../src/contract/payment-providers.ts';

/** Seeds the demo data once, on an empty database. */
export async function seedIfEmpty(db: Db, now: Date, paymentProvider: PaymentProviderName = 'simulator'): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(programs);
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => seedDemoData(tx as unknown as Db, now, paymentProvider));
  return true;
}
