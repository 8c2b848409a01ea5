import { useEffect, useRef } from 'react';
import { savePosition, updateDay } from '../../db/tilawah';
import { calendarDay, recordReading } from './reading-habit';
import { flushSyncSoon, syncSoon } from './sync-soon';

/** A verse counts as read after this long on screen: scrolling past does not count. */
const READ_AFTER_MS = 1500;
/** The position is written once scrolling settles. */
const SAVE_AFTER_MS = 400;

type VerseRef = { surah: number; ayah: number; index: number; page: number };

const verseOf = (element: Element): VerseRef => {
  const d = (element as HTMLElement).dataset;
  return { surah: Number(d.surah), ayah: Number(d.ayah), index: Number(d.index), page: Number(d.page) };
};

/**
 * Watches the verses (elements with data-index) inside `container`: the topmost verse on screen
 * becomes the saved position ('Lanjutkan membaca' opens exactly there), and verses that stay in
 * view count as read today. Starts only once `enabled` (after the reader jumped to its verse).
 */
export function useReadingTracker(container: React.RefObject<HTMLElement | null>, enabled: boolean, topOffset: number, now: () => Date = () => new Date()) {
  const clock = useRef(now);
  clock.current = now;
  useEffect(() => {
    const root = container.current;
    if (!root || !enabled) return;
    const visibleSince = new Map<Element, number>();
    const counted = new Set<number>();
    let saveTimer: ReturnType<typeof setTimeout> | undefined;

    const topmostVisible = (): VerseRef | undefined => {
      let best: { top: number; element: Element } | undefined;
      for (const element of visibleSince.keys()) {
        const rect = element.getBoundingClientRect();
        // The verse the eye is on: the first whose lower part is still below the bars.
        if (rect.bottom <= topOffset + 24) continue;
        if (!best || rect.top < best.top) best = { top: rect.top, element };
      }
      return best && verseOf(best.element);
    };

    let pending: VerseRef | undefined;
    const flush = () => {
      clearTimeout(saveTimer);
      if (!pending) return;
      const verse = pending;
      pending = undefined;
      void savePosition({ surah: verse.surah, ayah: verse.ayah, index: verse.index, at: clock.current().toISOString() }).then(() => syncSoon());
    };
    const savePositionSoon = () => {
      pending = topmostVisible() ?? pending;
      clearTimeout(saveTimer);
      saveTimer = setTimeout(flush, SAVE_AFTER_MS);
    };
    // Leaving the app (or the page) right after scrolling still keeps the place.
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };

    const countRead = () => {
      const t = performance.now();
      const read = [...visibleSince].filter(([, since]) => t - since >= READ_AFTER_MS).map(([element]) => verseOf(element)).filter((v) => !counted.has(v.index));
      if (read.length === 0) return;
      for (const verse of read) counted.add(verse.index);
      const date = calendarDay(clock.current());
      void updateDay(date, (day) => recordReading(day, date, read)).then(() => syncSoon());
    };

    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visibleSince.set(entry.target, visibleSince.get(entry.target) ?? performance.now());
          else visibleSince.delete(entry.target);
        }
        savePositionSoon();
      },
      { rootMargin: `-${topOffset}px 0px 0px 0px`, threshold: [0, 0.5, 1] },
    );
    root.querySelectorAll('[data-index]').forEach((element) => observer.observe(element));
    const onScroll = () => savePositionSoon();
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('visibilitychange', onHide);
    const reader = setInterval(countRead, 500);
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('visibilitychange', onHide);
      clearInterval(reader);
      countRead();
      flush();
      flushSyncSoon();
    };
  }, [container, enabled, topOffset]);
}
