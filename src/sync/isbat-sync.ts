import { callApi } from '../api/client';
import { IsbatListSchema } from '../contract/kalender';
import { storeIsbat } from './isbat-store';

/**
 * Reads Kemenag's isbat table from the server and keeps it on the phone. Called once at start
 * when online; a failure keeps the last table (the worker also answers from its cache offline).
 */
export async function refreshIsbat(): Promise<void> {
  try {
    const answer = await callApi({ controller: 'kalender', kode: 'get_isbat' }, IsbatListSchema);
    if (!answer.fromDeviceCache) storeIsbat(answer.data);
  } catch {
    // Offline or the server is away: the stored table stands.
  }
}
