import { callApi } from './client';
import {
  DonateAnswerSchema, MyDonationsSchema, TransactionSchema,
  type DonateAnswer, type DonateRequest, type MyDonation, type Transaction,
} from '../contract/donation';

/**
 * Creates a donation. `idempotencyKey` is made once per donation attempt (crypto.randomUUID())
 * and kept for its retries, so a retry after a lost answer gets the same donation, never a
 * second one. The request comes already parsed by the contract's schema (the donate form does
 * that once, at the edge), so it is not parsed again here.
 */
export async function storeDonate(r: DonateRequest, idempotencyKey: string): Promise<DonateAnswer> {
  const answer = await callApi(
    {
      controller: 'transaction',
      kode: 'storeDonate',
      method: 'POST',
      idempotencyKey,
      body: {
        price: String(r.price),
        donorName: r.donorName,
        donorPhone: r.donorPhone,
        donorEmail: r.donorEmail,
        donorPray: r.donorPray,
        // Sent only when ticked: a form post of a name shown looks as it did before the option.
        anonim: r.anonim ? 'true' : undefined,
        codePayment: r.codePayment,
        typePayment: r.typePayment,
        programId: r.programId,
        programType: r.programType,
        ref: r.ref,
        device: r.device,
        zakatKind: r.zakatKind,
        zakatCount: r.zakatCount === undefined ? undefined : String(r.zakatCount),
        donorNik: r.donorNik,
        donorNpwp: r.donorNpwp,
      },
    },
    DonateAnswerSchema,
  );
  return answer.data;
}

/** One donation by its code (anyone holding the code may read it; the phone comes masked). */
export async function getTransaction(codeDonate: string, signal?: AbortSignal): Promise<Transaction> {
  return (await getTransactionAnswer(codeDonate, signal)).data;
}

/** The same, whole: with its age and whether the worker's cache answered it (offline). */
export const getTransactionAnswer = (codeDonate: string, signal?: AbortSignal) =>
  callApi({ controller: 'transaction', kode: 'getTransaction', query: { codeDonate }, signal }, TransactionSchema);

/**
 * A page of the logged-in user's donations, newest first; `cursor` is the previous page's
 * `nextCursor`. ApiError 401 for a guest.
 */
export async function getMyDonations(cursor: string | null, signal?: AbortSignal): Promise<{ items: MyDonation[]; nextCursor: string | null }> {
  const answer = await callApi({
    controller: 'transaction', kode: 'get_my_donations', method: 'POST', body: cursor === null ? undefined : { cursor }, signal,
  }, MyDonationsSchema);
  return { items: answer.data, nextCursor: answer.nextCursor ?? null };
}
