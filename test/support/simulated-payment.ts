import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { readSecrets } from '../../server/secrets.ts';
import { signNotification, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../../server/payments/signature.ts';
import { CLIENT_KEY_HEADER, EnvelopeSchema, KODE_HEADER, WEB_CLIENT_KEY } from '../../src/contract/envelope.ts';
import { TransactionSchema, type Transaction } from '../../src/contract/donation.ts';

/** getTransaction from outside the browser, as scripts/pay.ts reads it. */
export async function readTransaction(base: string, code: string): Promise<Transaction> {
  const url = new URL('/api/transaction', base);
  url.searchParams.set('codeDonate', code);
  const res = await fetch(url, { headers: { [KODE_HEADER]: 'getTransaction', [CLIENT_KEY_HEADER]: WEB_CLIENT_KEY } });
  return v.parse(TransactionSchema, v.parse(EnvelopeSchema, await res.json()).data);
}

/**
 * What `npm run pay` does against the payment simulator of a running server: a signed 'paid'
 * notification for the donation's exact total. Answers the webhook's HTTP status.
 */
export async function payThroughSimulator(base: string, dataDir: string, code: string): Promise<number> {
  const tx = await readTransaction(base, code);
  const body = JSON.stringify({ event_id: `e2e-${randomUUID()}`, codeDonate: code, status: 'paid', amount: tx.total });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const secret = readSecrets(dataDir)!.paymentWebhookSecret;
  const res = await fetch(new URL('/api/payment/notify', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signNotification(secret, timestamp, body) },
    body,
  });
  return res.status;
}
