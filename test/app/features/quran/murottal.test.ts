import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { SurahListFileSchema } from '../../../../src/lib/surah-list';
import { filterSurahs, normalizeForSearch } from '../../../../src/features/quran/surah-search';
import { audioBaseUrl, DEFAULT_QARI, QariSchema, surahAudioUrl, verseAudioUrl } from '../../../../src/lib/reciters';
import { idlePlayer, pressRow, rowIsActive } from '../../../../src/features/quran/player-state';
import { AUDIO_CACHE } from '../../../../src/features/quran/offline-audio';
import surahListJson from '../../../../public/json/surah-list.json?raw';

const raw = v.parse(v.object({ items: v.array(v.object({ nomor: v.number(), audioFull: v.record(v.string(), v.string()) })) }), JSON.parse(surahListJson));
const surahs = v.parse(SurahListFileSchema, JSON.parse(surahListJson)).items;
const names = (query: string) => filterSurahs(surahs, query).map((s) => s.namaLatin);

describe('Cari surah', () => {
  it('finds a surah whatever the case, spaces and punctuation', () => {
    expect(names('al fatihah')).toEqual(['Al-Fatihah']);
    expect(names('ALFATIHAH')).toEqual(['Al-Fatihah']);
    expect(names('  Al-Fātiḥah ')).toEqual(['Al-Fatihah']);
    expect(names("ali imran")).toEqual(["Ali 'Imran"]);
    expect(names('yasin')).toEqual(['Yasin']);
  });

  it('finds by meaning', () => {
    expect(names('pembukaan')).toEqual(['Al-Fatihah']);
    expect(names('Masa')).toContain("Al-'Asr");
    expect(names('sapi betina').length + names('sapi').length).toBeGreaterThan(0);
  });

  it('finds by number (as typed: "11" shows 11 and 110–114)', () => {
    expect(filterSurahs(surahs, '36').map((s) => s.nomor)).toEqual([36]);
    expect(filterSurahs(surahs, '11').map((s) => s.nomor)).toEqual([11, 110, 111, 112, 113, 114]);
    expect(filterSurahs(surahs, '114').map((s) => s.nomor)).toEqual([114]);
  });

  it('an empty box shows all 114; nonsense shows none', () => {
    expect(filterSurahs(surahs, '')).toHaveLength(114);
    expect(filterSurahs(surahs, ' - ')).toHaveLength(114);
    expect(filterSurahs(surahs, 'zzzq')).toHaveLength(0);
    expect(normalizeForSearch("Al-Ma'idah")).toBe('almaidah');
  });
});

describe('murottal audio addresses', () => {
  it('builds the host’s address for every surah and reciter 01–05 (as in the data file)', () => {
    for (const surah of raw.items) {
      for (const qari of QariSchema.options) expect(surahAudioUrl(surah.nomor, qari, 'https://cdn.equran.id/audio-full')).toBe(surah.audioFull[qari]);
    }
    expect(DEFAULT_QARI).toBe('01');
  });

  it('uses VITE_AUDIO_BASE_URL when it is a URL, else the default host', () => {
    expect(audioBaseUrl('https://audio.example.org/quran/')).toBe('https://audio.example.org/quran');
    expect(audioBaseUrl('not a url')).toBe('https://cdn.equran.id/audio-full');
    expect(audioBaseUrl(undefined)).toBe('https://cdn.equran.id/audio-full');
    expect(surahAudioUrl(2, '05', 'https://audio.example.org')).toBe('https://audio.example.org/Misyari-Rasyid-Al-Afasi/002.mp3');
  });

  it('builds a single verse’s address beside the full surahs, for Tilawahku (the same reciters)', () => {
    expect(verseAudioUrl(114, 1, '01', 'https://cdn.equran.id/audio-full')).toBe('https://cdn.equran.id/audio-partial/Abdullah-Al-Juhany/114001.mp3');
    expect(verseAudioUrl(2, 255, '05', 'https://cdn.equran.id/audio-full/')).toBe('https://cdn.equran.id/audio-partial/Misyari-Rasyid-Al-Afasi/002255.mp3');
  });

  it('saves into the cache the worker serves audio from (sw/api-cache-key.ts cacheNames.audio)', () => {
    expect(AUDIO_CACHE).toBe('jariyah-audio-v1');
  });
});

describe('one surah at a time', () => {
  it('a row starts when nothing plays', () => {
    expect(pressRow(idlePlayer, 1)).toBe('start');
  });
  it('the playing row pauses, then resumes', () => {
    expect(pressRow({ nomor: 1, status: 'playing' }, 1)).toBe('pause');
    expect(pressRow({ nomor: 1, status: 'loading' }, 1)).toBe('pause');
    expect(pressRow({ nomor: 1, status: 'paused' }, 1)).toBe('resume');
  });
  it('another row replaces the current one', () => {
    expect(pressRow({ nomor: 1, status: 'playing' }, 2)).toBe('start');
    expect(pressRow({ nomor: 1, status: 'paused' }, 2)).toBe('start');
  });
  it('after the end the button shows play and starts again', () => {
    expect(rowIsActive({ nomor: 1, status: 'idle' }, 1)).toBe(false);
    expect(pressRow({ nomor: 1, status: 'idle' }, 1)).toBe('start');
    expect(rowIsActive({ nomor: 1, status: 'playing' }, 1)).toBe(true);
    expect(rowIsActive({ nomor: 1, status: 'playing' }, 2)).toBe(false);
  });
});
