import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../src/ui/toast';
import { useCopyText } from '../../../src/ui/use-copy-text';

// 'Salin alamat' copies the address and says so; where the browser refuses, it says how to copy by hand.

function CopyButton({ text }: { text: string }) {
  const copy = useCopyText('Alamat kalender disalin');
  return <button type="button" onClick={() => void copy(text)}>Salin alamat</button>;
}

const withClipboard = (writeText: (text: string) => Promise<void>) =>
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useCopyText', () => {
  it('copies the text and says it was copied', async () => {
    const written: string[] = [];
    withClipboard((text) => { written.push(text); return Promise.resolve(); });
    render(<ToastProvider><CopyButton text="https://jariyah.example/kalender/ustadz.ics?nama=Ustadz+Adi" /></ToastProvider>);
    fireEvent.click(screen.getByRole('button', { name: 'Salin alamat' }));
    await screen.findByText('Alamat kalender disalin');
    expect(written).toEqual(['https://jariyah.example/kalender/ustadz.ics?nama=Ustadz+Adi']);
  });

  it('a refused clipboard says how to copy by hand', async () => {
    withClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    render(<ToastProvider><CopyButton text="x" /></ToastProvider>);
    fireEvent.click(screen.getByRole('button', { name: 'Salin alamat' }));
    await screen.findByText('Gagal menyalin. Tekan lama alamatnya untuk menyalin.');
  });
});
