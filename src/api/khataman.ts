import { callApi } from './client';
import { KhatamanHostListSchema, KhatamanSchema, MosqueKhatamanListSchema, MyKhatamanListSchema } from '../contract/khataman';
import { KhatamanPrayersSchema, type KhatamanAmenState } from '../contract/khataman-prayers';
import type { ReadCall } from '../contract/first-screen';

// Khataman Bersama (controller khataman); the rules are in contract/khataman.ts.

export const getKhataman = (id: string, signal?: AbortSignal) =>
  callApi({ controller: 'khataman', kode: 'get_khataman', query: { id }, signal }, KhatamanSchema);

export const listMyKhatamans = (signal?: AbortSignal) =>
  callApi({ controller: 'khataman', kode: 'my_khatamans', signal }, MyKhatamanListSchema);

export const listKhatamanHosts = (signal?: AbortSignal) =>
  callApi({ controller: 'khataman', kode: 'khataman_hosts', signal }, KhatamanHostListSchema);

/** A mosque's running khataman, read through the read cache so the mosque page opens offline with them. */
export const mosqueKhatamanCall = (slug: string): ReadCall => ({ controller: 'khataman', kode: 'get_masjid_khataman', query: { slug } });
export const getMosqueKhataman = (slug: string, signal?: AbortSignal) =>
  callApi({ ...mosqueKhatamanCall(slug), signal }, MosqueKhatamanListSchema);

/** `masjid_id`: opened for that mosque by its staff; empty for the person's own. */
export const openKhataman = (input: { title: string; intention: string; deadline: string; masjid_id: string }, idempotencyKey: string) =>
  callApi({ controller: 'khataman', kode: 'open_khataman', method: 'POST', body: input, idempotencyKey }, KhatamanSchema);

/** A tap on juz; `key` (the Idempotency-Key) is the outbox entry's id when the tap waits for a signal. */
type Tap = { key?: string; signal?: AbortSignal };

export const claimJuz = (id: string, juz: readonly number[], o: Tap = {}) =>
  callApi({ controller: 'khataman', kode: 'claim_juz', method: 'POST', body: { id, juz: juz.join(',') }, idempotencyKey: o.key, signal: o.signal }, KhatamanSchema);

export const markJuzRead = (id: string, juz: number, o: Tap = {}) =>
  callApi({ controller: 'khataman', kode: 'mark_juz_read', method: 'POST', body: { id, juz: String(juz) }, idempotencyKey: o.key, signal: o.signal }, KhatamanSchema);

export const releaseJuz = (id: string, juz: number, o: Tap = {}) =>
  callApi({ controller: 'khataman', kode: 'release_juz', method: 'POST', body: { id, juz: String(juz) }, idempotencyKey: o.key, signal: o.signal }, KhatamanSchema);

/** The opener's recap times ('06:00,20:00'; empty turns it off). */
export const setKhatamanRecap = (id: string, times: readonly string[]) =>
  callApi({ controller: 'khataman', kode: 'set_khataman_recap', method: 'POST', body: { id, times: times.join(',') } }, KhatamanSchema);

/** The intention and participants' prayers with their amens, read through the read cache so the page opens offline. */
export const getKhatamanPrayers = (id: string, signal?: AbortSignal) =>
  callApi({ controller: 'khataman', kode: 'get_khataman_prayers', query: { id }, signal }, KhatamanPrayersSchema);

export const prayKhataman = (id: string, text: string, key: string) =>
  callApi({ controller: 'khataman', kode: 'pray_khataman', method: 'POST', body: { id, text }, idempotencyKey: key }, KhatamanPrayersSchema);

/** `prayer` 0 is the intention; `key` is the outbox entry's id when the tap waited for a signal. */
export const amenKhataman = (id: string, prayer: number, state: KhatamanAmenState, o: Tap = {}) =>
  callApi({ controller: 'khataman', kode: 'amen_khataman', method: 'POST', body: { id, prayer: String(prayer), state }, idempotencyKey: o.key, signal: o.signal }, KhatamanPrayersSchema);
