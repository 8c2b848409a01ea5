import surahListFile from '../../../../public/json/surah-list.json';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { InRouter } from '../../in-router';

/*
 * 'Cari ayat' over a fake network and a fake Qur'an cache: what the device holds is searched at
 * once, the rest joins as each file arrives, and the list is ranked, not in mushaf order.
 */

type Verse = { a: number; ar: string; tr: string; juz: number; hal: number; rub: number };
const verse = (a: number, tr: string): Verse => ({ a, ar: 'بِسْمِ', tr, juz: 1, hal: 1, rub: 1 });

/** 114 small surahs; a few carry the words the tests look for. */
const special: Record<number, string[]> = {
  2: ['Mereka bertanya tentang anak-anak, dan tentang harta yatim yang ada pada mereka.'],
  4: ['Dan berikanlah kepada anak yatim harta mereka, dan janganlah kamu menukar yang baik dengan yang buruk, dan janganlah kamu makan harta mereka bersama hartamu.'],
  93: ['Maka terhadap anak yatim janganlah engkau berlaku sewenang-wenang.'],
  107: ['Maka itulah orang yang menghardik anak yatim.'],
};
const surahFile = (nomor: number) => ({
  nomor,
  ayat: (special[nomor] ?? [`Ayat pertama surah ${nomor}.`, `Ayat kedua surah ${nomor}.`]).map((tr, i) => verse(i + 1, tr)),
});
const surahList = JSON.stringify(surahListFile);
const json = (body: unknown) => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const surahOf = (path: string) => Number(/\/quran\/surah\/(\d+)\.json$/.exec(path)?.[1] ?? NaN);

/** The network: every surah file answers when released (all at once unless held); offline rejects. */
function fakeNetwork({ held = () => false, offline = false }: { held?: (nomor: number) => boolean; offline?: boolean } = {}) {
  const waiting = new Map<number, () => void>();
  const asked: number[] = [];
  let holding = true;
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost').pathname;
    if (path === '/json/surah-list.json') return json(surahList);
    const nomor = surahOf(path);
    if (!Number.isInteger(nomor)) return new Response('not found', { status: 404 });
    asked.push(nomor);
    if (offline) throw new TypeError('Failed to fetch');
    if (holding && held(nomor)) await new Promise<void>((resolve) => waiting.set(nomor, resolve));
    return json(surahFile(nomor));
  });
  /** Lets every held file (and every later one) through. */
  const release = () => {
    holding = false;
    for (const resolve of waiting.values()) resolve();
    waiting.clear();
  };
  return { fetch, asked, release, waiting };
}

/** The Qur'an cache (CacheStorage) holding the given surahs. */
function fakeCaches(stored: number[]) {
  const entries = new Map<string, string>(stored.map((n) => [`/quran/surah/${n}.json`, JSON.stringify(surahFile(n))]));
  const cache = {
    keys: async () => [...entries.keys()].map((path) => new Request(`http://localhost${path}`)),
    match: async (path: string) => (entries.has(path) ? json(entries.get(path)!) : undefined),
    put: async (path: string, response: Response) => void entries.set(path, await response.text()),
  };
  return { open: async () => cache, entries };
}

beforeEach(() => vi.resetModules());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('gathering the surahs for Cari ayat', () => {
  it('hands over the surahs on the device before any network answer, then each one as it comes', async () => {
    const network = fakeNetwork({ held: (n) => n > 10 });
    vi.stubGlobal('fetch', network.fetch);
    vi.stubGlobal('caches', fakeCaches([93, 112]));
    const { gatherSurahs } = await import('../../../../src/features/tilawah/verse-corpus');
    const arrivals: number[] = [];
    const progress: { searched: number; onDevice?: number; done: boolean }[] = [];
    const finished = gatherSurahs((text) => arrivals.push(text.nomor), (p) => progress.push(p));
    await vi.waitFor(() => expect(arrivals).toHaveLength(12));
    expect(arrivals.slice(0, 2).sort((a, b) => a - b)).toEqual([93, 112]);
    expect(progress[0]).toMatchObject({ searched: 2, onDevice: 2, done: false });
    expect(progress.at(-1)).toMatchObject({ searched: 12, done: false });
    expect(network.asked).not.toContain(93); // read from the device, never asked for
    // A few at a time (as a browser would to one host): not 114 requests at once.
    expect(network.waiting.size).toBe(6);
    network.release();
    await expect(finished).resolves.toMatchObject({ searched: 114, missing: 0, done: true });
    expect(new Set(arrivals).size).toBe(114);
  });

  it('offline, searches the surahs on the device and counts the rest as missing', async () => {
    vi.stubGlobal('fetch', fakeNetwork({ offline: true }).fetch);
    vi.stubGlobal('caches', fakeCaches([1, 36, 67]));
    const { gatherSurahs } = await import('../../../../src/features/tilawah/verse-corpus');
    const arrivals: number[] = [];
    await expect(gatherSurahs((text) => arrivals.push(text.nomor), () => undefined)).resolves.toMatchObject({ searched: 3, onDevice: 3, missing: 111, done: true });
    expect(arrivals.sort((a, b) => a - b)).toEqual([1, 36, 67]);
  });
});

describe('the Cari ayat screen while surahs arrive', () => {
  const resultRefs = () => within(screen.getByRole('list', { name: 'Hasil pencarian' })).getAllByRole('link').map((link) => link.querySelector('span')?.textContent);

  it('shows what the device holds at once, adds the rest as it arrives, and keeps the most relevant first', async () => {
    // 93 is on the device; 107 (the shortest exact phrase) and the rest are held on the network.
    const network = fakeNetwork({ held: (n) => n !== 2 && n !== 4 });
    vi.stubGlobal('fetch', network.fetch);
    vi.stubGlobal('caches', fakeCaches([93]));
    const { VerseSearchScreen } = await import('../../../../src/features/tilawah/verse-search-screen');
    render(<VerseSearchScreen query="anak yatim" onQuery={() => undefined} />, { wrapper: InRouter });

    await vi.waitFor(() => expect(resultRefs()).toHaveLength(3), { timeout: 3_000 });
    expect(screen.getByText(/Mencari di 3 dari 114 surah…/)).toBeTruthy();
    // The exact phrase first, though Al-Baqarah and An-Nisa' come earlier in the mushaf.
    expect(resultRefs()).toEqual(['QS. Ad-Duha [93]: 1', "QS. An-Nisa' [4]: 1", 'QS. Al-Baqarah [2]: 1']);

    network.release();
    await vi.waitFor(() => expect(screen.getByText('4 ayat')).toBeTruthy(), { timeout: 3_000 });
    expect(screen.queryByText(/Mencari di/)).toBeNull();
    // Al-Ma'un's shorter exact phrase arrived last and goes to the top.
    expect(resultRefs()[0]).toBe("QS. Al-Ma'un [107]: 1");
  });

  it('offline, says how many surahs were searched on the device', async () => {
    vi.stubGlobal('fetch', fakeNetwork({ offline: true }).fetch);
    vi.stubGlobal('caches', fakeCaches([93, 107]));
    const { VerseSearchScreen } = await import('../../../../src/features/tilawah/verse-search-screen');
    render(<VerseSearchScreen query="anak yatim" onQuery={() => undefined} />, { wrapper: InRouter });
    await screen.findByText(/Dicari di 2 dari 114 surah; 112 surah belum tersimpan di perangkat/, undefined, { timeout: 3_000 });
    expect(resultRefs()).toEqual(["QS. Al-Ma'un [107]: 1", 'QS. Ad-Duha [93]: 1']);
  });

  it('shows the verse a place points at first: al-baqarah 1', async () => {
    vi.stubGlobal('fetch', fakeNetwork().fetch);
    vi.stubGlobal('caches', fakeCaches([]));
    const { VerseSearchScreen } = await import('../../../../src/features/tilawah/verse-search-screen');
    render(<VerseSearchScreen query="al-baqarah 1" onQuery={() => undefined} />, { wrapper: InRouter });
    await vi.waitFor(() => expect(resultRefs()[0]).toBe('QS. Al-Baqarah [2]: 1'), { timeout: 3_000 });
    await screen.findByText(/harta yatim yang ada pada mereka/);
    expect(screen.queryByText('Ayat tidak ditemukan')).toBeNull();
  });
});
