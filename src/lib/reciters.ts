import * as v from 'valibot';
import { externalDefaults } from '../contract/external';

/*
 * The reciters of the audio host and where their files are, for every player in the app: the
 * murottal plays whole surahs, Tilawahku single verses, both with the reciter chosen on the device.
 */

/** The reciters of the audio host, by the keys its API uses; the spec plays '01'. */
export const reciters = {
  '01': { name: 'Abdullah Al-Juhany', folder: 'Abdullah-Al-Juhany' },
  '02': { name: 'Abdul Muhsin Al-Qasim', folder: 'Abdul-Muhsin-Al-Qasim' },
  '03': { name: 'Abdurrahman as-Sudais', folder: 'Abdurrahman-as-Sudais' },
  '04': { name: 'Ibrahim Al-Dossari', folder: 'Ibrahim-Al-Dossari' },
  '05': { name: 'Misyari Rasyid Al-Afasi', folder: 'Misyari-Rasyid-Al-Afasi' },
} as const;

export const QariSchema = v.picklist(['01', '02', '03', '04', '05']);
export type Qari = v.InferOutput<typeof QariSchema>;
export const DEFAULT_QARI: Qari = '01';

/**
 * Said by every player when the phone is online but the audio host does not answer (it moved,
 * it is down, a network blocks it): never a silent nothing.
 */
export const AUDIO_HOST_UNREACHABLE = 'Audio tidak dapat diputar: server audio sedang tidak dapat dihubungi. Coba lagi sebentar lagi.';

/** The audio host; it moves, so a build can point elsewhere with VITE_AUDIO_BASE_URL. */
export function audioBaseUrl(override: unknown = import.meta.env.VITE_AUDIO_BASE_URL): string {
  const parsed = v.safeParse(v.pipe(v.string(), v.url()), override);
  return (parsed.success ? parsed.output : externalDefaults.audioBaseUrl).replace(/\/+$/, '');
}

/** `${base}/${folder}/${NNN}.mp3`, the host's full-surah pattern. */
export function surahAudioUrl(nomor: number, qari: Qari, base: string = audioBaseUrl()): string {
  return `${base}/${reciters[qari].folder}/${String(nomor).padStart(3, '0')}.mp3`;
}

/** `${host}/audio-partial/${folder}/${SSSAAA}.mp3`, beside the host's full-surah files (the worker keeps these: sw/verse-audio.ts). */
export function verseAudioUrl(surah: number, ayah: number, qari: Qari, base: string = audioBaseUrl()): string {
  const partial = base.replace(/\/+$/, '').replace(/\/audio-full$/, '/audio-partial');
  return `${partial}/${reciters[qari].folder}/${String(surah).padStart(3, '0')}${String(ayah).padStart(3, '0')}.mp3`;
}
