import type { WallSettings } from '../../contract/wall-settings';
import { SOUNDS_CACHE } from '../../lib/uploaded-sound';

/*
 * The wall's sound: the shipped chime made with Web Audio (two bell strikes, no file to fetch or
 * license), or the mosque's own short file, fetched whole (so the worker keeps it and the hall
 * hears it offline) and played through the same Web Audio context. A browser keeps the page
 * silent until someone taps it once; `locked()` says whether that tap is still owed.
 */

type BellContext = Pick<AudioContext, 'currentTime' | 'destination' | 'createOscillator' | 'createGain' | 'createBufferSource' | 'decodeAudioData' | 'resume' | 'close' | 'state'>;

/** The mosque's own sound, decoded once; null when it cannot be had (the bell sounds instead). */
async function ownSound(url: string, context: BellContext, fetchFile: typeof fetch): Promise<AudioBuffer | null> {
  try {
    const response = await fetchFile(url);
    if (!response.ok) return null;
    // A page the worker does not control yet (a first visit) keeps the file itself, where the
    // worker would (sw/routes.ts), so the hall hears it offline.
    if (typeof navigator !== 'undefined' && navigator.serviceWorker && !navigator.serviceWorker.controller && typeof caches !== 'undefined') {
      await caches.open(SOUNDS_CACHE).then((cache) => cache.put(new URL(url, location.href).href, response.clone())).catch(() => undefined);
    }
    return await context.decodeAudioData(await response.arrayBuffer());
  } catch {
    return null;
  }
}

/** Two strikes, high then low, each with the overtones that make a sine sound like a bell. */
export const BELL_STRIKES = [{ frequency: 659.25, at: 0 }, { frequency: 523.25, at: 0.7 }] as const;
const PARTIALS = [{ ratio: 1, level: 0.3 }, { ratio: 2.0, level: 0.12 }, { ratio: 3.01, level: 0.06 }] as const;
const RING_SECONDS = 2.4;

export function strikeBell(context: BellContext): void {
  const start = context.currentTime + 0.05;
  for (const strike of BELL_STRIKES) {
    for (const partial of PARTIALS) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      const at = start + strike.at;
      oscillator.type = 'sine';
      oscillator.frequency.value = strike.frequency * partial.ratio;
      // A hammer's quick rise, then a long fall; higher overtones die sooner.
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(partial.level, at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + RING_SECONDS / partial.ratio);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + RING_SECONDS / partial.ratio + 0.05);
    }
  }
}

export type ChimePlayer = {
  /** True while the browser still waits for a tap before it lets the page make sound. */
  locked(): boolean;
  /** Called from a tap: lets the sound out. */
  unlock(): Promise<void>;
  play(): Promise<void>;
  close(): void;
};

export function createChimePlayer(
  chime: WallSettings['chime'],
  makeContext: () => BellContext = () => new AudioContext(),
  fetchFile: typeof fetch = (...args) => fetch(...args),
): ChimePlayer {
  // One context for the bell and the own file: the browser's permission to sound is one per page.
  const context = makeContext();
  const own = chime.sound === 'own' && chime.own_url ? ownSound(chime.own_url, context, fetchFile) : null;
  let unlocked = context.state === 'running';
  return {
    locked: () => !unlocked,
    async unlock() {
      await context.resume().catch(() => undefined);
      unlocked = context.state === 'running';
    },
    async play() {
      if (context.state !== 'running') await context.resume();
      const buffer = await own;
      if (buffer) {
        const source = context.createBufferSource();
        source.buffer = buffer;
        source.connect(context.destination);
        source.start();
        return;
      }
      strikeBell(context);
    },
    close() {
      void context.close().catch(() => undefined);
    },
  };
}
