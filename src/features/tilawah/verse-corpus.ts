import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { QURAN_CACHE } from '../../lib/quran-cache';
import { loadSurahText, SurahTextSchema, surahTextPath, type SurahText } from './quran-data';
import type { SearchableVerse } from './verse-search';

/*
 * The translations 'Cari ayat' searches, gathered without making anyone wait for all 114 files:
 * the surahs already on the device are read straight from the Qur'an cache (no network, no
 * worker needed), the rest come over the network a few at a time, and each one is searchable
 * the moment it arrives.
 */

export const SURAH_COUNT = 114;

export type SurahSources = {
  /** The surahs whose file is on this device. */
  onDevice: () => Promise<ReadonlySet<number>>;
  fromDevice: (nomor: number) => Promise<SurahText | undefined>;
  fromNetwork: (nomor: number) => Promise<SurahText>;
};

const surahFromPath = (path: string): number | undefined => {
  const match = /^\/quran\/surah\/(\d{1,3})\.json$/.exec(path);
  return match ? Number(match[1]) : undefined;
};

const openQuranCache = () => ('caches' in globalThis ? caches.open(QURAN_CACHE) : Promise.resolve(undefined));

export const deviceThenNetwork: SurahSources = {
  async onDevice() {
    const cache = await openQuranCache();
    const numbers = (await cache?.keys())?.map((request) => surahFromPath(new URL(request.url).pathname)) ?? [];
    return new Set(numbers.filter((n): n is number => n !== undefined && n >= 1 && n <= SURAH_COUNT));
  },
  async fromDevice(nomor) {
    const response = await (await openQuranCache())?.match(surahTextPath(nomor));
    if (!response?.ok) return undefined;
    const parsed = v.safeParse(SurahTextSchema, await response.json());
    return parsed.success ? parsed.output : undefined;
  },
  fromNetwork: loadSurahText,
};

export type GatherProgress = {
  /** Surahs searchable so far. */
  searched: number;
  /** Surahs found on the device at the start; `undefined` until known. */
  onDevice?: number;
  /** Surahs that could not be had (offline and not on the device). */
  missing: number;
  done: boolean;
};

/**
 * Every surah, each handed to `onSurah` as soon as it is here: first those on the device, then
 * the rest over the network in the mushaf's order, `parallel` at a time: as many as a browser
 * opens to one host anyway, while 114 requests at once would queue the app's other calls behind them.
 */
export async function gatherSurahs(
  onSurah: (text: SurahText) => void,
  onProgress: (progress: GatherProgress) => void,
  { sources = deviceThenNetwork, parallel = 6, signal }: { sources?: SurahSources; parallel?: number; signal?: AbortSignal } = {},
): Promise<GatherProgress> {
  const progress: GatherProgress = { searched: 0, missing: 0, done: false };
  const arrived = (text: SurahText) => {
    if (signal?.aborted) return;
    progress.searched += 1;
    onSurah(text);
  };
  const stored = await sources.onDevice().catch(() => new Set<number>());
  const fromDevice = await Promise.all(
    [...stored].map(async (nomor) => {
      const text = await sources.fromDevice(nomor).catch(() => undefined);
      if (text) arrived(text);
      return text ? undefined : nomor;
    }),
  );
  progress.onDevice = progress.searched;
  if (signal?.aborted) return progress;
  onProgress({ ...progress });

  const queue = [
    ...fromDevice.filter((n): n is number => n !== undefined),
    ...Array.from({ length: SURAH_COUNT }, (_, i) => i + 1).filter((n) => !stored.has(n)),
  ];
  const worker = async () => {
    for (let nomor = queue.shift(); nomor !== undefined && !signal?.aborted; nomor = queue.shift()) {
      try {
        arrived(await sources.fromNetwork(nomor));
      } catch {
        progress.missing += 1;
      }
      if (!signal?.aborted) onProgress({ ...progress });
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  progress.done = !signal?.aborted;
  if (progress.done) onProgress({ ...progress });
  return progress;
}

export type VerseCorpus = GatherProgress & { verses: readonly SearchableVerse[] };

const toVerses = (text: SurahText): SearchableVerse[] => text.ayat.map((verse) => ({ surah: text.nomor, ayah: verse.a, text: verse.tr }));

/**
 * The verses gathered so far, growing as surahs arrive. Arrivals are handed to React in batches
 * (every `batchMs`), so 114 files do not mean 114 searches and renders.
 */
export function useVerseCorpus({ batchMs = 150 }: { batchMs?: number } = {}): VerseCorpus {
  const [corpus, setCorpus] = useState<VerseCorpus>({ verses: [], searched: 0, missing: 0, done: false });
  useEffect(() => {
    const controller = new AbortController();
    let waiting: SearchableVerse[] = [];
    let latest: GatherProgress = { searched: 0, missing: 0, done: false };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      const fresh = waiting;
      waiting = [];
      const progress = latest;
      setCorpus((previous) => ({ ...progress, verses: fresh.length ? [...previous.verses, ...fresh] : previous.verses }));
    };
    const schedule = (now: boolean) => {
      if (controller.signal.aborted) return;
      if (now) {
        clearTimeout(timer);
        flush();
      } else timer ??= setTimeout(flush, batchMs);
    };
    void gatherSurahs(
      (text) => waiting.push(...toVerses(text)),
      // What the device holds shows at once; the end shows at once; the stream in between in batches.
      (progress) => {
        const first = latest.onDevice === undefined;
        latest = progress;
        schedule(first || progress.done);
      },
      { signal: controller.signal },
    );
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [batchMs]);
  return corpus;
}
