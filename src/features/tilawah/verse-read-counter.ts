/*
 * The rule for 'a verse was read': it stayed on screen, mostly visible, for a moment. Opening a
 * surah or scrolling past a verse does not count; only what the eye could rest on does.
 */

/** How long a verse must stay in view to count as read. */
export const READ_AFTER_MS = 1500;
/** How much of a verse must show (or, for a verse taller than the screen, how much of the screen it must fill). */
export const READ_VISIBLE_SHARE = 0.6;
const CHECK_EVERY_MS = 250;

export type ReadVerse = { surah: number; ayah: number; index: number; page: number };

const verseOf = (element: Element): ReadVerse => {
  const d = (element as HTMLElement).dataset;
  return { surah: Number(d.surah), ayah: Number(d.ayah), index: Number(d.index), page: Number(d.page) };
};

/** Enough of the verse shows: 60 % of it, or 60 % of the screen for a verse taller than the screen. */
export function inReadingView(entry: IntersectionObserverEntry): boolean {
  if (!entry.isIntersecting) return false;
  if (entry.intersectionRatio >= READ_VISIBLE_SHARE) return true;
  return !!entry.rootBounds && entry.rootBounds.height > 0 && entry.intersectionRect.height >= READ_VISIBLE_SHARE * entry.rootBounds.height;
}

const thresholds = Array.from({ length: 21 }, (_, i) => i / 20);

/**
 * Watches the verses (elements with data-index) inside `root`. Each time a verse comes into view
 * and stays there READ_AFTER_MS, `onRead` hears of it once (a verse read again after scrolling
 * back is heard again), with the verses of that moment in mushaf order: the last is the last read.
 * `topOffset`/`bottomOffset` are the fixed bars that cover the screen's edges.
 */
export function watchVersesRead(root: HTMLElement, options: { topOffset: number; bottomOffset: number; onRead: (verses: ReadVerse[]) => void; now?: () => number }) {
  const now = options.now ?? (() => Date.now());
  const inView = new Map<Element, { since: number; heard: boolean }>();

  const check = () => {
    const t = now();
    const read: ReadVerse[] = [];
    for (const [element, state] of inView) {
      if (state.heard || t - state.since < READ_AFTER_MS) continue;
      state.heard = true;
      read.push(verseOf(element));
    }
    if (read.length > 0) options.onRead(read.sort((a, b) => a.index - b.index));
  };

  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (inReadingView(entry)) {
          if (!inView.has(entry.target)) inView.set(entry.target, { since: now(), heard: false });
        } else inView.delete(entry.target);
      }
    },
    { rootMargin: `-${options.topOffset}px 0px -${options.bottomOffset}px 0px`, threshold: thresholds },
  );
  root.querySelectorAll('[data-index]').forEach((element) => observer.observe(element));
  const timer = setInterval(check, CHECK_EVERY_MS);
  return {
    /** Hears now what has been in view long enough (leaving the app right after reading still counts it). */
    flush: check,
    stop() {
      observer.disconnect();
      clearInterval(timer);
      check();
      inView.clear();
    },
  };
}
