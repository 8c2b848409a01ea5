import { describe, expect, it } from 'vitest';
import { CARD_SIZES, cardFileName, cardLayout, wrapText } from '../../../../src/features/share-card/card-layout';
import { campaignCardContent } from '../../../../src/features/share-card/campaign-card';

describe('share card layout', () => {
  it('WhatsApp status is 1080×1920 and the square 1080×1080; every part lies inside the card', () => {
    expect(CARD_SIZES).toEqual({ portrait: { width: 1080, height: 1920 }, square: { width: 1080, height: 1080 } });
    for (const format of ['portrait', 'square'] as const) {
      const l = cardLayout(format);
      for (const b of [l.flyer, l.qr, l.progress]) {
        expect(b.x).toBeGreaterThanOrEqual(0);
        expect(b.x + b.w).toBeLessThanOrEqual(l.size.width);
        expect(b.y + b.h).toBeLessThanOrEqual(l.size.height);
      }
      expect(l.flyer.y + l.flyer.h).toBeLessThan(l.titleTop);
    }
  });

  it('wraps words to the width and cuts with an ellipsis after the last allowed line', () => {
    const fits = (line: string) => line.length <= 10;
    expect(wrapText('Renovasi atap masjid', fits, 3)).toEqual(['Renovasi', 'atap', 'masjid']);
    expect(wrapText('satu dua tiga empat lima enam tujuh', fits, 2)).toEqual(['satu dua', 'tiga…']);
    expect(wrapText('', fits, 2)).toEqual([]);
    expect(wrapText('Masjidalharamainkota lama', fits, 1)).toEqual(['Masjidalh…']);
  });

  it('a campaign card says collected of target, its progress and carries the link', () => {
    const c = campaignCardContent({ header: 'Sumur Wakaf', flyer: '/flyers/a.svg', total_donasi: 2_500_000, target: 10_000_000, totalDonor: 12 }, 'https://jariyah.id/campaign/sumur');
    expect(c).toMatchObject({ kind: 'campaign', title: 'Sumur Wakaf', percent: 25, link: 'https://jariyah.id/campaign/sumur' });
    expect(c.lines[0]).toMatch(/^Rp\s2\.500\.000 terkumpul dari Rp\s10\.000\.000$/);
    expect(campaignCardContent({ header: 'Kas', flyer: null, total_donasi: 0, target: 0, totalDonor: 0 }, 'x').percent).toBeNull();
    expect(cardFileName('Sumur Wakaf Desa!', 'portrait')).toBe('jariyah-sumur-wakaf-desa-status.png');
  });
});

describe('receipt and prayer cards', () => {
  it('the square keeps its progress bar above the QR, and a receipt or prayer card links to the program, never to the donation', async () => {
    const square = cardLayout('square');
    expect(square.progress.y + square.progress.h).toBeLessThan(square.qr.y);
    const { receiptCardContent } = await import('../../../../src/features/share-card/receipt-card');
    const { prayerCardContent } = await import('../../../../src/features/share-card/prayer-card');
    const r = receiptCardContent({ nominal: 50_000, program: { header: 'Kencleng Masjid Al-Ikhlas', slug: 'al-ikhlas', type: 'kencleng-masjid' } }, 'https://jariyah.id');
    expect(r).toMatchObject({ kind: 'receipt', link: 'https://jariyah.id/kencleng-masjid/al-ikhlas', percent: null });
    expect(r.quote).toMatch(/^Rp\s50\.000 · Lunas$/);
    const p = prayerCardContent({ doa: 'Semoga berkah', program: 'Sumur Wakaf', programPath: '/campaign/sumur' }, 'https://jariyah.id');
    expect(p).toMatchObject({ kind: 'prayer', quote: 'Semoga berkah', link: 'https://jariyah.id/campaign/sumur' });
  });
});
