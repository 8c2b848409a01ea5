import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';

/** POST /api/payment/notify: signed notifications from the payment provider. */
export function paymentRoutes(_deps: AppDeps) {
  return new Hono();
}
