import { cacheUrlsMessage, resourcesToKeep } from './keep-page-resources';

/*
 * A list's pictures, kept with the list. Its cards load their images lazily, so a card further
 * down than the person scrolled never asked for its picture, and offline the list they saw would
 * open with a hole in it. Once a list is shown, the worker fetches the rest of its pictures into
 * its image cache (Workbox's CACHE_URLS, as for the files of a first visit). Not on a connection
 * the person asked to spare (Save-Data).
 */

const asked = new Set<string>();

type SavingConnection = { saveData?: boolean };

/** Hands the worker the pictures not yet asked for; answers the URLs it handed. */
export async function keepListImages(urls: ReadonlyArray<string | null | undefined>): Promise<string[]> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return [];
  if ((navigator as Navigator & { connection?: SavingConnection }).connection?.saveData) return [];
  const wanted = resourcesToKeep(urls.filter((u): u is string => !!u).map((u) => ({ name: new URL(u, location.href).href })), location.origin)
    .filter((url) => !asked.has(url));
  if (wanted.length === 0) return [];
  const registration = await navigator.serviceWorker.ready;
  wanted.forEach((url) => asked.add(url));
  registration.active?.postMessage(cacheUrlsMessage(wanted));
  return wanted;
}
