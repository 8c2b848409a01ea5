import * as v from 'valibot';
import { action, ok, type Controller } from '../http/controller.ts';
import { HttpError, invalid, notFound, tooMany } from '../http/errors.ts';
import { hitRateLimit, scaled } from '../lib/rate-limit.ts';
import { findSubscription, removeSubscription, saveSubscription } from './push.ts';
import { acceptablePushEndpoint, pushEndpointPolicy } from './push-endpoint.ts';
import { PushEndpointForm, PushSubscribeForm, pushMessages } from '../../src/contract/pesan.ts';
import type { AppDeps } from '../deps.ts';

// Web Push actions of /api/pesan: the VAPID key, and a browser's subscription with its settings.
// The endpoint is the browser's secret capability URL: knowing it is what proves the subscription.

/** Settings are saved on a tap; this only stops a script filling the table. */
const SUBSCRIBE_LIMIT = { limit: 30, windowSeconds: 3600 };

function requirePush(deps: AppDeps) {
  if (!deps.config.vapid) throw new HttpError(503, pushMessages.unavailable);
  return deps.config.vapid;
}

export const pushActions: Controller = {
  vapid_key: action({
    method: 'GET',
    input: v.object({}),
    auth: 'optional',
    handle: async ({ deps }) => ok({ public_key: requirePush(deps).publicKey }),
  }),

  /** Saves (or replaces) this browser's subscription and settings; tied to the account when logged in. */
  subscribe: action({
    method: 'POST',
    input: PushSubscribeForm,
    auth: 'optional',
    keepsSharedCopies: true,
    handle: async ({ db, deps, input, user, ip, now }) => {
      requirePush(deps);
      if (!acceptablePushEndpoint(input.endpoint, pushEndpointPolicy(deps.config))) throw invalid({ endpoint: 'Langganan notifikasi tidak valid' });
      const rule = user ? SUBSCRIBE_LIMIT : scaled(SUBSCRIBE_LIMIT, deps.config.addressLimitFactor);
      const verdict = await hitRateLimit(db, `push-subscribe:${user ? `u${user.id}` : ip}`, rule, now);
      if (!verdict.allowed) throw tooMany(verdict.retryAfterSeconds);
      return ok(await saveSubscription(db, input, user?.id ?? null, now), pushMessages.saved);
    },
  }),

  get_subscription: action({
    method: 'POST',
    input: PushEndpointForm,
    auth: 'optional',
    keepsSharedCopies: true,
    handle: async ({ db, input }) => {
      const found = await findSubscription(db, input.endpoint);
      if (!found) throw notFound(pushMessages.notFound);
      return ok(found);
    },
  }),

  unsubscribe: action({
    method: 'POST',
    input: PushEndpointForm,
    auth: 'optional',
    keepsSharedCopies: true,
    handle: async ({ db, input }) => {
      await removeSubscription(db, input.endpoint);
      return ok({ removed: true }, pushMessages.removed);
    },
  }),
};
