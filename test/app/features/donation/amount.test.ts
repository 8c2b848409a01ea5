import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { DonateRequestSchema } from '../../../../src/contract/donation';
import { amountHint, PRESET_AMOUNTS, presetText, readAmountInput } from '../../../../src/features/donation/amount';

describe('the amount box', () => {
  it('keeps only digits and shows Indonesian thousands separators', () => {
    expect(readAmountInput('50000')).toEqual({ text: '50.000', value: 50_000 });
    expect(readAmountInput('Rp 1.250.000')).toEqual({ text: '1.250.000', value: 1_250_000 });
    expect(readAmountInput('12a3b4')).toEqual({ text: '1.234', value: 1_234 });
    expect(readAmountInput('007500')).toEqual({ text: '7.500', value: 7_500 });
    expect(readAmountInput('abc')).toEqual({ text: '', value: 0 });
    expect(readAmountInput('')).toEqual({ text: '', value: 0 });
  });

  it('offers the four presets, written the Indonesian way', () => {
    expect(PRESET_AMOUNTS.map(presetText)).toEqual(['25.000', '50.000', '100.000', '500.000']);
  });

  it('says "Nominal minimal Rp 1.000" for a non-zero amount below 1.000 only', () => {
    expect(amountHint(500)).toBe('Nominal minimal Rp 1.000');
    expect(amountHint(999)).toBe('Nominal minimal Rp 1.000');
    expect(amountHint(1_000)).toBeUndefined();
    expect(amountHint(0)).toBeUndefined();
  });

  it('what the box shows is what the one donate schema accepts', () => {
    const base = { donorName: 'Hamba Allah', donorPhone: '81234567890', codePayment: 'QRIS', typePayment: 'QRIS', programId: 'ID-1' };
    const ok = v.safeParse(DonateRequestSchema, { ...base, price: readAmountInput('25000').text });
    expect(ok.success && ok.output.price).toBe(25_000);
    const low = v.safeParse(DonateRequestSchema, { ...base, price: readAmountInput('500').text });
    expect(low.success).toBe(false);
    expect(low.issues?.[0]?.message).toBe('Nominal minimal Rp 1.000');
    const va = v.safeParse(DonateRequestSchema, { ...base, codePayment: 'BSI_VA', typePayment: 'VA', price: '10.000' });
    expect(va.success).toBe(false);
    expect(va.issues?.map((i) => v.getDotPath(i))).toContain('price');
  });
});
