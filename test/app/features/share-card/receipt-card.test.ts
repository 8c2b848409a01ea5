import { describe, expect, it } from 'vitest';
import { receiptCardContent } from '../../../../src/features/share-card/receipt-card';

// The card a donor shares from a paid donation's page: a zakat's card says what was paid, in the
// words of its receipts, and does not call it an infaq.

const program = { header: 'Zakat melalui Masjid Istiqlal', slug: 'zakat-masjid-istiqlal', type: 'zakat' };
const zakat = { kind: 'fitrah' as const, count: 4, nik: '3171234567890001', npwp: null, amilName: 'Masjid Istiqlal', amilPhone: null };

describe("a paid donation's share card", () => {
  it('a zakat fitrah for 4 jiwa is named as on its receipt, with nothing of the donor', () => {
    const card = receiptCardContent({ nominal: 188_000, program, zakat }, 'https://jariyah.id');
    expect(card.lines).toEqual(['Zakat Fitrah untuk 4 jiwa sudah ditunaikan.']);
    expect(JSON.stringify(card)).not.toContain('3171234567890001');
    expect(JSON.stringify(card)).not.toContain('berinfaq');
  });

  it('an infaq keeps its invitation', () => {
    const card = receiptCardContent({ nominal: 50_000, program: { ...program, type: 'infaq' }, zakat: null }, 'https://jariyah.id');
    expect(card.lines).toEqual(['Semoga menjadi amal jariyah. Yuk, ikut berinfaq!']);
  });
});
