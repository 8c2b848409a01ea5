import { callApi } from './client';
import { KhatamanSchema, MyKhatamanListSchema } from '../contract/khataman';

// Khataman Bersama (controller khataman); the rules are in contract/khataman.ts.

export const getKhataman = (id: string, signal?: AbortSignal) =>
  callApi({ controller: 'khataman', kode: 'get_khataman', query: { id }, signal }, KhatamanSchema);

export const listMyKhatamans = (signal?: AbortSignal) =>
  callApi({ controller: 'khataman', kode: 'my_khatamans', signal }, MyKhatamanListSchema);

export const openKhataman = (input: { title: string; intention: string; deadline: string }, idempotencyKey: string) =>
  callApi({ controller: 'khataman', kode: 'open_khataman', method: 'POST', body: input, idempotencyKey }, KhatamanSchema);

export const claimJuz = (id: string, juz: number[]) =>
  callApi({ controller: 'khataman', kode: 'claim_juz', method: 'POST', body: { id, juz: juz.join(',') } }, KhatamanSchema);

export const markJuzRead = (id: string, juz: number) =>
  callApi({ controller: 'khataman', kode: 'mark_juz_read', method: 'POST', body: { id, juz: String(juz) } }, KhatamanSchema);

export const releaseJuz = (id: string, juz: number) =>
  callApi({ controller: 'khataman', kode: 'release_juz', method: 'POST', body: { id, juz: String(juz) } }, KhatamanSchema);
