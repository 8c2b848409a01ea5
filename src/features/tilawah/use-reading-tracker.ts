import { useEffect, useRef } from 'react';
import { recordVersesRead } from './record-reading';
import { flushSyncSoon, syncSoon } from './sync-soon';
import { watchVersesRead, type ReadVerse } from './verse-read-counter';

/** The tab bar's height (tokens.css --tabbar-h): verses behind it are not on screen. */
const bottomBar = () => parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--tabbar-h')) || 0;

/**
 * Records reading from the verses inside `container`: a verse counts when it stayed in view a
 * moment (verse-read-counter.ts), and the same event moves 'Terakhir dibaca' to the last verse
 * read, so today's progress and the place to continue always come from the same reading.
 * Starts only once `enabled` (after the reader jumped to its verse).
 */
export function useReadingTracker(container: React.RefObject<HTMLElement | null>, enabled: boolean, topOffset: number, now: () => Date = () => new Date()) {
  const clock = useRef(now);
  clock.current = now;
  useEffect(() => {
    const root = container.current;
    if (!root || !enabled) return;
    const onRead = (verses: ReadVerse[]) => void recordVersesRead(verses, clock.current()).then(() => syncSoon());
    const watch = watchVersesRead(root, { topOffset, bottomOffset: bottomBar(), onRead });
    // Leaving the app right after reading still keeps what was read.
    const onHide = () => {
      if (document.visibilityState === 'hidden') watch.flush();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      watch.stop();
      flushSyncSoon();
    };
  }, [container, enabled, topOffset]);
}
