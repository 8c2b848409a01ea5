import { describe, expect, it } from 'vitest';
import { mergeHistory } from '../../../../src/features/donation/donation-history';
import { confirmationLink, formatRemaining, splitUniqueDigits, statusText, statusTone } from '../../../../src/features/donation/donation-status';
import { qrPath } from '../../../../src/features/donation/qris-code';
import type { MyDonation } from '../../../../src/contract/donation';

describe('donation status and amounts', () => {
  it('colours Lunas green, Belum Lunas yellow and anything else red', () => {
    expect(statusTone('Lunas')).toBe('paid');
    expect(statusTone('Belum Lunas')).toBe('pending');
    expect(statusTone('Kedaluwarsa')).toBe('failed');
    expect(statusTone('whatever')).toBe('failed');
    expect(statusText('whatever')).toBe('Gagal');
    expect(statusText('Kedaluwarsa')).toBe('Kedaluwarsa');
  });
  it('counts down as hh:mm:ss and stops at zero', () => {
    expect(formatRemaining(24 * 3600_000)).toBe('24:00:00');
    expect(formatRemaining(3_723_999)).toBe('01:02:03');
    expect(formatRemaining(-5000)).toBe('00:00:00');
  });
  it('splits off the three unique digits of a manual transfer', () => {
    expect(splitUniqueDigits(50_123, 123)).toEqual({ head: 'Rp 50.', tail: '123' });
    expect(splitUniqueDigits(50_000, 0)).toEqual({ head: 'Rp 50.000', tail: '' });
  });
  it('names the code in the WhatsApp confirmation', () => {
    const link = confirmationLink({ codeDonate: 'JRYABCDEFGHJK', total: 50_123, channel_name: 'Transfer Bank BSI', program: { header: 'Sumur Bor', slug: 's', type: 'infaq' } });
    expect(link.startsWith('https://wa.me/6281234567890?text=')).toBe(true);
    const text = decodeURIComponent(link.split('?text=')[1]!);
    expect(text).toContain('JRYABCDEFGHJK');
    expect(text).toContain('Rp 50.123');
  });
  it('draws one square per dark module', () => {
    expect(qrPath([[true, false], [false, true]])).toBe('M0 0h1v1h-1zM1 1h1v1h-1z');
  });
});

describe('donation history', () => {
  const mine = (code: string, at: string, status: MyDonation['status']): MyDonation => ({
    codeDonate: code, id_program: 'ID-1', program: { header: `Program ${code}`, slug: 'p', type: 'infaq' }, status,
    state: status === 'Lunas' ? 'paid' : 'pending', nominal: 25_000, total: 25_000, tgl_donasi: at, tgl_bayar: null, doa: null, channel_name: 'QRIS',
  });
  it('merges the account and the device by code, newest first, the server knowing the status', () => {
    const rows = mergeHistory(
      [mine('A', '2025-01-02T00:00:00Z', 'Lunas'), mine('B', '2025-01-01T00:00:00Z', 'Belum Lunas')],
      [
        { code: 'A', programTitle: 'Program A', amount: 25_000, createdAt: '2025-01-02T00:00:00Z', status: 'Belum Lunas' },
        { code: 'C', programTitle: 'Program C', amount: 10_000, createdAt: '2025-01-03T00:00:00Z' },
      ],
    );
    expect(rows.map((r) => [r.code, r.status])).toEqual([['C', 'Belum Lunas'], ['A', 'Lunas'], ['B', 'Belum Lunas']]);
  });
});
