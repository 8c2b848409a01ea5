import * as v from 'valibot';
import { IdSchema, REQUIRED } from './fields';
import { formatKg } from './mustahik';

/*
 * The qurban meat handed out on the day (issue 42, its last qurban part), recorded like the
 * fitrah hand-overs (contract/mustahik.ts): one staff member records a hand-over to a group
 * ('Warga RT 03', 'Panti Asuhan Al-Hikmah'), never a person by name, and a DIFFERENT staff member
 * confirms it. Only confirmed hand-overs count in the public totals, which carry sums per
 * category and nothing else.
 *
 * Admin (/api/admin, staff of that mosque or a network admin; every change audited):
 * - get_qurban_meat_admin (GET, { masjid_id }) → QurbanMeatAdminView
 * - hand_over_qurban_meat (POST, QurbanMeatForm) → QurbanMeatAdminView: the first witness
 * - confirm_qurban_meat (POST, { id }) → QurbanMeatAdminView: the second, never the first
 * - cancel_qurban_meat (POST, { id }) → QurbanMeatAdminView: a pending one, by its recorder only
 * Public: get_qurban's QurbanView carries `meat` (QurbanMeatTotals), so the mosque page shows it
 * offline as it shows the animals.
 */

export const MEAT_CATEGORIES = ['warga', 'dhuafa', 'shohibul_qurban', 'lembaga'] as const;
export type MeatCategory = (typeof MEAT_CATEGORIES)[number];
export const MEAT_CATEGORY_LABELS: Record<MeatCategory, string> = {
  warga: 'Warga sekitar', dhuafa: 'Dhuafa', shohibul_qurban: 'Shohibul qurban', lembaga: 'Lembaga (panti, pesantren)',
};

export const MEAT_LIMITS = {
  labelMin: 2, labelMax: 80, packagesMax: 5_000, gramsMin: 100, gramsMax: 5_000_000,
  /** One mosque's hand-overs in a season: every RT of a large kampung, not a script's loop. */
  perSeasonMax: 1_000,
} as const;

export const qurbanMeatMessages = {
  recorded: 'Penyaluran daging tercatat. Minta pengurus lain mengonfirmasi.',
  confirmed: 'Penyaluran daging dikonfirmasi',
  cancelled: 'Catatan penyaluran daging dibatalkan',
  notFound: 'Catatan penyaluran daging tidak ditemukan',
  mosqueNotFound: 'Masjid tidak ditemukan',
  own: 'Konfirmasi harus oleh pengurus lain, bukan yang mencatat.',
  notPending: 'Penyaluran ini sudah dikonfirmasi.',
  cancelNotOwn: 'Hanya pengurus yang mencatat yang bisa membatalkan.',
  tooMany: `Satu masjid paling banyak mencatat ${MEAT_LIMITS.perSeasonMax} penyaluran daging per musim`,
  label: `Isi penerima ${MEAT_LIMITS.labelMin} sampai ${MEAT_LIMITS.labelMax} karakter, mis. Warga RT 03`,
  category: 'Pilih kelompok penerima',
  packages: `Isi jumlah paket 1 sampai ${MEAT_LIMITS.packagesMax.toLocaleString('id-ID')}`,
  kg: `Isi berat 0,1 sampai ${MEAT_LIMITS.gramsMax / 1000} kg (boleh desimal, mis. 2,5)`,
} as const;

/**
 * '2,5' or 2.5 kg → 2500 grams; a dot is a decimal point only before one or two digits, since
 * '1.500' reads as fifteen hundred to an Indonesian; NaN for anything else.
 */
export function meatKgToGrams(x: string | number): number {
  if (typeof x === 'number') return Number.isFinite(x) ? Math.round(x * 1000) : Number.NaN;
  const s = x.trim();
  if (!/^\d{1,4}(,\d{1,3}|\.\d{1,2})?$/.test(s)) return Number.NaN;
  return Math.round(Number(s.replace(',', '.')) * 1000);
}

// ---------- answers ----------

const Int = v.pipe(v.number(), v.integer());

export const QurbanMeatHandOverSchema = v.object({
  id: Int,
  label: v.string(),
  category: v.picklist(MEAT_CATEGORIES),
  packages: Int,
  grams: Int,
  recorded_by: v.string(),
  recorded_at: v.string(),
  confirmed_by: v.nullable(v.string()),
  confirmed_at: v.nullable(v.string()),
  /** Whether the reader recorded it: they may cancel it while pending, never confirm it. */
  recorded_by_me: v.boolean(),
});
export type QurbanMeatHandOver = v.InferOutput<typeof QurbanMeatHandOverSchema>;

export const QurbanMeatTotalSchema = v.object({ packages: Int, grams: Int });
export const QurbanMeatTotalsSchema = v.object({
  /** Confirmed hand-overs only. */
  total: QurbanMeatTotalSchema,
  by_category: v.array(v.object({ category: v.picklist(MEAT_CATEGORIES), packages: Int, grams: Int })),
});
export type QurbanMeatTotals = v.InferOutput<typeof QurbanMeatTotalsSchema>;

export const QurbanMeatAdminViewSchema = v.object({
  season: v.string(),
  hand_overs: v.array(QurbanMeatHandOverSchema),
  totals: QurbanMeatTotalsSchema,
});
export type QurbanMeatAdminView = v.InferOutput<typeof QurbanMeatAdminViewSchema>;

/** '120 paket · 250,5 kg'. */
export const meatText = (t: { packages: number; grams: number }) => `${t.packages.toLocaleString('id-ID')} paket · ${formatKg(t.grams)}`;

// ---------- requests ----------

export const QurbanMeatForm = v.object({
  masjid_id: IdSchema,
  label: v.pipe(v.string(REQUIRED), v.trim(), v.minLength(MEAT_LIMITS.labelMin, qurbanMeatMessages.label), v.maxLength(MEAT_LIMITS.labelMax, qurbanMeatMessages.label)),
  category: v.picklist(MEAT_CATEGORIES, qurbanMeatMessages.category),
  packages: v.pipe(
    v.union([v.string(), v.number()], qurbanMeatMessages.packages),
    v.transform((x) => (typeof x === 'number' ? x : /^\d{1,5}$/.test(x.trim()) ? Number(x.trim()) : Number.NaN)),
    v.number(qurbanMeatMessages.packages), v.integer(qurbanMeatMessages.packages),
    v.minValue(1, qurbanMeatMessages.packages), v.maxValue(MEAT_LIMITS.packagesMax, qurbanMeatMessages.packages),
  ),
  kg: v.pipe(
    v.union([v.string(), v.number()], qurbanMeatMessages.kg),
    v.transform(meatKgToGrams),
    v.number(qurbanMeatMessages.kg), v.integer(qurbanMeatMessages.kg),
    v.minValue(MEAT_LIMITS.gramsMin, qurbanMeatMessages.kg), v.maxValue(MEAT_LIMITS.gramsMax, qurbanMeatMessages.kg),
  ),
});
export type QurbanMeatFormInput = v.InferInput<typeof QurbanMeatForm>;

export const QurbanMeatIdForm = v.object({ id: IdSchema });
