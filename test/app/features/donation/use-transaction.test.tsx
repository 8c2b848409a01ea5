import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';

// The payment poll through the read cache: asked every 10 s while unpaid, stops once paid, and
// the checkout and the detail page of one donation share one entry (one request per tick).

/** What the network answers next: the server's word, or the worker's copy of an earlier answer (offline). */
const answers: Array<{ state: string; status: string; fromDeviceCache?: true; fetchedAt?: number }> = [];
const getTransaction = vi.fn(async (code: string) => {
  const { fromDeviceCache, fetchedAt, ...status } = answers.shift() ?? { state: 'paid', status: 'Lunas' };
  return { status: 200, message: 'OK', data: { codeDonate: code, ...status }, ...(fromDeviceCache ? { fromDeviceCache, fetchedAt } : { fetchedAt: Date.now() }) };
});
vi.mock('../../../../src/api/transaction', () => ({ getTransactionAnswer: (code: string) => getTransaction(code) }));
vi.mock('../../../../src/features/donation/local-donations', () => ({ updateLocalStatus: async () => undefined }));
const { POLL_MS, useTransaction } = await import('../../../../src/features/donation/use-transaction');
const { clearReadCache } = await import('../../../../src/api/read-cache');

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  clearReadCache();
  answers.length = 0;
  getTransaction.mockClear();
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

  it('offline, keeps the newer status on screen when the worker answers with its older copy', async () => {
    vi.useFakeTimers();
    answers.push(
      { state: 'pending', status: 'Menunggu Pembayaran' },
      { state: 'pending', status: 'Kedaluwarsa', fromDeviceCache: true, fetchedAt: Date.now() - 3_600_000 },
    );
    render(<Status id="checkout" />);
    await act(async () => { await vi.advanceTimersByTimeAsync(0); });
    expect(screen.getByTestId('checkout').textContent).toBe('Menunggu Pembayaran');
    await act(async () => { await vi.advanceTimersByTimeAsync(POLL_MS); });
    expect(getTransaction).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('checkout').textContent).toBe('Menunggu Pembayaran');
  });

  it('asks nothing while the page is out of view, and asks at once when it comes back', async () => {
    vi.useFakeTimers();
    answers.push({ state: 'pending', status: 'Menunggu Pembayaran' }, { state: 'pending', status: 'Menunggu Pembayaran' });
    render(<Status id="checkout" />);
    await act(async () => { await vi.advanceTimersByTimeAsync(0); });
    expect(getTransaction).toHaveBeenCalledTimes(1);
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    await act(async () => { await vi.advanceTimersByTimeAsync(POLL_MS * 3); });
    expect(getTransaction).toHaveBeenCalledTimes(1);
    hidden.mockReturnValue(false);
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(getTransaction).toHaveBeenCalledTimes(2);
    hidden.mockRestore();
  });
});
