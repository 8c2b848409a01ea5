import { callApi } from './client';
import { TilawahAnswerSchema, type TilawahState } from '../contract/tilawah';

/** Sends this phone's Tilawahku state and gets the account's merged state back (rules in contract/tilawah.ts). */
export function syncTilawah(state: TilawahState, idempotencyKey: string) {
  return callApi({ controller: 'tilawah', kode: 'sync_tilawah', method: 'POST', body: { state: JSON.stringify(state) }, idempotencyKey }, TilawahAnswerSchema);
}
