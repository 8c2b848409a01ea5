import { describe, expect, it, vi } from 'vitest';
import { CHIME, playReminderTone } from '../../../../src/features/pesan/reminder-tone';

describe('the in-app reminder tone', () => {
  it('plays three soft notes through WebAudio and closes its context', async () => {
    vi.useFakeTimers();
    const started: Array<{ frequency: number; at: number }> = [];
    const param = () => ({ value: 0, setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() });
    const context = {
      state: 'suspended' as AudioContextState, currentTime: 10, destination: {},
      resume: vi.fn(async () => undefined), close: vi.fn(async () => undefined),
      createGain: () => ({ gain: param(), connect: (next: unknown) => next }),
      createOscillator: () => {
        const oscillator = { type: '', frequency: param(), connect: (next: unknown) => next, start: (at: number) => started.push({ frequency: oscillator.frequency.value, at }), stop: vi.fn() };
        return oscillator;
      },
    };
    const playing = playReminderTone(() => context as unknown as AudioContext);
    await vi.runAllTimersAsync();
    await playing;
    vi.useRealTimers();
    expect(context.resume).toHaveBeenCalled(); // a context the browser held back is asked to play
    expect(started).toEqual(CHIME.map((note) => ({ frequency: note.frequency, at: 10.05 + note.at })));
    expect(context.close).toHaveBeenCalled();
  });
});
