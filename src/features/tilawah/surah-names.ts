import * as v from 'valibot';
import { useStaticJson } from '../../api/static-json';

/** The surah names and meanings of the app's precached surah list (the same the murottal shows). */
const SurahNameSchema = v.object({
  nomor: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(114)),
  nama: v.string(),
  namaLatin: v.string(),
  arti: v.string(),
  jumlahAyat: v.number(),
  tempatTurun: v.string(),
});
export type SurahName = v.InferOutput<typeof SurahNameSchema>;
const SurahNamesFileSchema = v.object({ items: v.pipe(v.array(SurahNameSchema), v.length(114)) });

export const useSurahNames = () => useStaticJson('/json/surah-list.json', SurahNamesFileSchema);

/** 'QS. Al-Kahf [18]: 10' (or ': 1-3' for verses cited together), the way a verse is cited. */
export const citation = (name: Pick<SurahName, 'namaLatin' | 'nomor'>, ayah: number | string) => `QS. ${name.namaLatin} [${name.nomor}]: ${ayah}`;
