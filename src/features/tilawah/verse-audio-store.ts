import { cacheNames } from '../../lib/cache-names';
import { verseAudioUrl, type Qari } from '../../lib/reciters';

/*
 * Tilawahku's verse audio on the device: the worker keeps each verse played (sw/verse-audio.ts);
 * 'Simpan offline' puts a whole surah's verses in the same cache, under the same addresses, so
 * the worker answers them with no signal.
 */

export class SaveVersesError extends Error {}

/** Whether this verse's file is on the device (the worker would answer it offline). */
export async function isVerseAudioStored(url: string): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  return Boolean(await (await caches.open(cacheNames.verseAudio)).match(url));
}

/**
 * Downloads every verse of a surah not yet kept, one at a time (a phone on a weak signal), and
 * stores each complete file as the worker would. Verses already kept cost nothing.
 */
export async function saveSurahVerses(
  surah: { nomor: number; verses: number; qari: Qari },
  { onProgress, signal }: { onProgress?: (done: number, total: number) => void; signal?: AbortSignal } = {},
): Promise<void> {
  const cache = await caches.open(cacheNames.verseAudio);
  onProgress?.(0, surah.verses);
  for (let ayah = 1; ayah <= surah.verses; ayah += 1) {
    const url = verseAudioUrl(surah.nomor, ayah, surah.qari);
    if (!(await cache.match(url))) {
      let response: Response;
      try {
        response = await fetch(url, { mode: 'cors', credentials: 'omit', signal });
      } catch (error) {
        if (signal?.aborted) throw error;
        throw new SaveVersesError('Audio tidak dapat diunduh. Periksa koneksi internetmu.');
      }
      if (!response.ok) throw new SaveVersesError('Audio tidak tersedia di server saat ini. Coba lagi nanti.');
      // Only the type is kept: a Vary or encoding header of the host would stop the match later.
      const body = await response.arrayBuffer();
      try {
        await cache.put(url, new Response(body, { status: 200, headers: { 'Content-Type': response.headers.get('content-type') ?? 'audio/mpeg' } }));
      } catch {
        throw new SaveVersesError('Penyimpanan gagal. Pastikan ruang penyimpanan cukup lalu coba lagi.');
      }
    }
    onProgress?.(ayah, surah.verses);
  }
  // Ask the browser not to evict what the person saved for listening offline.
  void navigator.storage?.persist?.().catch(() => false);
}
