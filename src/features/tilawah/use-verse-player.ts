import { useCallback, useEffect, useRef, useState } from 'react';
import { readQari } from '../../db/qari';
import { setMediaActions } from '../../lib/media-session';
import { joinOnePlayer } from '../../lib/one-player';
import { reciters, verseAudioUrl } from '../../lib/reciters';
import { isVerseAudioStored } from './verse-audio-store';

/*
 * Verse by verse recitation with the reciter chosen for the murottal, from the same audio host's
 * per-verse files (the worker keeps each one played, so it plays again offline). One <audio>
 * element, one of the app's players: starting it pauses the murottal and the other way round;
 * leaving the reader stops it.
 */

export type VerseRef = { surah: number; ayah: number; title: string };

export function useVersePlayer(queue: (current: VerseRef) => VerseRef | undefined) {
  const audio = useRef<HTMLAudioElement | null>(null);
  const leave = useRef<() => void>(undefined);
  const dropActions = useRef<() => void>(undefined);
  const [current, setCurrent] = useState<VerseRef | null>(null);
  const [paused, setPaused] = useState(false);
  // A verse asked for offline whose file is not on the device: said, never a silent nothing.
  const [missing, setMissing] = useState<VerseRef | null>(null);
  // A verse asked for online that the audio host did not give: said too, with a way to try again.
  const [failed, setFailed] = useState<VerseRef | null>(null);
  const loading = useRef<VerseRef | null>(null);
  const next = useRef(queue);
  next.current = queue;

  const element = useCallback((): HTMLAudioElement => {
    if (audio.current) return audio.current;
    const created = new Audio();
    // Paused from elsewhere too (the murottal started, the lock screen): the bar shows it.
    created.addEventListener('pause', () => {
      if (!created.ended) setPaused(true);
    });
    created.addEventListener('play', () => setPaused(false));
    // The host gone or blocked mid-verse, or before play() was even asked to wait for it.
    created.addEventListener('error', () => {
      const verse = loading.current;
      if (!verse || !created.getAttribute('src')) return;
      loading.current = null;
      setCurrent(null);
      if (navigator.onLine) setFailed(verse);
      else setMissing(verse);
    });
    leave.current = joinOnePlayer(created);
    return (audio.current = created);
  }, []);

  const play = useCallback(async (verse: VerseRef) => {
    const media = element();
    const qari = await readQari();
    const url = verseAudioUrl(verse.surah, verse.ayah, qari);
    if (!navigator.onLine && !(await isVerseAudioStored(url))) {
      media.pause();
      setCurrent(null);
      setMissing(verse);
      return;
    }
    setMissing(null);
    setFailed(null);
    loading.current = verse;
    media.src = url;
    setCurrent(verse);
    setPaused(false);
    if ('mediaSession' in navigator && typeof MediaMetadata !== 'undefined') {
      navigator.mediaSession.metadata = new MediaMetadata({ title: verse.title, artist: reciters[qari].name, album: 'Tilawahku' });
    }
    // Lock screen and headset: pause, resume, and the next or previous verse of the queue.
    dropActions.current?.();
    dropActions.current = setMediaActions([
      ['play', () => void media.play().catch(() => undefined)],
      ['pause', () => media.pause()],
      ['nexttrack', () => {
        const following = next.current(verse);
        if (following) void play(following);
      }],
    ]);
    media.onended = () => {
      const following = next.current(verse);
      if (following) void play(following);
      else {
        loading.current = null;
        setCurrent(null);
      }
    };
    await media.play().catch((error: unknown) => {
      if (error instanceof DOMException && error.name === 'AbortError') return; // a newer verse took over
      if (loading.current !== verse) return; // the element's error event has said it already
      loading.current = null;
      setCurrent(null);
      if (navigator.onLine) setFailed(verse);
      else setMissing(verse);
    });
  }, [element]);

  const stop = useCallback(() => {
    loading.current = null;
    audio.current?.pause();
    setCurrent(null);
  }, []);
  const toggle = useCallback(() => {
    const media = audio.current;
    if (!media) return;
    if (media.paused) void media.play().catch(() => undefined);
    else media.pause();
  }, []);

  useEffect(() => () => {
    audio.current?.pause();
    leave.current?.();
    dropActions.current?.();
  }, []);
  const dismissMissing = useCallback(() => setMissing(null), []);
  const dismissFailed = useCallback(() => setFailed(null), []);
  return { current, paused, missing, failed, play, stop, toggle, dismissMissing, dismissFailed };
}
