import { QURAN_CACHE } from '../../lib/quran-cache';
import { allQuranPaths } from './quran-data';

/*
 * 'Simpan seluruh Al-Qur'an': every Qur'an file into the cache the worker answers /quran/ from,
 * so the app is a complete mushaf offline. Written from the page (not left to the worker), so it
 * also works before the worker controls the page; files already there are skipped.
 */

export type SaveProgress = { done: number; total: number };

export async function countSavedQuranFiles(): Promise<{ saved: number; total: number }> {
  const paths = allQuranPaths();
  if (!('caches' in globalThis)) return { saved: 0, total: paths.length };
  const cache = await caches.open(QURAN_CACHE);
  const keys = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  return { saved: paths.filter((path) => keys.has(path)).length, total: paths.length };
}

export async function saveWholeQuran(onProgress: (progress: SaveProgress) => void, signal?: AbortSignal): Promise<void> {
  const paths = allQuranPaths();
  const cache = await caches.open(QURAN_CACHE);
  let done = 0;
  const queue = [...paths];
  // Four at a time: quick on a good line, gentle on a weak one.
  const worker = async () => {
    for (let path = queue.shift(); path; path = queue.shift()) {
      signal?.throwIfAborted();
      if (!(await cache.match(path))) {
        const response = await fetch(path, { signal });
        if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
        await cache.put(path, response);
      }
      done += 1;
      onProgress({ done, total: paths.length });
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
}
