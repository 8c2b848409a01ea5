/*
 * The reminder's sound inside the open app: a short, soft three-note chime made with WebAudio
 * (nothing to download, no recording to license). Only when the person turned it on.
 */

type ToneContext = Pick<AudioContext, 'currentTime' | 'destination' | 'createOscillator' | 'createGain' | 'resume' | 'close' | 'state'>;

/** The notes (Hz) and when each starts (s): a rising D–F♯–A, like a gentle call. */
export const CHIME = [
  { frequency: 587.33, at: 0 },
  { frequency: 739.99, at: 0.45 },
  { frequency: 880, at: 0.9 },
] as const;
export const CHIME_SECONDS = 2.6;

/** Schedules the chime on `context`; resolves when it has played. Throws when audio is refused. */
export async function playReminderTone(makeContext: () => ToneContext = () => new AudioContext()): Promise<void> {
  const context = makeContext();
  if (context.state === 'suspended') await context.resume();
  const start = context.currentTime + 0.05;
  for (const note of CHIME) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = note.frequency;
    // A quick rise and a long fall: a bell, not a beep.
    gain.gain.setValueAtTime(0.0001, start + note.at);
    gain.gain.exponentialRampToValueAtTime(0.25, start + note.at + 0.04);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + note.at + 1.6);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + note.at);
    oscillator.stop(start + note.at + 1.7);
  }
  await new Promise((resolve) => setTimeout(resolve, CHIME_SECONDS * 1000));
  await context.close().catch(() => undefined);
}
