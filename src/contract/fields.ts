import * as v from 'valibot';

// Field rules shared by forms (app) and request validation (server). Texts from spec section 5.
export const REQUIRED = 'Mohon diisi terlebih dahulu';

/** Accepts 0812…, 62812…, +62 812-… and 812…; yields the number without the leading 62. */
export function normalizePhone(raw: string): string | null {
  const digits = raw.replace(/[\s\-().]/g, '').replace(/^\+/, '');
  if (!/^\d+$/.test(digits)) return null;
  let local = digits;
  if (local.startsWith('62')) local = local.slice(2);
  else if (local.startsWith('0')) local = local.slice(1);
  if (!/^8\d{7,12}$/.test(local)) return null;
  return local;
}

/** The typed number in its stored form (without 62), or 'Nomor Whatsapp tidak valid'. */
export const toStoredPhone = v.rawTransform<string, string>(({ dataset, addIssue, NEVER }) => {
  const phone = normalizePhone(dataset.value);
  if (!phone) {
    addIssue({ message: 'Nomor Whatsapp tidak valid' });
    return NEVER;
  }
  return phone;
});

export const PhoneSchema = v.pipe(v.string(REQUIRED), v.trim(), v.nonEmpty(REQUIRED), toStoredPhone);

/**
 * The largest amount anyone may type: 13 digits (Rp 9,9 triliun). Far inside a safe integer, so
 * even thousands of them summed in a report stay exact; a form string and a JSON number meet the
 * same cap (1e20 as a number once reached the database and failed there).
 */
export const MAX_RUPIAH = 9_999_999_999_999;
export const AMOUNT_TOO_LARGE = 'Nominal terlalu besar (maksimal 13 digit)';

/** Whole rupiah from a form string or a number: digits only, no fractions, no signs. */
export const RupiahSchema = v.pipe(
  v.union([v.string(), v.number()], 'Nominal tidak valid'),
  v.transform((x) => (typeof x === 'number' ? x : /^\d{1,13}$/.test(x.trim()) ? Number(x.trim()) : Number.NaN)),
  v.number('Nominal tidak valid'),
  v.integer('Nominal harus bilangan bulat'),
  v.minValue(1, 'Nominal tidak valid'),
  v.maxValue(MAX_RUPIAH, AMOUNT_TOO_LARGE),
);

/** Integer ids that arrive as query strings. */
export const IdSchema = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((x) => Number(x)),
  v.number(),
  v.integer('ID tidak valid'),
  v.minValue(1, 'ID tidak valid'),
  v.maxValue(2_147_483_647, 'ID tidak valid'),
);

export const SlugSchema = v.pipe(v.string(REQUIRED), v.trim(), v.nonEmpty(REQUIRED), v.maxLength(120), v.regex(/^[a-z0-9-]+$/, 'Slug tidak valid'));

export const SearchSchema = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Kata kunci terlalu panjang')), '');

/**
 * Where the next page of a list starts: the opaque `next_cursor` of the previous answer (the id
 * of its last row), absent or empty for the first page. The server pages by the row's sort keys,
 * so rows added meanwhile never repeat or push a row out of the next page.
 */
const CURSOR_MESSAGE = 'Kursor halaman tidak valid';
export const CursorSchema = v.optional(
  v.pipe(
    v.union([v.string(CURSOR_MESSAGE), v.number(CURSOR_MESSAGE)], CURSOR_MESSAGE),
    v.transform(String),
    v.trim(),
    v.check((x) => x === '' || (/^\d{1,10}$/.test(x) && Number(x) >= 1 && Number(x) <= 2_147_483_647), CURSOR_MESSAGE),
    v.transform((x): number | null => (x === '' ? null : Number(x))),
  ),
  '',
);
