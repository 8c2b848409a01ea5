import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps.ts';
import { envelope, HttpError } from '../http/errors.ts';
import { settleFromGateway } from './gateway-settlement.ts';
import { verifyMidtransSignature } from '../payments/index.ts';
import { frameMessages } from '../../src/contract/envelope.ts';
import { linkOrigin } from '../http/public-origin.ts';

/** The fields of Midtrans's HTTP notification the signature covers; the rest is read from the status call. */
export const MidtransNotificationSchema = v.object({
  order_id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{4,40}$/)),
  status_code: v.pipe(v.string(), v.regex(/^\d{3}$/)),
  gross_amount: v.pipe(v.string(), v.regex(/^\d{1,15}(\.\d{1,2})?$/)),
  signature_key: v.pipe(v.string(), v.maxLength(200)),
  transaction_status: v.optional(v.pipe(v.string(), v.maxLength(40))),
});

const messages = {
  badSignature: 'Tanda tangan notifikasi tidak valid',
  notFound: 'Donasi tidak ditemukan',
  applied: 'Notifikasi diterima',
  amountMismatch: 'Nominal pembayaran tidak sesuai',
  gatewayUnreachable: 'Status transaksi belum bisa diperiksa, kirim ulang nanti',
} as const;

/**
 * POST /api/payment/midtrans/notify: Midtrans's payment notification (set as the Notification URL
 * in the dashboard). Verified by its SHA-512 signature, then confirmed by asking Midtrans for the
 * transaction's status; only that answer changes the donation.
 */
export function midtransNotificationRoutes(deps: AppDeps) {
  const routes = new Hono();
  const midtrans = deps.config.midtrans;
  if (!midtrans || deps.payments.name !== 'midtrans') return routes;
  routes.post('/notify', async (c) => {
    let json: unknown;
    try {
      json = await c.req.json();
    } catch {
      throw new HttpError(400, frameMessages.validation);
    }
    const parsed = v.safeParse(MidtransNotificationSchema, json);
    if (!parsed.success) throw new HttpError(422, frameMessages.validation);
    const n = parsed.output;
    // Checked before any database or gateway work, so forgeries cost the server one hash.
    if (!verifyMidtransSignature(n, midtrans.serverKey)) throw new HttpError(401, messages.badSignature);
    // A status call that fails answers 503: Midtrans retries a 503 four times, a 500 only once
    // (https://docs.midtrans.com/docs/https-notification-webhooks, retry table). The donor's
    // WhatsApp message goes out after the answer: Midtrans gives up after 15 s and asks for
    // under 5 (https://docs.midtrans.com/reference/best-practices-to-handle-notification).
    const origin = linkOrigin(deps.config, c.req.url);
    const afterAnswer = (send: () => Promise<void>) => {
      setImmediate(() => void send());
    };
    let outcome;
    try {
      outcome = await settleFromGateway(deps, n.order_id, deps.clock(), origin, afterAnswer);
    } catch (error) {
      deps.log.error('notification could not be confirmed with the gateway', { code: n.order_id, error: error instanceof Error ? error.message.split('\n')[0] : String(error) });
      throw new HttpError(503, messages.gatewayUnreachable);
    }
    if (outcome === 'not-found') throw new HttpError(404, messages.notFound);
    // Midtrans retries until it gets a 2xx: a mismatch is for staff, not for retrying.
    return envelope(c, 200, outcome === 'amount-mismatch' ? messages.amountMismatch : messages.applied, { codeDonate: n.order_id, outcome });
  });
  return routes;
}
