import * as v from 'valibot';
import { CursorSchema, PhoneSchema, REQUIRED } from './fields';
import { PAYMENT_MINIMUM, PAYMENT_TYPES, type PaymentType } from './payment-method';
import { parseProgramId } from './program-id';
import { NikSchema, NpwpSchema, ZakatCountField, ZakatKindField, ZakatReceiptSchema } from './zakat-donation';
import { DONATION_MAXIMUM, DONATION_MINIMUM } from './donation-limits';

// The donation contract: one schema for the donate form, the storeDonate request on the server
// and a queued (outbox) donation; plus the answers of storeDonate, getTransaction and
// get_my_donations. Texts from spec section 5.

export { PAYMENT_TYPES, type PaymentType };

/** Whole-rupiah minimum per kind: QRIS and e-wallets take small amounts, bank transfers do not. */
export function minimumForPaymentType(type: PaymentType): number {
  return PAYMENT_MINIMUM[type];
}
export { DONATION_MAXIMUM, DONATION_MINIMUM };
export const DONOR_NAME_MAX = 60;
export const DONOR_PRAY_MAX = 500;

export const donationMessages = {
  tooManyPendingTransfers: 'Kamu masih punya transfer yang belum dibayar. Selesaikan atau tunggu hingga kedaluwarsa sebelum membuat yang baru.',
  paymentRequired: 'Metode pembayaran wajib dipilih',
  amountInvalid: 'Nominal tidak valid',
  amountMinimum: 'Nominal minimal Rp 1.000',
  amountMinimumForMethod: 'Nominal minimal Rp 20.000 untuk metode ini',
  amountMaximum: 'Nominal maksimal Rp 1.000.000.000',
  nameTooLong: `Nama maksimal ${DONOR_NAME_MAX} karakter`,
  emailInvalid: 'Email tidak valid',
  prayTooLong: `Doa maksimal ${DONOR_PRAY_MAX} karakter`,
  programInvalid: 'Program tidak valid',
  anonimInvalid: 'Pilihan sembunyikan nama tidak valid',
} as const;

/**
 * 'Sembunyikan nama saya (Hamba Allah)': a boolean from the app, 'true'/'false' (or the spec's
 * 'Y'/'N') from a form post; absent is false, so a client that never heard of it stays valid.
 */
const AnonimSchema = v.pipe(
  v.optional(v.union([v.boolean(), v.picklist(['true', 'false', 'Y', 'N'])], donationMessages.anonimInvalid), false),
  v.transform((x): boolean => x === true || x === 'true' || x === 'Y'),
);

/** The message for an amount below the minimum of a method kind. */
export const minimumMessage = (type: PaymentType) =>
  minimumForPaymentType(type) > DONATION_MINIMUM ? donationMessages.amountMinimumForMethod : donationMessages.amountMinimum;

/**
 * Whole rupiah from the form (digits, optionally with Indonesian thousands dots: '25.000') or a
 * number (a queued donation). Empty means not filled in.
 */
export const DonationPriceSchema = v.pipe(
  v.union([v.string(), v.number()], donationMessages.amountInvalid),
  v.transform((x) => {
    if (typeof x === 'number') return x;
    const s = x.trim();
    if (s === '') return Number.NaN;
    if (/^\d{1,13}$/.test(s)) return Number(s);
    if (/^\d{1,3}(\.\d{3}){1,4}$/.test(s)) return Number(s.replaceAll('.', ''));
    return Number.NaN;
  }),
  v.number(donationMessages.amountInvalid),
  v.check((n) => !Number.isNaN(n), donationMessages.amountInvalid),
  v.integer(donationMessages.amountInvalid),
  v.minValue(DONATION_MINIMUM, donationMessages.amountMinimum),
  v.maxValue(DONATION_MAXIMUM, donationMessages.amountMaximum),
);

/** 'ID-<id>' for campaigns, 'KM-<id>' for kencleng programs (spec section 3; see program-id.ts). */
export const DonationProgramIdSchema = v.pipe(
  v.string(donationMessages.programInvalid),
  v.trim(),
  v.check((s) => parseProgramId(s) !== null, donationMessages.programInvalid),
);

/** Optional text: trimmed; '' and absent both become undefined. */
const optionalText = (max: number, tooLong: string) =>
  v.pipe(
    v.optional(v.nullable(v.string()), ''),
    v.transform((s: string | null) => (s ?? '').trim()),
    v.maxLength(max, tooLong),
    v.transform((s: string): string | undefined => (s === '' ? undefined : s)),
  );

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The donate form and the storeDonate request. The server re-checks the amount against the
 * method's real kind from the database; typePayment here lets the form show the rule at once.
 * Parsing its own output again gives the same output (needed for the outbox).
 */
export const DonateRequestSchema = v.pipe(
  v.object({
    price: DonationPriceSchema,
    donorName: v.pipe(v.string(REQUIRED), v.trim(), v.nonEmpty(REQUIRED), v.maxLength(DONOR_NAME_MAX, donationMessages.nameTooLong)),
    donorPhone: PhoneSchema,
    donorEmail: v.pipe(optionalText(254, donationMessages.emailInvalid), v.check((s) => s === undefined || EMAIL.test(s), donationMessages.emailInvalid)),
    donorPray: optionalText(DONOR_PRAY_MAX, donationMessages.prayTooLong),
    /** Shown as 'Hamba Allah' on every public list; the receipt keeps donorName (donor-name.ts). */
    anonim: AnonimSchema,
    codePayment: v.pipe(v.string(donationMessages.paymentRequired), v.trim(), v.nonEmpty(donationMessages.paymentRequired), v.maxLength(50, donationMessages.paymentRequired)),
    typePayment: v.picklist(PAYMENT_TYPES, donationMessages.paymentRequired),
    programId: DonationProgramIdSchema,
    /** Informational ('campaign' / 'kencleng'); the server trusts the program row, not this. */
    programType: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40))),
    /** The donor's device as the form saw it (a wallet opens by link on a phone, by QR from a computer); anything else is dropped. */
    device: v.pipe(
      v.optional(v.unknown()),
      v.transform((x): 'phone' | 'computer' | undefined => (x === 'phone' || x === 'computer' ? x : undefined)),
    ),
    /** A fundraiser's kode_ref from a shared link; a malformed or unknown one is simply dropped. */
    ref: v.pipe(
      v.optional(v.nullable(v.unknown())),
      v.transform((x): string | undefined => (typeof x === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(x.trim()) ? x.trim() : undefined)),
    ),
    /** Zakat programs only: the kind paid, and the donor's NIK / NPWP for the receipt (both optional). */
    zakatKind: ZakatKindField,
    /** Zakat fitrah and fidyah only, optional: how many jiwa or days it pays for. */
    zakatCount: ZakatCountField,
    donorNik: NikSchema,
    donorNpwp: NpwpSchema,
  }),
  v.forward(
    v.partialCheck(
      [['price'], ['typePayment']],
      (d) => d.price >= minimumForPaymentType(d.typePayment),
      donationMessages.amountMinimumForMethod,
    ),
    ['price'],
  ),
);
export type DonateRequest = v.InferOutput<typeof DonateRequestSchema>;

/** storeDonate's answer: the app navigates to redirect_url. */
export const DonateAnswerSchema = v.object({
  redirect_url: v.string(),
  codeDonate: v.string(),
});
export type DonateAnswer = v.InferOutput<typeof DonateAnswerSchema>;

/**
 * A donation code in URLs and queries. New codes are 'JRY' + 10 base32 characters; the check
 * stays loose so older or imported codes still reach a clear 404.
 */
export const DonationCodeSchema = v.pipe(v.string(REQUIRED), v.trim(), v.nonEmpty(REQUIRED), v.regex(/^[A-Za-z0-9-]{4,40}$/, 'Kode donasi tidak valid'));

/** Stored states (donations.status) and the labels the screens show (spec: donation status). */
export const DONATION_STATES = ['pending', 'paid', 'expired', 'failed'] as const;
export type DonationState = (typeof DONATION_STATES)[number];
export const DONATION_STATUS_LABELS = ['Lunas', 'Belum Lunas', 'Kedaluwarsa', 'Gagal'] as const;
export type DonationStatusLabel = (typeof DONATION_STATUS_LABELS)[number];
export const statusLabel: Record<DonationState, DonationStatusLabel> = {
  paid: 'Lunas',
  pending: 'Belum Lunas',
  expired: 'Kedaluwarsa',
  failed: 'Gagal',
};

const IsoDate = v.pipe(v.string(), v.isoTimestamp());

export const DonationProgramSchema = v.object({
  header: v.string(),
  slug: v.string(),
  /** programs.type: 'kencleng-masjid' is a mosque's collection box, anything else a campaign. */
  type: v.string(),
});

/** getTransaction's answer (spec section 3 "Transaction"). Dates are ISO 8601 instants. */
export const TransactionSchema = v.object({
  codeDonate: v.string(),
  id_program: v.string(),
  program: DonationProgramSchema,
  /** The label to show; `state` is the machine value behind it. */
  status: v.picklist(DONATION_STATUS_LABELS),
  state: v.picklist(DONATION_STATES),
  tgl_donasi: IsoDate,
  tgl_expired: IsoDate,
  tgl_bayar: v.nullable(IsoDate),
  /** The real name: this is the donor's own receipt, whatever the public lists show. */
  donatur: v.string(),
  /** The donor asked for 'Hamba Allah' on the public lists. Absent in answers of older servers. */
  anonim: v.optional(v.boolean()),
  /** Masked on the server: '81*******0'. The full number never leaves it. */
  nomor_hp: v.string(),
  /** The amount chosen. */
  nominal: v.number(),
  /** What to pay: nominal plus unique_digits (manual transfers), else equal to nominal. */
  total: v.number(),
  unique_digits: v.number(),
  doa: v.nullable(v.string()),
  channel_name: v.string(),
  /** The method kind: 'QRIS', 'E-wallet', 'VA' or 'Manual'. */
  metode_bayar: v.picklist(PAYMENT_TYPES),
  code_payment: v.string(),
  /** The virtual-account number (VA) or the destination account (Manual); else null. */
  norek: v.nullable(v.string()),
  nama_rekening: v.nullable(v.string()),
  /** The method's logo. */
  image: v.nullable(v.string()),
  /** EMVCo QRIS payload to render as a QR code (QRIS only). */
  qris_payload: v.nullable(v.string()),
  /** Issued by the payment simulator (demo and tests): nothing real is paid, and the page says so. */
  simulated: v.optional(v.boolean(), false),
  /** E-wallets paid through a gateway: the link that opens the wallet app. Absent in answers of older servers. */
  deeplink_url: v.optional(v.nullable(v.string()), null),
  /** The gateway's image of the QR code, where it gives one. */
  qr_image_url: v.optional(v.nullable(v.string()), null),
  /** The gateway's own transaction id, for the donor to quote. */
  gateway_transaction_id: v.optional(v.nullable(v.string()), null),
  /** Mandiri bill payment: the company code entered before the bill key (norek). */
  biller_code: v.optional(v.nullable(v.string()), null),
  /** A zakat donation's receipt details ('Bukti Setor Zakat'); null for any other donation. */
  zakat: v.optional(v.nullable(ZakatReceiptSchema)),
  /** A payment toward a qurban booking: the animal its share is of ('Qurban 1/7 sapi'); null for any other donation. */
  qurban: v.optional(v.nullable(v.object({ kind: v.picklist(['kambing', 'domba', 'sapi']) }))),
});
export type Transaction = v.InferOutput<typeof TransactionSchema>;

/** One row of get_my_donations (profile: 'Riwayat Donasi' and 'Kumpulan Doa'), newest first. */
export const MyDonationSchema = v.object({
  codeDonate: v.string(),
  id_program: v.string(),
  program: DonationProgramSchema,
  status: v.picklist(DONATION_STATUS_LABELS),
  state: v.picklist(DONATION_STATES),
  nominal: v.number(),
  total: v.number(),
  tgl_donasi: IsoDate,
  tgl_bayar: v.nullable(IsoDate),
  doa: v.nullable(v.string()),
  channel_name: v.string(),
  /** A zakat donation's kind and the donor's NIK / NPWP masked ('3171********0001'); absent for others. */
  zakat: v.optional(v.nullable(v.object({ kind: ZakatReceiptSchema.entries.kind, count: ZakatReceiptSchema.entries.count, nik: v.nullable(v.string()), npwp: v.nullable(v.string()) }))),
});
export type MyDonation = v.InferOutput<typeof MyDonationSchema>;
export const MyDonationsSchema = v.array(MyDonationSchema);
/** get_my_donations: the `next_cursor` of the previous page, none for the first. */
export const MyDonationsQuery = v.object({ cursor: CursorSchema });
