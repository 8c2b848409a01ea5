import * as v from 'valibot';
import { ok, type Controller } from '../http/controller.ts';
import { notFound } from '../http/errors.ts';
import { adminAction } from '../accounts/index.ts';
import { listPaymentMethodsForAdmin, savePaymentMethod } from './admin-methods.ts';
import { PaymentMethodForm, roleMessages } from '../../src/contract/admin-mosque.ts';

/** The network admin's payment methods (the money path: a fresh password). */
export const paymentAdminActions: Controller = {
  list_payment_methods: adminAction({
    method: 'GET',
    input: v.object({}),
    handle: async ({ db }) => ok(await listPaymentMethodsForAdmin(db)),
  }),

  save_payment_method: adminAction({
    method: 'POST',
    input: PaymentMethodForm,
    idempotent: true,
    stepUp: true,
    handle: async ({ db, input, audit }) => {
      const saved = await savePaymentMethod(db, input);
      if (!saved) throw notFound(roleMessages.methodNotFound);
      await audit({ action: 'save_payment_method', targetType: 'payment_method', targetId: saved.after.code, before: saved.before, after: saved.after });
      return ok(saved.after, roleMessages.methodSaved);
    },
  }),
};
