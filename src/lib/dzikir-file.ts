import * as v from 'valibot';

/*
 * The shape of the app's dzikir files under /json/ (precached by the worker): read by the dzikir
 * pages and by the mosque's wall screen after each prayer.
 */

/** The attribution every data file keeps (see public/json/LICENSES.md). */
export const SourceSchema = v.looseObject({ repo: v.string(), license: v.string() });
export const text = v.pipe(v.string(), v.trim(), v.nonEmpty());

/** One dzikir or doa: title, how many times it is read, Arabic, transliteration, meaning. */
export const DzikirItemSchema = v.object({
  title: text,
  read: v.pipe(v.number(), v.integer(), v.minValue(1)),
  arab: text,
  latin: text,
  arti: text,
});
export type DzikirItem = v.InferOutput<typeof DzikirItemSchema>;

export const DzikirFileSchema = v.object({
  source: SourceSchema,
  corrections: v.array(v.string()),
  count: v.number(),
  items: v.pipe(v.array(DzikirItemSchema), v.minLength(1)),
});
export type DzikirFile = v.InferOutput<typeof DzikirFileSchema>;

/** The short wirid after salat (six items): the one the wall screen shows. */
export const DZIKIR_AFTER_SALAT_FILE = '/json/dzikir-shalat-pendek.json';
