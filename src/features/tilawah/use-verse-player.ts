import { useCallback, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { externalDefaults } from '../../contract/external';
import { readKv } from '../../db/kv';

/*
 * Verse by verse recitation with the reciter chosen for the murottal (its key 'murottal-qari'),
 * from the same audio host's per-verse files. One <audio> element: only one thing sounds at a
 * time, and leaving the reader stops it (the murottal's player lives on its own page).
 */

const FOLDERS = {
  '01': { name: 'Abdullah Al-Juhany', folder: 'Abdullah-Al-Juhany' },
  '02': { name: 'Abdul Muhsin Al-Qasim', folder: 'Abdul-Muhsin-Al-Qasim' },
  '03': { name: 'Abdurrahman as-Sudais', folder: 'Abdurrahman-as-Sudais' },
  '04': { name: 'Ibrahim Al-Dossari', folder: 'Ibrahim-Al-Dossari' },
  '05': { name: 'Misyari Rasyid Al-Afasi', folder: 'Misyari-Rasyid-Al-Afasi' },
} as const;
const QariSchema = v.picklist(['01', '02', '03', '04', '05']);

/** `${host}/audio-partial/${folder}/${SSSAAA}.mp3`, beside the host's full-surah files. */
export function verseAudioUrl(surah: number, ayah: number, folder: string, fullBase: string = import.meta.env.VITE_AUDIO_BASE_URL || externalDefaults.audioBaseUrl): string {
  const base = fullBase.replace(/\/+$/, '').replace(/\/audio-full$/, '/audio-partial');
  return `${base}/${folder}/${String(surah).padStart(3, '0')}${String(ayah).padStart(3, '0')}.mp3`;
}

export type VerseRef = { surah: number; ayah: number; title: string };

export function useVersePlayer(queue: (current: VerseRef) => VerseRef | undefined) {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [current, setCurrent] = useState<VerseRef | null>(null);
  const [paused, setPaused] = useState(false);
  const next = useRef(queue);
  next.current = queue;

  const play = useCallback(async (verse: VerseRef) => {
    const element = (audio.current ??= new Audio());
    const qari = (await readKv('murottal-qari', QariSchema)) ?? '01';
    element.src = verseAudioUrl(verse.surah, verse.ayah, FOLDERS[qari].folder);
    setCurrent(verse);
    setPaused(false);
    if ('mediaSession' in navigator && typeof MediaMetadata !== 'undefined') {
      navigator.mediaSession.metadata = new MediaMetadata({ title: verse.title, artist: FOLDERS[qari].name, album: 'Tilawahku' });
    }
    element.onended = () => {
      const following = next.current(verse);
      if (following) void play(following);
      else setCurrent(null);
    };
    await element.play().catch(() => setCurrent(null));
  }, []);

  const stop = useCallback(() => {
    audio.current?.pause();
    setCurrent(null);
  }, []);
  const toggle = useCallback(() => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) void element.play().then(() => setPaused(false), () => undefined);
    else {
      element.pause();
      setPaused(true);
    }
  }, []);

  useEffect(() => () => audio.current?.pause(), []);
  return { current, paused, play, stop, toggle };
}
