// The filters of list_donations, apart from the rest of the admin contract: the /admin/donasi
// route checks its URL with them, and route options load with the first page, not lazily.

export const ADMIN_DONATION_FILTERS = ['pending', 'paid', 'expired', 'semua'] as const;
export type AdminDonationFilter = (typeof ADMIN_DONATION_FILTERS)[number];
