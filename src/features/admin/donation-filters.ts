import type { AdminDonation, AdminDonationFilter } from '../../contract/admin';

/** The chips of 'Konfirmasi Donasi', in order, with what each asks the server for. */
export const DONATION_FILTER_CHIPS: ReadonlyArray<{ value: AdminDonationFilter; label: string }> = [
  { value: 'pending', label: 'Menunggu' },
  { value: 'paid', label: 'Lunas' },
  { value: 'expired', label: 'Kedaluwarsa' },
  { value: 'semua', label: 'Semua' },
];

/**
 * The list after a donation was confirmed: the row is replaced in place by the server's answer
 * (it now reads Lunas), even under the 'Menunggu' filter, so the staff sees what they just did.
 */
export function replaceDonation(rows: readonly AdminDonation[], updated: AdminDonation): AdminDonation[] {
  return rows.map((row) => (row.codeDonate === updated.codeDonate ? updated : row));
}
