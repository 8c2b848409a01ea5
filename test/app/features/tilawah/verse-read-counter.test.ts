import { PageList } from 'quran-meta/hafs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JariyahDatabase } from '../../../../src/db/database';
import { readDays, readPosition } from '../../../../src/db/tilawah';
import { mushafIndex } from '../../../../src/contract/tilawah';
import { PAGE_FIRST_VERSE } from '../../../../src/features/tilawah/mushaf-pages';
import { pageOfVerse, pagesFullyRead, todayProgress, versesOnPage } from '../../../../src/features/tilawah/reading-habit';
import { recordVersesRead } from '../../../../src/features/tilawah/record-reading';
import { READ_AFTER_MS, watchVersesRead, type ReadVerse } from '../../../../src/features/tilawah/verse-read-counter';

/** A stand-in IntersectionObserver: the test says how much of each verse shows. */
class FakeObserver {
  static current: FakeObserver | undefined;
  observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback, readonly options?: IntersectionObserverInit) {
    FakeObserver.current = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  /** `ratio` of the verse shows; `screenShare` is how much of the screen (600 px) it fills. */
  show(element: Element, ratio: number, screenShare = ratio / 3) {
    const rootBounds = { height: 600 } as DOMRectReadOnly;
    const entry = { target: element, isIntersecting: ratio > 0, intersectionRatio: ratio, rootBounds, intersectionRect: { height: screenShare * 600 } as DOMRectReadOnly } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

const verse = (surah: number, ayah: number): HTMLElement => {
  const element = document.createElement('article');
  const index = mushafIndex(surah, ayah);
  Object.assign(element.dataset, { surah: String(surah), ayah: String(ayah), index: String(index), page: String(pageOfVerse(index)) });
  return element;
};

let root: HTMLElement;
let heard: ReadVerse[][];
const watch = () => watchVersesRead(root, { topOffset: 56, bottomOffset: 64, onRead: (verses) => heard.push(verses) });
const observer = () => FakeObserver.current!;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  root = document.createElement('div');
  heard = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a verse counts as read after a moment on screen', () => {
  it('counts a verse that showed at least 60 % for 1.5 s, once, and not one scrolled past or barely showing', () => {
    const [a, b, c] = [verse(2, 1), verse(2, 2), verse(2, 3)];
    root.append(a, b, c);
    const watching = watch();
    expect(observer().observed).toEqual([a, b, c]);
    expect(observer().options?.rootMargin).toBe('-56px 0px -64px 0px');

    observer().show(a, 1);
    observer().show(b, 0.6);
    observer().show(c, 0.5);
    vi.advanceTimersByTime(READ_AFTER_MS - 300);
    expect(heard).toEqual([]);
    // Scrolled past before the moment was over: b does not count.
    observer().show(b, 0);
    vi.advanceTimersByTime(600);
    expect(heard).toEqual([[{ surah: 2, ayah: 1, index: 8, page: 2 }]]);
    // Staying longer does not count it twice; half a verse never counts.
    vi.advanceTimersByTime(10_000);
    expect(heard).toHaveLength(1);
    watching.stop();
  });

  it('counts a verse taller than the screen once it fills 60 % of the screen', () => {
    const long = verse(2, 282);
    root.append(long);
    const watching = watch();
    observer().show(long, 0.3, 0.9);
    vi.advanceTimersByTime(READ_AFTER_MS + 250);
    expect(heard.flat().map((v) => v.ayah)).toEqual([282]);
    watching.stop();
  });

  it('hears verses of one moment in mushaf order, and a verse read again after scrolling back', () => {
    const verses = [verse(18, 12), verse(18, 10), verse(18, 11)];
    root.append(...verses);
    const watching = watch();
    for (const element of verses) observer().show(element, 1);
    vi.advanceTimersByTime(READ_AFTER_MS + 250);
    expect(heard.map((moment) => moment.map((v) => v.ayah))).toEqual([[10, 11, 12]]);
    observer().show(verses[1]!, 0);
    observer().show(verses[1]!, 0.8);
    vi.advanceTimersByTime(READ_AFTER_MS + 250);
    expect(heard.map((moment) => moment.map((v) => v.ayah))).toEqual([[10, 11, 12], [10]]);
    watching.stop();
  });

  it('counts what was long enough on screen when the reader closes, and nothing after', () => {
    const a = verse(1, 1);
    root.append(a);
    const watching = watch();
    observer().show(a, 1);
    vi.advanceTimersByTime(READ_AFTER_MS);
    watching.stop();
    expect(heard.flat().map((v) => v.ayah)).toEqual([1]);
    vi.advanceTimersByTime(10_000);
    expect(heard).toHaveLength(1);
  });
});

describe('pages come from the verses read', () => {
  it('counts a page only when every verse on it was read', () => {
    // Page 1 is Al-Fatihah (verses 1–7), page 2 Al-Baqarah 1–5.
    expect(pageOfVerse(1)).toBe(1);
    expect(pageOfVerse(7)).toBe(1);
    expect(pageOfVerse(8)).toBe(2);
    expect(pageOfVerse(6236)).toBe(604);
    expect(pagesFullyRead([1, 2, 3, 8, 9])).toEqual([]);
    expect(pagesFullyRead([1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual([1]);
    expect(pagesFullyRead(Array.from({ length: 6236 }, (_, i) => i + 1))).toHaveLength(604);
    expect(versesOnPage(604)).toBe(6236 - PAGE_FIRST_VERSE[603]! + 1);
  });

  it('keeps the same page boundaries as quran-meta', () => {
    expect(PAGE_FIRST_VERSE).toEqual(PageList.slice(1));
    for (let page = 1; page <= 604; page++) expect(pageOfVerse(PageList[page]!)).toBe(page);
  });
});

describe('\'Terakhir dibaca\' and today\'s target tell the same story', () => {
  let database: JariyahDatabase;
  beforeEach(() => {
    database = new JariyahDatabase(`tilawah-read-${crypto.randomUUID()}`);
  });
  afterEach(async () => {
    database.close();
    await database.delete();
  });

  it('opening two surahs without scrolling counts only the verses on screen, and the place is the last of them', async () => {
    vi.setSystemTime(new Date('2026-11-26T09:00:00Z'));
    const writes: Promise<unknown>[] = [];
    const read = (verses: HTMLElement[], show: number) => {
      root = document.createElement('div');
      root.append(...verses);
      const watching = watchVersesRead(root, { topOffset: 56, bottomOffset: 64, onRead: (v) => writes.push(recordVersesRead(v, new Date(), database)) });
      // Only the first `show` verses are on screen; the rest are below it.
      verses.slice(0, show).forEach((element) => observer().show(element, 1));
      vi.advanceTimersByTime(READ_AFTER_MS + 250);
      watching.stop();
    };
    read([1, 2, 3, 4, 5, 6, 7].map((a) => verse(1, a)), 3);
    read([1, 2, 3, 4, 5].map((a) => verse(2, a)), 2);
    vi.useRealTimers();
    await Promise.all(writes);

    const days = await readDays(database);
    expect(days).toEqual([{ date: '2026-11-26', verses: [1, 2, 3, 8, 9], pages: [1, 2] }]);
    expect(await readPosition(database)).toMatchObject({ surah: 2, ayah: 2, index: 9 });
    // Two pages glimpsed are not two pages read: the target of 2 pages is not met.
    expect(todayProgress({ kind: 'halaman', perDay: 2 }, days, '2026-11-26')).toEqual({ unit: 'halaman', read: 0, goal: 2, met: false });
    expect(todayProgress({ kind: 'ayat', perDay: 5 }, days, '2026-11-26')).toEqual({ unit: 'ayat', read: 5, goal: 5, met: true });
  });
});
