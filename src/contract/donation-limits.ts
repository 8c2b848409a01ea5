// The smallest and largest donation, apart from donation.ts: the route tree (the first screen's
// chunk) reads them for a reminder link's amount and needs nothing else of the donation contract.

export const DONATION_MINIMUM = 1_000;
export const DONATION_MAXIMUM = 1_000_000_000;
