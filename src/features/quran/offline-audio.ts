import { db as defaultDb, type JariyahDatabase, type SavedSurah } from '../../db/database';
import { cacheNames } from '../../lib/cache-names';
import type { Qari } from '../../lib/reciters';

/** The worker answers audio requests from this cache (sw/routes.ts, cacheNames.audio). */
export const AUDIO_CACHE = cacheNames.audio;

export type DownloadProgress = { loaded: number; total: number | undefined };

export class SaveAudioError extends Error {}

/**
 * Downloads a surah's audio with visible progress and stores the whole response in the audio
 * cache under its address, then records it in Dexie. The body streams straight into the cache
 * (no copy in memory); an abort or a broken connection leaves nothing half-saved.
 */
export async function saveSurahAudio(
  surah: { nomor: number; qari: Qari; url: string },
  { onProgress, signal, now = new Date(), database = defaultDb }: { onProgress?: (p: DownloadProgress) => void; signal?: AbortSignal; now?: Date; database?: JariyahDatabase } = {},
): Promise<SavedSurah> {
  let response: Response;
  try {
    response = await fetch(surah.url, { mode: 'cors', signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new SaveAudioError('Audio tidak dapat diunduh. Periksa koneksi internetmu.');
  }
  if (!response.ok || !response.body) throw new SaveAudioError('Audio tidak tersedia di server saat ini. Coba lagi nanti.');
  const declared = Number(response.headers.get('content-length'));
  const total = Number.isFinite(declared) && declared > 0 ? declared : undefined;
  let loaded = 0;
  onProgress?.({ loaded, total });
  const counted = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        loaded += chunk.byteLength;
        onProgress?.({ loaded, total });
        controller.enqueue(chunk);
      },
    }),
  );
  // Only the type is kept: a Vary or encoding header of the host would stop the match later.
  const headers = new Headers({ 'Content-Type': response.headers.get('content-type') ?? 'audio/mpeg' });
  const cache = await caches.open(AUDIO_CACHE);
  try {
    await cache.put(surah.url, new Response(counted, { status: 200, headers }));
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new SaveAudioError('Penyimpanan gagal. Pastikan ruang penyimpanan cukup lalu coba lagi.');
  }
  if (total !== undefined && loaded < total) {
    await cache.delete(surah.url);
    throw new SaveAudioError('Unduhan terputus. Coba lagi.');
  }
  const previous = await database.savedSurahs.get(surah.nomor);
  const record: SavedSurah = { nomor: surah.nomor, qari: surah.qari, url: surah.url, bytes: loaded, savedAt: now.toISOString() };
  await database.savedSurahs.put(record);
  if (previous && previous.url !== surah.url) await cache.delete(previous.url);
  // Ask the browser not to evict what the user saved for offline listening.
  void navigator.storage?.persist?.().catch(() => false);
  return record;
}

export async function removeSavedSurah(nomor: number, database: JariyahDatabase = defaultDb): Promise<void> {
  const saved = await database.savedSurahs.get(nomor);
  if (!saved) return;
  const cache = await caches.open(AUDIO_CACHE);
  await cache.delete(saved.url);
  await database.savedSurahs.delete(nomor);
}

/** Drops records whose audio is no longer in the cache (storage cleared by the browser or user). */
export async function forgetMissingAudio(database: JariyahDatabase = defaultDb): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(AUDIO_CACHE);
  for (const saved of await database.savedSurahs.toArray()) {
    if (!(await cache.match(saved.url))) await database.savedSurahs.delete(saved.nomor);
  }
}
