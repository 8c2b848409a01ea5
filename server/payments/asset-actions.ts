import * as v from 'valibot';
import { asc, eq } from 'drizzle-orm';
import { action, ok, type Controller } from '../http/controller.ts';
import { paymentMethods } from '../db/schema.ts';
import { isMethodOffered } from './provider.ts';
import { PAYMENT_MINIMUM, PAYMENT_TYPES, type PaymentMethod } from '../../src/contract/payment-method.ts';

const TypeSchema = v.picklist(PAYMENT_TYPES);

export const assetController: Controller = {
  /** Active methods the configured gateway serves, in display order. The minimum never goes below the spec's rule for its kind. */
  get_all_payment_method: action({
    method: 'GET',
    input: v.object({}),
    handle: async ({ db, deps }) => {
      const rows = await db.select().from(paymentMethods).where(eq(paymentMethods.active, true))
        .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.id));
      const methods: PaymentMethod[] = [];
      for (const r of rows) {
        const type = v.safeParse(TypeSchema, r.type);
        if (!type.success) continue; // a kind the app cannot pay with
        if (!isMethodOffered(r, deps.payments.name)) continue; // its gateway is not the configured one
        methods.push({
          id: r.id,
          type: type.output,
          channel_name: r.channelName,
          code: r.code,
          image: r.image,
          minimum: Math.max(r.minimum, PAYMENT_MINIMUM[type.output]),
          account_number: type.output === 'Manual' ? r.accountNumber : null,
          account_name: type.output === 'Manual' ? r.accountName : null,
        });
      }
      return ok(methods);
    },
  }),
};
