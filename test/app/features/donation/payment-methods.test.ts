import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '../../../../src/contract/payment-method';
import { groupPaymentMethods, isMethodEnabled, methodMinimum } from '../../../../src/features/donation/payment-methods';

const method = (type: PaymentMethod['type'], code: string, minimum = 0): PaymentMethod => ({
  id: code.length, type, channel_name: code, code, image: null, minimum, account_number: null, account_name: null,
});
const all = [method('VA', 'BSI_VA', 20_000), method('QRIS', 'QRIS', 1_000), method('Manual', 'BSI_MANUAL', 20_000), method('E-wallet', 'OVO', 1_000), method('VA', 'BRI_VA', 20_000)];

describe('payment methods by amount', () => {
  it('opens QRIS and e-wallets from 1.000, virtual accounts and manual transfers from 20.000', () => {
    const enabledAt = (amount: number) => all.filter((m) => isMethodEnabled(m, amount)).map((m) => m.code).sort();
    expect(enabledAt(0)).toEqual([]);
    expect(enabledAt(999)).toEqual([]);
    expect(enabledAt(1_000)).toEqual(['OVO', 'QRIS']);
    expect(enabledAt(10_000)).toEqual(['OVO', 'QRIS']);
    expect(enabledAt(19_999)).toEqual(['OVO', 'QRIS']);
    expect(enabledAt(20_000)).toEqual(['BRI_VA', 'BSI_MANUAL', 'BSI_VA', 'OVO', 'QRIS']);
  });

  it('never goes below the kind rule, even if the server says less; a higher own minimum counts', () => {
    expect(methodMinimum(method('VA', 'X', 0))).toBe(20_000);
    expect(methodMinimum(method('QRIS', 'Y', 5_000))).toBe(5_000);
    expect(isMethodEnabled(method('QRIS', 'Y', 5_000), 4_000)).toBe(false);
  });

  it('groups by kind in a fixed order, keeping the server order inside a group', () => {
    const groups = groupPaymentMethods(all);
    expect(groups.map((g) => g.title)).toEqual(['QRIS', 'E-Wallet', 'Virtual Account', 'Transfer Bank (Manual)']);
    expect(groups[2]!.methods.map((m) => m.code)).toEqual(['BSI_VA', 'BRI_VA']);
    expect(groupPaymentMethods([method('QRIS', 'QRIS')]).map((g) => g.type)).toEqual(['QRIS']);
  });
});
