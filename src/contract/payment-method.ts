import * as v from 'valibot';

// Asset controller (/api/asset), get_all_payment_method.

export const PAYMENT_TYPES = ['QRIS', 'E-wallet', 'VA', 'Manual'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Spec sections 5 and 9: the smallest amount each kind of method accepts. */
export const PAYMENT_MINIMUM: Record<PaymentType, number> = { QRIS: 1_000, 'E-wallet': 1_000, VA: 20_000, Manual: 20_000 };

export const PaymentMethodSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  type: v.picklist(PAYMENT_TYPES),
  channel_name: v.string(),
  /** What storeDonate takes as codePayment. */
  code: v.string(),
  /** Logo path served by this app, e.g. '/payment/bsi.svg'. */
  image: v.nullable(v.string()),
  minimum: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Manual transfer destination; null for other kinds. */
  account_number: v.nullable(v.string()),
  account_name: v.nullable(v.string()),
});
export type PaymentMethod = v.InferOutput<typeof PaymentMethodSchema>;
export const PaymentMethodListSchema = v.array(PaymentMethodSchema);
