import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { InRouter } from '../../in-router';
import { ZakatCalculator } from '../../../../src/features/zakat/zakat-calculator';
import type { ZakatFigures } from '../../../../src/contract/zakat';
import { writeLastPlace } from '../../../../src/db/prayer-place';
import { db } from '../../../../src/db/database';

// The migration's figures: set on 7 March 2025 (Jakarta), Jakarta Pusat's fitrah rate set in November 2026.
let figures: ZakatFigures;
const MARCH_2025 = '2025-03-06T17:00:00.000Z';
vi.mock('../../../../src/api/zakat', () => ({
  getZakatFigures: async () => ({ data: figures, fetchedAt: Date.now() }),
}));

beforeEach(() => {
  figures = {
    goldPricePerGram: 1_008_070, fidyahPerDay: 60_000, fitrahDefault: 47_000,
    fitrahRates: [
      { regencyCode: '31.73', regencyName: 'KOTA JAKARTA PUSAT', rate: 47_000, updatedAt: '2026-11-20T03:00:00.000Z' },
      { regencyCode: '31.74', regencyName: 'KOTA JAKARTA BARAT', rate: 47_000, updatedAt: MARCH_2025 },
    ],
    updatedAt: '2026-11-20T03:00:00.000Z',
    networkUpdatedAt: MARCH_2025,
  };
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  await db.kv.clear();
});

const show = (kind: 'maal' | 'penghasilan' | 'fitrah' | 'fidyah') => render(<ZakatCalculator initialKind={kind} />, { wrapper: InRouter });

describe('the zakat page tells the payer when its figures are old', () => {
  it('in December 2026 the gold price of 7 March 2025 is said to be old, with the nisab that may differ and where to check', async () => {
    vi.setSystemTime(new Date('2026-12-06T03:00:00Z'));
    show('maal');
    const note = await screen.findByTestId('zakat-stale');
    expect(note.textContent).toContain('Angka ini mungkin sudah berubah');
    expect(note.textContent).toContain('Harga emas yang dipakai di sini dari 7 Maret 2025');
    expect(note.textContent).toContain('nisab hari ini bisa berbeda');
    fireEvent.click(screen.getByRole('tab', { name: 'Penghasilan' }));
    expect((await screen.findByTestId('zakat-stale')).textContent).toContain('7 Maret 2025');
    fireEvent.click(screen.getByRole('tab', { name: 'Fidyah' }));
    expect((await screen.findByTestId('zakat-stale')).textContent).toContain('Tarif fidyah ini ditetapkan 7 Maret 2025');
  });

  it('says nothing while the figures are within 30 days', async () => {
    vi.setSystemTime(new Date('2025-04-05T03:00:00Z'));
    show('maal');
    await screen.findByTestId('zakat-figures');
    expect(screen.queryByTestId('zakat-stale')).toBeNull();
  });

  it("fitrah speaks of the rate used: the chosen regency's own date, not the network's", async () => {
    vi.setSystemTime(new Date('2026-12-06T03:00:00Z'));
    show('fitrah');
    const select = await screen.findByLabelText('Daerah');
    // The network's rate (no regency known): from March 2025, old.
    expect((await screen.findByTestId('zakat-stale')).textContent).toContain('Tarif zakat fitrah ini ditetapkan 7 Maret 2025');
    // Jakarta Pusat's own rate was set two weeks ago: nothing to warn of.
    fireEvent.change(select, { target: { value: '31.73' } });
    expect(screen.queryByTestId('zakat-stale')).toBeNull();
    fireEvent.change(select, { target: { value: '31.74' } });
    expect(screen.getByTestId('zakat-stale').textContent).toContain('7 Maret 2025');
  });

  it('names the decision the figures come from in one line, never our own notes about how we read it', async () => {
    vi.setSystemTime(new Date('2026-12-06T03:00:00Z'));
    show('fitrah');
    expect((await screen.findByTestId('zakat-source')).textContent).toBe('Sumber: Keputusan Ketua BAZNAS RI Nomor 14 Tahun 2025, 7 Maret 2025.');
    fireEvent.click(screen.getByRole('tab', { name: 'Penghasilan' }));
    expect(screen.getByTestId('zakat-source').textContent).toBe('Sumber: Keputusan Ketua BAZNAS RI Nomor 13 Tahun 2025.');
    expect(document.body.textContent).not.toContain('kami kutip');
    expect(document.body.textContent).not.toContain('belum kami periksa');
  });
});

describe('zakat fitrah starts at the regency the phone already knows', () => {
  const place = (kode: string, label: string) => writeLastPlace({ lat: -6.18, lng: 106.83, label, kode, timeZone: 'Asia/Jakarta', elevation: 8, horizon: 'sea', source: 'manual' });

  it('preselects the prayer times\' regency and its rate; the payer can still pick another', async () => {
    vi.setSystemTime(new Date('2026-12-06T03:00:00Z'));
    await place('31.73', 'Kota Jakarta Pusat');
    show('fitrah');
    const select = await screen.findByLabelText<HTMLSelectElement>('Daerah');
    await waitFor(() => expect(select.value).toBe('31.73'));
    fireEvent.change(select, { target: { value: '' } });
    expect(select.value).toBe('');
    expect(screen.getByTestId('zakat-amount').textContent).toBe('Rp 47.000');
  });

  it('a known regency with no rate of its own is named, at the network rate', async () => {
    vi.setSystemTime(new Date('2026-12-06T03:00:00Z'));
    figures = { ...figures, fitrahDefault: 45_000 };
    await place('32.73', 'Kota Bandung');
    show('fitrah');
    const select = await screen.findByLabelText<HTMLSelectElement>('Daerah');
    await waitFor(() => expect(select.value).toBe('32.73'));
    expect(select.selectedOptions[0]!.textContent).toBe('Kota Bandung (tarif jaringan Rp 45.000)');
    expect(screen.getByTestId('zakat-amount').textContent).toBe('Rp 45.000');
  });

  it('with no place on the phone, the network rate is chosen as before', async () => {
    vi.setSystemTime(new Date('2026-12-06T03:00:00Z'));
    show('fitrah');
    const select = await screen.findByLabelText<HTMLSelectElement>('Daerah');
    expect(select.value).toBe('');
  });
});
