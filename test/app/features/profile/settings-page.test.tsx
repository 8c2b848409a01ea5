import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { InRouter } from '../../in-router';
import { SettingsPage } from '../../../../src/features/profile/settings-page';
import { readSettings } from '../../../../src/db/settings';
import { db } from '../../../../src/db/database';

afterEach(async () => {
  cleanup();
  await db.kv.clear();
});

describe('Pengaturan: the prayer method', () => {
  it('offers every method of the contract by name with its angles, and keeps the one picked', async () => {
    render(<SettingsPage />, { wrapper: InRouter });
    const group = screen.getByRole('radiogroup', { name: 'Metode jadwal sholat' });
    const choices = within(group).getAllByRole<HTMLInputElement>('radio');
    expect(choices.map((c) => c.value)).toEqual(['kemenag', 'mwl', 'singapore', 'umm-al-qura']);
    expect(within(group).getByText('Kemenag RI')).toBeTruthy();
    expect(within(group).getByText('Subuh 20°, isya 18°, ihtiyat 2 menit — dipakai di Indonesia')).toBeTruthy();
    expect(within(group).getByText('Umm al-Qura')).toBeTruthy();
    await waitFor(() => expect(choices[0]!.checked).toBe(true));

    fireEvent.click(within(group).getByLabelText(/Muslim World League/));
    await waitFor(async () => expect((await readSettings()).prayerMethod).toBe('mwl'));
    await waitFor(() => expect(choices[1]!.checked).toBe(true));
  });
});
