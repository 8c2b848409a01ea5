import * as v from 'valibot';
import { ADMIN_DONATION_FILTERS, type AdminDonation, type AdminDonationFilter } from '../../contract/admin';

/** The chips of 'Konfirmasi Donasi', in order, with what each asks the server for. */
export const DONATION_FILTER_CHIPS: ReadonlyArray<{ value: AdminDonationFilter; label: string }> = [
  { value: 'pending', label: 'Menunggu' },
  { value: 'paid', label: 'Lunas' },
  { value: 'expired', label: 'Kedaluwarsa' },
  { value: 'semua', label: 'Semua' },
];

/** /admin/donasi?status=…&q=…: anything unknown reads as absent (pending, no search). */
export const DonationPageSearchSchema = v.object({
  status: v.fallback(v.optional(v.picklist(ADMIN_DONATION_FILTERS)), undefined),
  q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined),
});
export type DonationPageSearch = v.InferOutput<typeof DonationPageSearchSchema>;

export function parseDonationPageSearch(search: unknown): DonationPageSearch {
  return v.parse(DonationPageSearchSchema, search);
}

/** The URL's search for a filter and a text: the defaults leave the URL clean. */
export function donationPageSearch(filter: AdminDonationFilter, text: string): DonationPageSearch {
  return { status: filter === 'pending' ? undefined : filter, q: text.trim() || undefined };
}

/**
 * The list after a donation was confirmed: the row is replaced in place by the server's answer
 * (it now reads Lunas), even under the 'Menunggu' filter, so the staff sees what they just did.
 */
export function replaceDonation(rows: readonly AdminDonation[], updated: AdminDonation): AdminDonation[] {
  return rows.map((row) => (row.codeDonate === updated.codeDonate ? updated : row));
}
