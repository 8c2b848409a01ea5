import { callApi } from './client';
import type { ReadCall } from '../contract/first-screen';
import { KajianSeatAnswerSchema, MyKajianRegistrationsSchema } from '../contract/kajian-registration';

// Kajian registration (contract/kajian-registration.ts): the person's own seats, taking and giving back one.

/** Through the read cache: the person's own answer, kept on their phone until they log out. */
export const myKajianCall: ReadCall = { controller: 'masjid', kode: 'my_kajian_registrations', query: {} };
export const getMyKajianRegistrations = (signal?: AbortSignal) => callApi({ ...myKajianCall, signal }, MyKajianRegistrationsSchema);

const seatBody = (id: number, date: string) => ({ id: String(id), date });

export const registerKajian = (id: number, date: string, idempotencyKey: string) =>
  callApi({ controller: 'masjid', kode: 'register_kajian', method: 'POST', idempotencyKey, body: seatBody(id, date) }, KajianSeatAnswerSchema);

export const cancelKajianRegistration = (id: number, date: string, idempotencyKey: string) =>
  callApi({ controller: 'masjid', kode: 'cancel_kajian_registration', method: 'POST', idempotencyKey, body: seatBody(id, date) }, KajianSeatAnswerSchema);
