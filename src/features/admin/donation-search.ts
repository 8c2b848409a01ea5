import * as v from 'valibot';
import { ADMIN_DONATION_FILTERS, type AdminDonationFilter } from '../../contract/admin-filters';

// The URL of 'Konfirmasi Donasi'. Kept small: route search checks load with the first page.

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
