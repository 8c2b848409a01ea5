import { createRequire } from 'node:module';
import { getAyahMeta } from 'quran-meta/hafs';
import { applyTextCorrections, assertAllCorrectionsMet, TEXT_CORRECTIONS, type TextCorrection } from './text-corrections.ts';

/*
 * Turns the npm packages `quran-json` (Uthmani text and the Kemenag Indonesian translation) and
 * `quran-meta` (juz, hizb, page and sajdah boundaries of the Madinah mushaf, Hafs) into the app's
 * own files under /quran/. Run by the Vite build (scripts/quran-data/vite-plugin.ts), never
 * hand-copied; test/server/quran-data.test.ts checks what comes out, and
 * test/server/quran-integrity.test.ts compares every verse with a second source (Tanzil).
 */

const require = createRequire(import.meta.url);

type SourceVerse = { id: number; text: string; translation: string };
type SourceSurah = { id: number; total_verses: number; verses: SourceVerse[] };

/** One verse as the reader gets it. */
export type QuranVerse = { a: number; ar: string; tr: string; juz: number; hal: number; rub: number; sajdah?: true };
export type QuranSurahFile = { nomor: number; ayat: QuranVerse[] };
export type QuranMetaFile = {
  sumber: { teks: string; teksCatatan: string; koreksi: string[]; terjemah: string; metadata: string; lisensi: string; paket: Record<string, string> };
  totalAyat: number;
  totalHalaman: number;
  basmalah: string;
  surah: { nomor: number; ayat: number; juz: number; halaman: number }[];
  juz: { juz: number; mulai: [number, number]; selesai: [number, number]; ayat: number }[];
  sajdah: [number, number][];
};

/**
 * Kemenag's translation carries footnote markers glued to words ("menginfakkan6)"), whose notes
 * the package does not include: a reader would see stray numbers, so they go.
 */
export function stripFootnoteMarkers(text: string): string {
  return withoutUnclosedOpening(text.replace(/([^\s\d(])\s?\d{1,4}\)/g, '$1').replace(/\s{2,}/g, ' ').trim());
}

/**
 * In 252 verses the package opens the verse with a bracket that only the first footnote marker
 * closes ("(Maka Kami tutup telinga mereka di dalam gua itu,486) selama beberapa tahun", 18:11):
 * Kemenag's text has no bracket there, and with the marker gone it would stay open, so it goes.
 */
function withoutUnclosedOpening(text: string): string {
  if (!text.startsWith('(')) return text;
  let depth = 0;
  for (const ch of text) {
    if (ch === '(') depth += 1;
    else if (ch === ')' && (depth -= 1) === 0) return text;
  }
  return text.slice(1);
}

/**
 * The source writes the open tanwin (tanwin before idgham or ikhfa) in the KFGQPC font's code
 * points: U+0657 for fathatan, U+065E for dammatan, U+0656 for kasratan. Unicode has its own
 * characters for them (U+08F0-08F2), which the bundled Amiri Quran font draws; with the source's
 * code points it draws an inverted damma, a subscript alef, or nothing at all (U+065E).
 */
const OPEN_TANWIN: Record<string, string> = { '\u0657': '\u08f0', '\u065e': '\u08f1', '\u0656': '\u08f2' };
export function toUnicodeOpenTanwin(text: string): string {
  return text.replace(/[\u0656\u0657\u065e]/g, (mark) => OPEN_TANWIN[mark]!);
}

function packageVersion(name: string): string {
  return (require(`${name}/package.json`) as { version: string }).version;
}

/** Every file of the Qur'an data by its path under the app's root (e.g. `quran/surah/18.json`). */
export function buildQuranFiles({ corrections = TEXT_CORRECTIONS }: { corrections?: readonly TextCorrection[] } = {}): Map<string, string> {
  const source = require('quran-json/dist/quran_id.json') as SourceSurah[];
  const corrected = new Set<string>();
  const surahFiles: QuranSurahFile[] = [];
  const juz = new Map<number, QuranMetaFile['juz'][number]>();
  const sajdah: [number, number][] = [];
  let ayahId = 0;
  for (const surah of source) {
    const ayat = surah.verses.map((verse): QuranVerse => {
      ayahId += 1;
      const meta = getAyahMeta(ayahId);
      if (meta.surah !== surah.id || meta.ayah !== verse.id) throw new Error(`quran-meta ${meta.surah}:${meta.ayah} != quran-json ${surah.id}:${verse.id}`);
      const text = applyTextCorrections(surah.id, verse.id, verse.text.trim(), corrections);
      if (corrections.some((c) => c.surah === surah.id && c.ayah === verse.id)) corrected.add(`${surah.id}:${verse.id}`);
      const entry: QuranVerse = { a: verse.id, ar: toUnicodeOpenTanwin(text), tr: stripFootnoteMarkers(verse.translation), juz: meta.juz, hal: meta.page, rub: meta.rubAlHizbId };
      if (meta.isSajdahAyah) {
        entry.sajdah = true;
        sajdah.push([surah.id, verse.id]);
      }
      const part = juz.get(meta.juz);
      if (part) {
        part.selesai = [surah.id, verse.id];
        part.ayat += 1;
      } else juz.set(meta.juz, { juz: meta.juz, mulai: [surah.id, verse.id], selesai: [surah.id, verse.id], ayat: 1 });
      return entry;
    });
    surahFiles.push({ nomor: surah.id, ayat });
  }
  assertAllCorrectionsMet(corrected, corrections);
  const meta: QuranMetaFile = {
    sumber: {
      teks: "Teks Utsmani: The Noble Qur'an Encyclopedia (quranenc.com), melalui paket npm quran-json",
      teksCatatan: 'Tanwin terbuka ditulis dengan kode Unicode U+08F0-08F2 (sumber memakai kode huruf KFGQPC U+0657, U+065E, U+0656) agar tergambar benar dengan huruf Amiri Quran',
      koreksi: corrections.map((c) => c.alasan),
      terjemah: 'Terjemah Kementerian Agama RI (Kemenag), melalui quranenc.com dan paket npm quran-json; penanda catatan kaki dihapus karena catatannya tidak disertakan',
      metadata: 'Juz, hizb, halaman (mushaf Madinah, 604 halaman) dan sajdah: paket npm quran-meta (MIT), riwayat Hafs',
      lisensi: 'quran-json: CC BY-SA 4.0 (Risan Bagja Pradana); berkas ini turunannya dan berlisensi sama',
      paket: { 'quran-json': packageVersion('quran-json'), 'quran-meta': packageVersion('quran-meta') },
    },
    totalAyat: ayahId,
    totalHalaman: Math.max(...surahFiles.flatMap((s) => s.ayat.map((v) => v.hal))),
    basmalah: surahFiles[0]!.ayat[0]!.ar,
    surah: surahFiles.map((s) => ({ nomor: s.nomor, ayat: s.ayat.length, juz: s.ayat[0]!.juz, halaman: s.ayat[0]!.hal })),
    juz: [...juz.values()],
    sajdah,
  };
  const files = new Map<string, string>();
  files.set('quran/meta.json', JSON.stringify(meta));
  for (const file of surahFiles) files.set(`quran/surah/${file.nomor}.json`, JSON.stringify(file));
  files.set('quran/SUMBER.txt', [
    'Data Al-Qur\'an Jariyah (dibuat saat build oleh scripts/quran-data/build-quran-data.ts)',
    '',
    ...Object.values(meta.sumber).filter((s): s is string => typeof s === 'string'),
    '',
    `Koreksi teks Arab (${corrections.length}), diterapkan saat build oleh scripts/quran-data/text-corrections.ts; setiap ayat lain sama persis dengan paket:`,
    ...meta.sumber.koreksi.map((alasan) => `- ${alasan}`),
    'Seluruh 6.236 ayat dibandingkan dengan teks kedua yang independen, Tanzil Quran Text (Uthmani, versi 1.1, tanzil.net, CC BY 3.0), oleh test/server/quran-integrity.test.ts; perbedaan yang tersisa dicatat satu per satu di sana.',
    '',
    `Versi paket: quran-json ${meta.sumber.paket['quran-json']}, quran-meta ${meta.sumber.paket['quran-meta']}`,
    'Lisensi CC BY-SA 4.0: https://creativecommons.org/licenses/by-sa/4.0/',
    '',
  ].join('\n'));
  return files;
}
