import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { paymentMethods } from '../db/schema.ts';
import type { PaymentProviderName } from './provider.ts';

/** Whether any active method is served by this provider (else a switched gateway offers manual transfers only). */
export async function hasOfferedGatewayMethod(db: Db, provider: PaymentProviderName): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(paymentMethods).where(and(eq(paymentMethods.active, true), eq(paymentMethods.provider, provider)));
  return (row?.n ?? 0) > 0;
}
