import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps.ts';
import { envelope, HttpError } from '../http/errors.ts';
import { applyPaymentNotification } from './state-machine.ts';
import { isFreshTimestamp, SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyNotification } from '../payments/index.ts';
import { frameMessages } from '../../src/contract/envelope.ts';
import { linkOrigin } from '../http/public-origin.ts';

/** The provider's notification body once its signature checks out. */
export const PaymentNotificationSchema = v.object({
  event_id: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9._:-]{1,100}$/)),
  codeDonate: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9-]{4,40}$/)),
  status: v.literal('paid'),
  amount: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

const messages = {
  badSignature: 'Tanda tangan notifikasi tidak valid',
  stale: 'Notifikasi kedaluwarsa',
  paid: 'Pembayaran diterima',
  replay: 'Notifikasi sudah diproses',
  alreadyPaid: 'Donasi sudah lunas',
  notFound: 'Donasi tidak ditemukan',
  amountMismatch: 'Nominal pembayaran tidak sesuai',
  notPayable: 'Donasi sudah kedaluwarsa atau gagal',
} as const;

/** POST /api/payment/notify: signed notifications from the payment provider. */
export function paymentRoutes(deps: AppDeps) {
  const routes = new Hono();
  // The simulator's signed webhook exists only while the simulator takes the payments: a real
  // gateway's donations are settled by that gateway's word alone.
  if (deps.payments.name !== 'simulator') return routes;
  routes.post('/notify', async (c) => {
    // The signature covers the exact bytes received, so read them before any parsing.
    const rawBody = await c.req.text();
    const timestamp = c.req.header(TIMESTAMP_HEADER) ?? '';
    const signature = c.req.header(SIGNATURE_HEADER) ?? '';
    const now = deps.clock();
    if (!verifyNotification(deps.config.paymentWebhookSecret, timestamp, rawBody, signature)) throw new HttpError(401, messages.badSignature);
    if (!isFreshTimestamp(timestamp, now)) throw new HttpError(401, messages.stale);

    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      throw new HttpError(400, frameMessages.validation);
    }
    const parsed = v.safeParse(PaymentNotificationSchema, json);
    if (!parsed.success) throw new HttpError(422, frameMessages.validation);
    const n = parsed.output;

    const receipt = { deps, origin: linkOrigin(deps.config, c.req.url) };
    const outcome = await applyPaymentNotification(deps.db, { eventId: n.event_id, code: n.codeDonate, amount: n.amount }, now, receipt);
    switch (outcome) {
      case 'paid':
        deps.log.info('donation paid', { code: n.codeDonate, event: n.event_id });
        return envelope(c, 200, messages.paid, { codeDonate: n.codeDonate, applied: true });
      case 'replay': return envelope(c, 200, messages.replay, { codeDonate: n.codeDonate, applied: false });
      case 'already-paid': return envelope(c, 200, messages.alreadyPaid, { codeDonate: n.codeDonate, applied: false });
      case 'not-found': throw new HttpError(404, messages.notFound);
      case 'amount-mismatch':
        deps.log.error('payment amount mismatch', { code: n.codeDonate, event: n.event_id, amount: n.amount });
        throw new HttpError(422, messages.amountMismatch);
      case 'not-payable':
        deps.log.error('payment for an expired or failed donation', { code: n.codeDonate, event: n.event_id, amount: n.amount });
        throw new HttpError(409, messages.notPayable);
    }
  });
  return routes;
}
