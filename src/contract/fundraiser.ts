import * as v from 'valibot';

/*
 * The fundraiser controller (/api/fundraiser), with the session cookie.
 * - get_user (GET) → `{ data: Fundraiser | null }`; 401 for a guest (the fundraiser page then saves
 *   the return path and goes to /auth?state=fundraiser; null → /profile/fundraiser/register).
 * - register (POST, empty form) → 201 `{ data: Fundraiser }` the first time, 200 with the same
 *   record afterwards (asking twice is harmless).
 * The shareable link is `${campaignUrl}?source=web&ref=${kode_ref}` (fundraiserLink).
 */

/** 8 characters of base32 (A–Z, 2–7), made by the server from a cryptographic random source. */
export const KodeRefSchema = v.pipe(v.string(), v.regex(/^[A-Z2-7]{8}$/, 'Kode referal tidak valid'));

export const FundraiserSchema = v.object({
  kode_ref: KodeRefSchema,
  /** ISO date-time the user became a fundraiser. */
  created_date: v.string(),
  /** Paid donations made through the referral link, and their sum in whole rupiah. */
  jumlah_donasi: v.number(),
  total_donasi: v.number(),
});
export type Fundraiser = v.InferOutput<typeof FundraiserSchema>;

export const FundraiserAnswerSchema = v.object({ data: v.nullable(FundraiserSchema) });
export const FundraiserRegisterAnswerSchema = v.object({ data: FundraiserSchema });

export const fundraiserMessages = {
  registered: 'Kamu sekarang terdaftar sebagai fundraiser',
} as const;

/** The referral link of a campaign page for this fundraiser (spec: source=web and ref). */
export function fundraiserLink(campaignUrl: string, kodeRef: string): string {
  const url = new URL(campaignUrl);
  url.searchParams.set('source', 'web');
  url.searchParams.set('ref', kodeRef);
  return url.href;
}
