import type { WallSettings } from '../../contract/wall-settings';

/*
 * The wall's sound: the shipped chime made with Web Audio (two bell strikes, no file to fetch or
 * license), or the mosque's own short file through an <audio> element. A browser keeps both
 * silent until someone taps the page once; `locked()` says whether that tap is still owed.
 */

type BellContext = Pick<AudioContext, 'currentTime' | 'destination' | 'createOscillator' | 'createGain' | 'resume' | 'close' | 'state'>;

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

export function createChimePlayer(chime: WallSettings['chime'], makeContext: () => BellContext = () => new AudioContext()): ChimePlayer {
  // The context also tells whether the page may sound, for the own file too: the browser's rule is one per page.
  const context = makeContext();
  const own = chime.sound === 'own' && chime.own_url ? new Audio(chime.own_url) : null;
  if (own) own.preload = 'auto';
  let unlocked = context.state === 'running';
  return {
    locked: () => !unlocked,
    async unlock() {
      await context.resume().catch(() => undefined);
      if (own) {
        // Played muted and stopped inside the tap, the element may play by itself later.
        own.muted = true;
        await own.play().then(() => own.pause(), () => undefined);
        own.muted = false;
        own.currentTime = 0;
      }
      unlocked = context.state === 'running';
    },
    async play() {
      if (own) {
        own.currentTime = 0;
        await own.play();
        return;
      }
      if (context.state !== 'running') await context.resume();
      strikeBell(context);
    },
    close() {
      own?.pause();
      void context.close().catch(() => undefined);
    },
  };
}
