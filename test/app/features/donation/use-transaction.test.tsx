import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';

// The payment poll through the read cache: asked every 10 s while unpaid, stops once paid, and
// the checkout and the detail page of one donation share one entry (one request per tick).

const answers: Array<{ state: string; status: string }> = [];
const getTransaction = vi.fn(async (code: string) => ({ codeDonate: code, ...(answers.shift() ?? { state: 'paid', status: 'Lunas' }) }));
vi.mock('../../../../src/api/transaction', () => ({ getTransaction: (code: string) => getTransaction(code) }));
vi.mock('../../../../src/features/donation/local-donations', () => ({ updateLocalStatus: async () => undefined }));
const { POLL_MS, useTransaction } = await import('../../../../src/features/donation/use-transaction');

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Status({ id }: { id: string }) {
  const tx = useTransaction('D-1', { poll: true });
  return <p data-testid={id}>{tx.status === 'ready' ? tx.data.status : tx.status}</p>;
}

describe('useTransaction', () => {
  it('asks again every 10 s while unpaid, once for every screen showing it, and stops once paid', async () => {
    vi.useFakeTimers();
    answers.push({ state: 'pending', status: 'Menunggu Pembayaran' }, { state: 'pending', status: 'Menunggu Pembayaran' }, { state: 'paid', status: 'Lunas' });
    render(<><Status id="checkout" /><Status id="detail" /></>);
    await act(async () => { await vi.advanceTimersByTimeAsync(0); });
    expect(screen.getByTestId('checkout').textContent).toBe('Menunggu Pembayaran');
    expect(getTransaction).toHaveBeenCalledTimes(1);
    await act(async () => { await vi.advanceTimersByTimeAsync(POLL_MS); });
    expect(getTransaction).toHaveBeenCalledTimes(2);
    await act(async () => { await vi.advanceTimersByTimeAsync(POLL_MS); });
    expect(screen.getByTestId('checkout').textContent).toBe('Lunas');
    expect(screen.getByTestId('detail').textContent).toBe('Lunas');
    expect(getTransaction).toHaveBeenCalledTimes(3);
    await act(async () => { await vi.advanceTimersByTimeAsync(POLL_MS * 3); });
    expect(getTransaction).toHaveBeenCalledTimes(3);
  });
});
