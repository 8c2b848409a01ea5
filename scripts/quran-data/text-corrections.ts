/*
 * Three verses in quran-json 3.1.2 carry defects of its source: 2:72 and 37:164 (issue 25, found
 * against the KFGQPC Hafs text) and 41:47, the same missing space as 37:164, found by comparing
 * every verse with Tanzil's Uthmani text (test/server/quran-integrity.test.ts). They are mended here, at build time,
 * each one spelled out code point by code point so that no editor or font can hide what changes.
 * A correction that no longer finds its text exactly once stops the build: the package changed and
 * the list has to be looked at again, never applied blindly.
 */

export type TextCorrection = {
  surah: number;
  ayah: number;
  /** Exactly as the package writes it (before the open-tanwin mapping of build-quran-data.ts). */
  find: string;
  replace: string;
  /** Indonesian, written to SUMBER.txt beside the data. */
  alasan: string;
};

export const TEXT_CORRECTIONS: readonly TextCorrection[] = [
  {
    surah: 2,
    ayah: 72,
    // ra, fatha, THIN SPACE, superscript alef, hamza above, ta: the space splits one word in two.
    find: '\u0631\u064e\u2009\u0670\u0654\u062a',
    replace: '\u0631\u064e\u0670\u0654\u062a',
    alasan: 'QS 2:72 فَٱدَّٰرَٰٔتُمۡ: sumber menyisipkan spasi tipis (U+2009) di tengah kata sehingga tampil sebagai dua kata; spasi itu dihapus',
  },
  {
    surah: 37,
    ayah: 164,
    // waw, fatha, mim, fatha, alef | mim, kasra: وَمَا and مِنَّآ run together without their space.
    find: '\u0648\u064e\u0645\u064e\u0627\u0645\u0650\u0646\u0651\u064e\u0627\u0653',
    replace: '\u0648\u064e\u0645\u064e\u0627\u0020\u0645\u0650\u0646\u0651\u064e\u0627\u0653',
    alasan: 'QS 37:164 وَمَا مِنَّآ: sumber menyambung dua kata tanpa spasi (وَمَامِنَّآ); spasi di antaranya dikembalikan',
  },
  {
    surah: 41,
    ayah: 47,
    // space, mim, fatha, alef | mim, kasra, nun, shadda, fatha, alef, space: مَا and مِنَّا as one word.
    find: '\u0020\u0645\u064e\u0627\u0645\u0650\u0646\u0651\u064e\u0627\u0020',
    replace: '\u0020\u0645\u064e\u0627\u0020\u0645\u0650\u0646\u0651\u064e\u0627\u0020',
    alasan: 'QS 41:47 مَا مِنَّا: sumber menyambung dua kata tanpa spasi (مَامِنَّا), cacat yang sama dengan QS 37:164; spasi di antaranya dikembalikan',
  },
];

/** The verse's text with its corrections applied; throws when a correction does not fit exactly once. */
export function applyTextCorrections(surah: number, ayah: number, text: string, corrections: readonly TextCorrection[] = TEXT_CORRECTIONS): string {
  let result = text;
  for (const correction of corrections) {
    if (correction.surah !== surah || correction.ayah !== ayah) continue;
    const found = result.split(correction.find).length - 1;
    if (found !== 1) {
      throw new Error(`Koreksi teks QS ${surah}:${ayah} tidak berlaku lagi: teks yang dicari ditemukan ${found} kali (seharusnya tepat 1). Sumber berubah? Periksa scripts/quran-data/text-corrections.ts.`);
    }
    result = result.replace(correction.find, correction.replace);
  }
  return result;
}

/** Throws unless every correction met its verse: a verse renumbered or dropped must not pass silently. */
export function assertAllCorrectionsMet(met: ReadonlySet<string>, corrections: readonly TextCorrection[] = TEXT_CORRECTIONS): void {
  const missing = corrections.filter((c) => !met.has(`${c.surah}:${c.ayah}`));
  if (missing.length > 0) throw new Error(`Koreksi teks tidak menemukan ayatnya: ${missing.map((c) => `QS ${c.surah}:${c.ayah}`).join(', ')}`);
}
