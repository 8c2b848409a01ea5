import { PAYMENT_MINIMUM, PAYMENT_TYPES, type PaymentMethod, type PaymentType } from '../../contract/payment-method';

// Choosing a payment method: grouped by kind, and a method opens only once the amount reaches
// its minimum (QRIS and e-wallets 1.000, virtual accounts and manual transfers 20.000).

export const PAYMENT_GROUP_TITLES: Record<PaymentType, string> = {
  QRIS: 'QRIS',
  'E-wallet': 'E-Wallet',
  VA: 'Virtual Account',
  Manual: 'Transfer Bank (Manual)',
};

/** The higher of the kind's rule and the method's own minimum from the server. */
export function methodMinimum(method: Pick<PaymentMethod, 'type' | 'minimum'>): number {
  return Math.max(PAYMENT_MINIMUM[method.type], method.minimum);
}

export function isMethodEnabled(method: Pick<PaymentMethod, 'type' | 'minimum'>, amount: number): boolean {
  return Number.isFinite(amount) && amount >= methodMinimum(method);
}

export type MethodGroup = { type: PaymentType; title: string; methods: PaymentMethod[] };

/** Methods in the server's order, grouped by kind in a fixed order; empty kinds are left out. */
export function groupPaymentMethods(methods: readonly PaymentMethod[]): MethodGroup[] {
  return PAYMENT_TYPES.map((type) => ({ type, title: PAYMENT_GROUP_TITLES[type], methods: methods.filter((m) => m.type === type) }))
    .filter((g) => g.methods.length > 0);
}
