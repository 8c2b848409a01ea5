import * as v from 'valibot';
import { IdSchema, REQUIRED } from './fields';

/*
 * One household's entry at Meja Zakat Fitrah (the rest of the desk: ./fitrah-desk): its form, as
 * the server checks it and the phone's outbox checks it before queueing, and the answer.
 */

export const FITRAH_DESK_LIMITS = { jiwa: 50, nameMin: 2, nameMax: 80, note: 200, cash: 10_000_000_000, riceKg: 100_000, riceLitres: 100_000 } as const;
export const FITRAH_DESK_KINDS = ['uang', 'beras'] as const;
export type FitrahDeskKind = (typeof FITRAH_DESK_KINDS)[number];
export const RICE_UNITS = ['kg', 'liter'] as const;
export type RiceUnit = (typeof RICE_UNITS)[number];

export const fitrahEntryMessages = {
  nameInvalid: `Isi nama ${FITRAH_DESK_LIMITS.nameMin} sampai ${FITRAH_DESK_LIMITS.nameMax} karakter`,
  jiwaInvalid: `Isi jumlah jiwa 1 sampai ${FITRAH_DESK_LIMITS.jiwa}`,
  kindInvalid: 'Pilih uang atau beras',
  unitInvalid: 'Pilih kg atau liter',
  idInvalid: 'Kode catatan tidak valid',
  tooLong: (max: number) => `Maksimal ${max} karakter`,
} as const;

export const Note = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(FITRAH_DESK_LIMITS.note, fitrahEntryMessages.tooLong(FITRAH_DESK_LIMITS.note))), '');

/** A count of jiwa from a form string or a number. */
const Jiwa = v.pipe(
  v.union([v.string(), v.number()], fitrahEntryMessages.jiwaInvalid),
  v.transform((x) => (typeof x === 'number' ? x : /^\d{1,3}$/.test(x.trim()) ? Number(x.trim()) : Number.NaN)),
  v.number(fitrahEntryMessages.jiwaInvalid), v.integer(fitrahEntryMessages.jiwaInvalid),
  v.minValue(1, fitrahEntryMessages.jiwaInvalid), v.maxValue(FITRAH_DESK_LIMITS.jiwa, fitrahEntryMessages.jiwaInvalid),
);

export const FitrahEntryForm = v.object({
  masjid_id: IdSchema,
  /** Made on the phone (crypto.randomUUID); the same household sent again carries the same one. */
  client_id: v.pipe(v.string(fitrahEntryMessages.idInvalid), v.trim(), v.toLowerCase(), v.uuid(fitrahEntryMessages.idInvalid)),
  nama: v.pipe(v.string(REQUIRED), v.trim(), v.transform((s) => s.replace(/\s+/g, ' ')),
    v.minLength(FITRAH_DESK_LIMITS.nameMin, fitrahEntryMessages.nameInvalid), v.maxLength(FITRAH_DESK_LIMITS.nameMax, fitrahEntryMessages.nameInvalid)),
  jiwa: Jiwa,
  kind: v.picklist(FITRAH_DESK_KINDS, fitrahEntryMessages.kindInvalid),
  /** For rice only; money ignores it. */
  unit: v.optional(v.picklist(RICE_UNITS, fitrahEntryMessages.unitInvalid), 'kg'),
  note: Note,
});
export type FitrahEntryFormInput = v.InferInput<typeof FitrahEntryForm>;

const Int = v.pipe(v.number(), v.integer());

export const FitrahDeskEntrySchema = v.object({
  id: Int,
  client_id: v.string(),
  /** 'meja': taken at the desk; 'online': a fitrah donation paid in the app, read-only here. */
  source: v.picklist(['meja', 'online']),
  nama: v.string(),
  jiwa: Int,
  kind: v.picklist(FITRAH_DESK_KINDS),
  amount: Int,
  rice_grams: Int,
  rice_ml: Int,
  note: v.string(),
  created_at: v.string(),
  created_by: v.string(),
  /** Counted in a closing already (then it can no longer be deleted). */
  in_shift: v.boolean(),
  /** Another entry of the season has the same name and jiwa: perhaps entered twice. */
  possible_duplicate: v.boolean(),
});
export type FitrahDeskEntry = v.InferOutput<typeof FitrahDeskEntrySchema>;

