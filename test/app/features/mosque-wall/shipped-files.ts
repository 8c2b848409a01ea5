import { vi } from 'vitest';
import dzikirAfterSalat from '../../../../public/json/dzikir-shalat-pendek.json';
import surahList from '../../../../public/json/surah-list.json';
import { realSurahs } from '../tilawah/real-quran';

const json: Record<string, unknown> = { '/json/dzikir-shalat-pendek.json': dzikirAfterSalat, '/json/surah-list.json': surahList };

/**
 * fetch for a wall under test: the app's own files as the build ships them (the wall's public/json, and the
 * Qur'an surahs as the build makes them); anything else is a network that never answers.
 */
export function serveShippedFiles() {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input instanceof Request ? input.url : input), 'http://localhost').pathname;
    if (json[path]) return new Response(JSON.stringify(json[path]), { headers: { 'Content-Type': 'application/json' } });
    const surah = /^\/quran\/surah\/(\d+)\.json$/.exec(path);
    if (surah) return new Response(JSON.stringify(realSurahs()[Number(surah[1]) - 1]), { headers: { 'Content-Type': 'application/json' } });
    return new Promise<Response>(() => undefined);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
