import * as v from 'valibot';

/**
 * Every answer of the API: `{ status, message, data }`, plus `errors` on a 422, and on a paged
 * list `next_cursor` (the `cursor` of the next page; null on the last page).
 */
export const EnvelopeSchema = v.object({
  status: v.number(),
  message: v.string(),
  data: v.unknown(),
  errors: v.optional(v.record(v.string(), v.string())),
  next_cursor: v.optional(v.nullable(v.string())),
});
export type Envelope = v.InferOutput<typeof EnvelopeSchema>;

/** The app's public client key: it names this client build, it is not a secret. */
export const WEB_CLIENT_KEY = 'jariyah-web-v1';

export const CLIENT_KEY_HEADER = 'X-Client-Key';
export const KODE_HEADER = 'kode';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export const controllers = ['campaign', 'masjid', 'asset', 'transaction', 'user', 'auth', 'fundraiser', 'news', 'admin', 'pesan', 'tilawah', 'kalender', 'routine', 'zakat', 'khataman'] as const;
export type ControllerName = (typeof controllers)[number];

/** Named apart so the app's schemas that check a key carry only this message, not the whole list below. */
const IDEMPOTENCY_KEY_INVALID = 'Kunci idempotensi tidak valid';

/** Indonesian messages the server sends for the frame's own failures. */
export const frameMessages = {
  ok: 'Berhasil',
  notFoundKode: 'Aksi tidak dikenal',
  notFound: 'Data tidak ditemukan',
  forbiddenClient: 'Kunci klien tidak valid',
  crossSite: 'Permintaan dari situs lain ditolak',
  unauthenticated: 'Silakan masuk terlebih dahulu',
  validation: 'Data yang dikirim tidak valid',
  tooLarge: 'Data yang dikirim terlalu besar',
  tooMany: 'Terlalu banyak permintaan, coba lagi nanti',
  serverError: 'Terjadi kesalahan pada server, silakan coba lagi',
  methodNotAllowed: 'Metode tidak diizinkan',
  idempotencyKeyReused: 'Permintaan ini sudah pernah dikirim dengan isi yang berbeda. Muat ulang halaman lalu coba lagi.',
  idempotencyKeyInvalid: IDEMPOTENCY_KEY_INVALID,
  busy: 'Server sedang sibuk, coba lagi sebentar lagi',
  forbiddenCharacter: 'Teks berisi karakter yang tidak diizinkan',
  /** A field a schema left without its own words: missing, or not what the field takes. */
  missingField: 'Mohon diisi terlebih dahulu',
  invalidField: 'Isian tidak valid',
} as const;

/** The Idempotency-Key a client makes for one attempt (a UUID in practice): checked here only. */
export const IdempotencyKeySchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{8,100}$/, IDEMPOTENCY_KEY_INVALID));
