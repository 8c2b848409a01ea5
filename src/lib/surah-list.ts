import * as v from 'valibot';

/** One surah of the precached list, for the murottal and the wall's ayat of the day (the audio address is built from the configured host). */
export const SurahSchema = v.object({
  nomor: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(114)),
  nama: v.pipe(v.string(), v.nonEmpty()),
  namaLatin: v.pipe(v.string(), v.nonEmpty()),
  arti: v.pipe(v.string(), v.nonEmpty()),
  jumlahAyat: v.pipe(v.number(), v.integer(), v.minValue(1)),
  tempatTurun: v.picklist(['Mekah', 'Madinah']),
});
export type Surah = v.InferOutput<typeof SurahSchema>;

export const SurahListFileSchema = v.object({
  source: v.looseObject({ repo: v.string(), license: v.string() }),
  corrections: v.array(v.string()),
  items: v.pipe(v.array(SurahSchema), v.length(114, 'Daftar surah harus 114')),
});

export const surahListFile = '/json/surah-list.json';
