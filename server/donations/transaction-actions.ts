import * as v from 'valibot';
import { action, ok, okPage, type Controller } from '../http/controller.ts';
import { HttpError, invalid, notFound, tooMany } from '../http/errors.ts';
import { createDonation } from './creation.ts';
import { expireStaleDonations } from './expiry.ts';
import { listUserDonations, readTransaction } from './reads.ts';
import { donationStatusTag, matchesTag } from './status-tags.ts';
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
        memo: deps.donationLookups,
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

  /**
   * One donation by code, with its effective status; the phone comes masked. Polled by every
   * open checkout page: the answer carries an ETag of its content, and a matching If-None-Match
   * is answered 304 from the tag this process remembers, without a query, until the donation
   * changes (donations/status-tags.ts) or its deadline passes.
   */
  getTransaction: action({
    method: 'GET',
    input: v.object({ codeDonate: DonationCodeSchema }),
    handle: async ({ input, db, deps, now, hono }) => {
      const code = input.codeDonate;
      const tags = deps.donationStatus;
      // Anyone holding the code may read it: private to the browser, revalidated on every poll.
      const cacheHeaders = { 'Cache-Control': 'private, no-cache' };
      const asked = hono.req.header('if-none-match');
      const remembered = tags?.current(code, now);
      if (remembered && matchesTag(asked, remembered)) return hono.body(null, 304, { ...cacheHeaders, ETag: remembered });
      const since = tags?.changes ?? 0;
      // One query for the usual poll; only a donation found past its deadline is expired for good
      // (its answer already says so), so a waiting crowd writes nothing.
      const found = await readTransaction(db, code, now);
      if (!found) throw notFound(messages.donationNotFound);
      if (found.overdue) await expireStaleDonations(db, now, { code });
      const { transaction } = found;
      const body = JSON.stringify({ status: 200, message: frameMessages.ok, data: transaction });
      const tag = donationStatusTag(body);
      tags?.remember(code, tag, transaction.state === 'pending' ? new Date(transaction.tgl_expired) : null, now, since);
      const headers = { ...cacheHeaders, ETag: tag };
      if (matchesTag(asked, tag)) return hono.body(null, 304, headers);
      return hono.body(body, 200, { ...headers, 'Content-Type': 'application/json; charset=UTF-8' });
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
