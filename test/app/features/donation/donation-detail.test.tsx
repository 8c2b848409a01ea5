import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { Transaction } from '../../../../src/contract/donation';

// The donation page of a paid zakat names what was paid, in the words of the WhatsApp receipt and
// the Pesan entry (its Bukti Setor Zakat: receipt-content.test.ts).

const paid: Transaction = {
  codeDonate: 'JRYABCDEFGHJK', id_program: 'ID-7', program: { header: 'Zakat melalui Masjid Istiqlal', slug: 'zakat-masjid-istiqlal', type: 'zakat' },
  status: 'Lunas', state: 'paid', tgl_donasi: '2026-03-10T02:00:00.000Z', tgl_expired: '2026-03-11T02:00:00.000Z', tgl_bayar: '2026-03-10T02:05:00.000Z',
  donatur: 'Fulan bin Fulan', nomor_hp: '81*******0', nominal: 188_000, total: 188_000, unique_digits: 0, doa: null,
  channel_name: 'QRIS', metode_bayar: 'QRIS', code_payment: 'QRIS', norek: null, nama_rekening: null, image: null, qris_payload: null,
  simulated: true, deeplink_url: null, qr_image_url: null, gateway_transaction_id: null, biller_code: null,
  zakat: { kind: 'fitrah', count: 4, nik: null, npwp: null, amilName: 'Masjid Istiqlal', amilPhone: '021-3811708' },
};

let answer: Transaction = paid;
vi.mock('../../../../src/api/transaction', () => ({
  getTransactionAnswer: async () => ({ status: 200, message: 'OK', data: answer, fetchedAt: Date.now() }),
}));
vi.mock('../../../../src/features/donation/local-donations', () => ({ updateLocalStatus: async () => undefined }));
const { DonationDetail } = await import('../../../../src/features/donation/donation-detail');
const { clearReadCache } = await import('../../../../src/api/read-cache');

afterEach(() => {
  cleanup();
  clearReadCache();
});

function showDetail(tx: Transaction) {
  answer = tx;
  const root = createRootRoute({ component: () => <DonationDetail code={tx.codeDonate} /> });
  render(<RouterProvider router={createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) })} />);
}

describe('the donation page of a paid zakat', () => {
  it("says 'Zakat Fitrah untuk 4 jiwa' and offers its Bukti Setor Zakat", async () => {
    showDetail(paid);
    expect((await screen.findByTestId('zakat-kind')).textContent).toBe('Zakat Fitrah untuk 4 jiwa');
    expect(screen.getByTestId('receipt-download').textContent).toContain('Bukti Setor Zakat dengan kode JRYABCDEFGHJK');
  });

  it("says 'Fidyah 10 hari' for a fidyah", async () => {
    showDetail({ ...paid, nominal: 600_000, total: 600_000, zakat: { ...paid.zakat!, kind: 'fidyah', count: 10 } });
    expect((await screen.findByTestId('zakat-kind')).textContent).toBe('Fidyah 10 hari');
  });

  it('an infaq shows no zakat at all', async () => {
    showDetail({ ...paid, program: { ...paid.program, type: 'infaq' }, zakat: null });
    await screen.findByTestId('receipt-download');
    expect(screen.queryByTestId('zakat-kind')).toBeNull();
    expect(screen.getByTestId('receipt-download').textContent).toContain('Bukti Donasi');
  });
});
