import * as v from 'valibot';
import { action, ok, okPage, type Controller } from '../http/controller.ts';
import { HttpError, invalid, notFound, tooMany } from '../http/errors.ts';
import { createDonation, expireStaleDonations, findTransaction, listUserDonations } from '../services/donations.ts';
import { DonateRequestSchema, DonationCodeSchema, MyDonationsQuery, donationMessages } from '../../src/contract/donation.ts';
import { frameMessages, IDEMPOTENCY_HEADER } from '../../src/contract/envelope.ts';
import { linkOrigin } from '../http/public-origin.ts';

const messages = {
  programNotFound: 'Program tidak ditemukan',
  programClosed: 'Program ini sudah berakhir, terima kasih atas niat baikmu',
  methodUnavailable: 'Metode pembayaran tidak tersedia, silakan pilih metode lain',
  totalsExhausted: 'Sedang banyak transfer dengan nominal ini. Coba nominal lain atau metode lain, ya',
  gatewayUnavailable: 'Layanan pembayaran sedang tidak bisa dihubungi. Coba lagi sebentar lagi atau pilih metode lain, ya',
  // The gateway answered and said no: not an outage, so "try again later" would not help.
  channelInactive: 'Metode pembayaran ini belum bisa dipakai. Silakan pilih metode lain, ya',
  chargeRefused: 'Layanan pembayaran menolak donasi ini untuk metode ini (misalnya nominal di luar batasnya). Coba nominal lain atau pilih metode lain, ya',
  donationNotFound: 'Donasi tidak ditemukan',
  created: 'Donasi berhasil dibuat',
} as const;

export const transactionController: Controller = {
  /** Creates a donation (guest or logged in) and answers where to pay it. */
  storeDonate: action({
    method: 'POST',
    input: DonateRequestSchema,
    auth: 'optional',
    idempotent: 'own',
    handle: async ({ input, db, deps, user, now, ip, idempotencyKey, hono }) => {
      const result = await createDonation(db, input, {
        now,
        client: { address: ip, addressFactor: deps.config.addressLimitFactor },
        userId: user?.id ?? null,
        idempotencyKey,
        payments: deps.payments,
        expiryHours: deps.config.paymentExpiryHours,
        appOrigin: linkOrigin(deps.config, hono.req.url) ?? undefined,
        log: deps.log,
      });
      if (!result.ok) {
        switch (result.reason) {
          case 'rate-limited': throw tooMany(result.retryAfterSeconds);
          case 'too-many-pending': throw invalid({ codePayment: donationMessages.tooManyPendingTransfers }, donationMessages.tooManyPendingTransfers);
          case 'program-not-found': throw notFound(messages.programNotFound);
          case 'program-closed': throw invalid({ programId: messages.programClosed }, messages.programClosed);
          case 'method-unavailable': throw invalid({ codePayment: messages.methodUnavailable }, messages.methodUnavailable);
          case 'below-minimum': throw invalid({ price: result.message }, result.message);
          case 'totals-exhausted': throw new HttpError(503, messages.totalsExhausted);
          case 'gateway-unavailable': throw new HttpError(503, messages.gatewayUnavailable);
          case 'gateway-refused': {
            const message = result.kind === 'invalid' ? messages.chargeRefused : messages.channelInactive;
            throw invalid({ codePayment: message }, message);
          }
          case 'above-maximum': throw invalid({ price: result.message }, result.message);
          case 'zakat-invalid': throw invalid({ [result.field]: result.message }, result.message);
          case 'key-reused': throw invalid({ [IDEMPOTENCY_HEADER]: frameMessages.idempotencyKeyReused }, frameMessages.idempotencyKeyReused);
        }
      }
      return ok({ redirect_url: `/donation/${result.code}/checkout`, codeDonate: result.code }, messages.created);
    },
  }),

  /** One donation by code, with its effective status; the phone comes masked. */
  getTransaction: action({
    method: 'GET',
    input: v.object({ codeDonate: DonationCodeSchema }),
    handle: async ({ input, db, now }) => {
      await expireStaleDonations(db, now, { code: input.codeDonate });
      const transaction = await findTransaction(db, input.codeDonate, now);
      if (!transaction) throw notFound(messages.donationNotFound);
      return ok(transaction);
    },
  }),

  /** The caller's donations, newest first, a page at a time. POST: personal data is not cached by the worker. */
  get_my_donations: action({
    method: 'POST',
    input: MyDonationsQuery,
    auth: 'required',
    handle: async ({ db, user, input, now }) => okPage(await listUserDonations(db, user!.id, now, { cursor: input.cursor })),
  }),
};
