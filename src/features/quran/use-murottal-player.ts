import { useCallback, useEffect, useRef, useState } from 'react';
import { joinOnePlayer } from '../../lib/one-player';
import { idlePlayer, pressRow, type PlayerState } from './player-state';
import { setMediaActions } from '../../lib/media-session';
import { AUDIO_HOST_UNREACHABLE } from '../../lib/reciters';

export type PlayableSurah = { nomor: number; namaLatin: string; arti: string; url: string; reciter: string; playable: boolean };

const OFFLINE_TEXT = 'Audio belum tersimpan di perangkat. Kamu sedang offline — simpan surah ini saat online agar bisa diputar tanpa sinyal.';
const ERROR_TEXT = AUDIO_HOST_UNREACHABLE;

/**
 * One <audio> element for the whole list, with Media Session metadata and lock-screen controls.
 * `resolve(nomor)` tells the player where a surah's audio is and whether it can play now.
 */
export function useMurottalPlayer(resolve: (nomor: number) => PlayableSurah | undefined) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [state, setState] = useState<PlayerState>(idlePlayer);
  const [notice, setNotice] = useState<{ nomor: number; text: string } | undefined>();
  const stateRef = useRef(state);
  stateRef.current = state;
  const resolveRef = useRef(resolve);
  resolveRef.current = resolve;

  const start = useCallback((nomor: number) => {
    const audio = audioRef.current;
    const surah = resolveRef.current(nomor);
    if (!audio || !surah) return;
    if (!surah.playable) {
      // Never hand the element an address it cannot reach: say why instead.
      audio.pause();
      setNotice({ nomor, text: OFFLINE_TEXT });
      return;
    }
    setNotice(undefined);
    audio.src = surah.url;
    setState({ nomor, status: 'loading' });
    if ('mediaSession' in navigator && typeof MediaMetadata !== 'undefined') {
      navigator.mediaSession.metadata = new MediaMetadata({
        title: `${surah.nomor}. ${surah.namaLatin} (${surah.arti})`,
        artist: surah.reciter,
        album: 'Murottal Al-Quran',
        artwork: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        ],
      });
    }
    audio.play().catch((error: unknown) => {
      // A newer start() replaced this source: not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setState({ nomor, status: 'idle' });
      setNotice({ nomor, text: ERROR_TEXT });
    });
  }, []);

  const pause = useCallback(() => audioRef.current?.pause(), []);
  const resume = useCallback(() => {
    void audioRef.current?.play().catch(() => undefined);
  }, []);

  const press = useCallback(
    (nomor: number) => {
      const action = pressRow(stateRef.current, nomor);
      if (action === 'pause') pause();
      else if (action === 'resume') resume();
      else start(nomor);
    },
    [pause, resume, start],
  );

  // The element's own events are the truth about what plays.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const current = () => stateRef.current.nomor;
    const on = (type: string, fn: () => void) => {
      audio.addEventListener(type, fn);
      return () => audio.removeEventListener(type, fn);
    };
    const offs = [
      // One player in the app: a verse starting in Tilawahku pauses this, and this pauses it.
      joinOnePlayer(audio),
      on('playing', () => setState({ nomor: current(), status: 'playing' })),
      on('waiting', () => setState((s) => (s.status === 'playing' ? { ...s, status: 'loading' } : s))),
      on('pause', () => setState((s) => (s.status === 'playing' || s.status === 'loading' ? { ...s, status: audio.ended ? 'idle' : 'paused' } : s))),
      on('ended', () => setState((s) => ({ ...s, status: 'idle' }))),
      on('error', () => {
        const nomor = current();
        if (nomor === null || !audio.getAttribute('src')) return;
        setState({ nomor, status: 'idle' });
        setNotice({ nomor, text: navigator.onLine ? ERROR_TEXT : OFFLINE_TEXT });
      }),
    ];
    return () => offs.forEach((off) => off());
  }, []);

  // Lock-screen and headset controls.
  useEffect(() => {
    const step = (delta: number) => {
      const nomor = stateRef.current.nomor;
      if (nomor === null) return;
      const next = nomor + delta;
      if (next >= 1 && next <= 114) start(next);
    };
    return setMediaActions([
      ['play', resume],
      ['pause', pause],
      ['previoustrack', () => step(-1)],
      ['nexttrack', () => step(1)],
    ]);
  }, [pause, resume, start]);

  useEffect(() => {
    if (!('mediaSession' in navigator)) return;
    navigator.mediaSession.playbackState = state.status === 'playing' || state.status === 'loading' ? 'playing' : state.status === 'paused' ? 'paused' : 'none';
  }, [state.status]);

  // Leaving the page stops the sound.
  useEffect(() => () => audioRef.current?.pause(), []);

  return { audioRef, state, notice, press, dismissNotice: () => setNotice(undefined) };
}
