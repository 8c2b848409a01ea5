import * as v from 'valibot';

export { DzikirItemSchema, DzikirFileSchema, type DzikirItem, type DzikirFile } from '../../lib/dzikir-file';
import { SourceSchema, text, DZIKIR_AFTER_SALAT_FILE } from '../../lib/dzikir-file';

/** One of the 99 names: its number, Arabic, transliteration and Indonesian meaning. */
export const AsmaulHusnaItemSchema = v.object({
  urutan: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99)),
  arab: text,
  latin: text,
  indo: text,
});
export type AsmaulHusnaItem = v.InferOutput<typeof AsmaulHusnaItemSchema>;

export const AsmaulHusnaFileSchema = v.object({
  source: SourceSchema,
  corrections: v.array(v.string()),
  items: v.pipe(v.array(AsmaulHusnaItemSchema), v.length(99, 'Asmaul Husna harus 99 nama')),
});

/** The prayer-text pages, each backed by one precached file under /json/. */
export const dzikirTexts = {
  'shalat-pendek': { title: 'Dzikir Setelah Shalat (Pendek)', file: DZIKIR_AFTER_SALAT_FILE, route: '/dzikir/shalat-pendek' },
  'shalat-panjang': { title: 'Dzikir Setelah Shalat (Panjang)', file: '/json/dzikir-shalat-panjang.json', route: '/dzikir/shalat-panjang' },
  'kubro-pagi': { title: "Al Ma'tsurat Kubro Pagi", file: '/json/almatsurat-kubro-pagi.json', route: '/dzikir/al-matsurat/kubro-pagi' },
  'kubro-petang': { title: "Al Ma'tsurat Kubro Petang", file: '/json/almatsurat-kubro-petang.json', route: '/dzikir/al-matsurat/kubro-petang' },
  'sugro-pagi': { title: "Al Ma'tsurat Sugro Pagi", file: '/json/almatsurat-sugro-pagi.json', route: '/dzikir/al-matsurat/sugro-pagi' },
  'sugro-petang': { title: "Al Ma'tsurat Sugro Petang", file: '/json/almatsurat-sugro-petang.json', route: '/dzikir/al-matsurat/sugro-petang' },
} as const;
export type DzikirTextId = keyof typeof dzikirTexts;

export const matsuratIds = ['kubro-pagi', 'kubro-petang', 'sugro-pagi', 'sugro-petang'] as const;
export const MatsuratIdSchema = v.picklist(matsuratIds);

export const asmaulHusnaFile = '/json/asmaul-husna.json';
