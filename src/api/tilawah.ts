import { callApi } from './client';
import { TilawahAnswerSchema, type TilawahState } from '../contract/tilawah';

/**
 * Sends this phone's Tilawahku state and gets back what changed in the account's record since
 * `since`, the rev of the last answer merged here (rules in contract/tilawah.ts).
 */
export function syncTilawah(state: TilawahState, since: number, idempotencyKey: string, signal?: AbortSignal) {
  return callApi({
    controller: 'tilawah', kode: 'sync_tilawah', method: 'POST', body: { state: JSON.stringify(state), since: String(since) }, idempotencyKey, signal,
  }, TilawahAnswerSchema);
}
