import * as v from 'valibot';
import { KhatamanCodeSchema } from './khataman';

/*
 * A khataman's prayers (issue 43): its intention ('untuk almarhum …') and one prayer from each
 * participant (a holder of one of its juz, or its opener) are amened like donors' prayers, one
 * amen per person each, taken back at will.
 *
 * /api/khataman:
 * - get_khataman_prayers (GET, KhatamanQuery) → KhatamanPrayers: anyone may read; first names only
 * - pray_khataman (POST, PrayKhatamanForm, signed in, a participant) → KhatamanPrayers: writes or
 *   rewrites the person's own prayer
 * - amen_khataman (POST, AmenKhatamanForm, signed in) → KhatamanPrayers
 * Both writes take an Idempotency-Key: a tap made without a signal is replayed from the outbox.
 */

/** The intention's place among the prayers amened (a participant's prayer has its row's id). */
export const INTENTION_PRAYER = 0;
export const KHATAMAN_PRAYER_MIN = 3;
export const KHATAMAN_PRAYER_MAX = 280;
/** Prayers shown on the page, the newest first. */
export const KHATAMAN_PRAYERS_SHOWN = 50;

export const khatamanPrayerMessages = {
  tooShort: `Doa minimal ${KHATAMAN_PRAYER_MIN} karakter`,
  tooLong: `Doa terlalu panjang (maks. ${KHATAMAN_PRAYER_MAX} karakter)`,
  prayerInvalid: 'Doa tidak ditemukan',
  stateInvalid: 'Pilihan aamiin tidak valid',
  notParticipant: 'Ambil satu juz dulu untuk menulis doa di khataman ini',
  noIntention: 'Khataman ini tidak menuliskan niat',
  saved: 'Doamu tersimpan. Peserta lain dapat mengaminkannya.',
  amened: 'Kamu mengaminkan doa ini',
  unamened: 'Aamiin dibatalkan',
} as const;

export const PrayKhatamanForm = v.object({
  id: KhatamanCodeSchema,
  text: v.pipe(
    v.string(khatamanPrayerMessages.tooShort),
    v.trim(),
    v.minLength(KHATAMAN_PRAYER_MIN, khatamanPrayerMessages.tooShort),
    v.maxLength(KHATAMAN_PRAYER_MAX, khatamanPrayerMessages.tooLong),
  ),
});

export const KHATAMAN_AMEN_STATES = ['liked', 'unliked'] as const;
export type KhatamanAmenState = (typeof KHATAMAN_AMEN_STATES)[number];

export const AmenKhatamanForm = v.object({
  id: KhatamanCodeSchema,
  prayer: v.pipe(
    v.union([v.string(), v.number()], khatamanPrayerMessages.prayerInvalid),
    v.transform((x) => (typeof x === 'number' ? x : /^\d{1,10}$/.test(x.trim()) ? Number(x.trim()) : Number.NaN)),
    v.check((n) => Number.isInteger(n) && n >= 0 && n <= 2_147_483_647, khatamanPrayerMessages.prayerInvalid),
  ),
  state: v.picklist(KHATAMAN_AMEN_STATES, khatamanPrayerMessages.stateInvalid),
});

const AmenCountSchema = v.object({ amens: v.number(), amened: v.boolean() });

export const KhatamanPrayerSchema = v.object({
  id: v.number(),
  /** The writer's first name, never a number. */
  name: v.string(),
  text: v.string(),
  amens: v.number(),
  /** Amened by the person asking. */
  amened: v.boolean(),
  /** Written by the person asking. */
  mine: v.boolean(),
});
export type KhatamanPrayer = v.InferOutput<typeof KhatamanPrayerSchema>;

export const KhatamanPrayersSchema = v.object({
  intention: AmenCountSchema,
  prayers: v.array(KhatamanPrayerSchema),
  /** The person asking may write a prayer here (they hold a juz or opened it). */
  can_pray: v.boolean(),
});
export type KhatamanPrayers = v.InferOutput<typeof KhatamanPrayersSchema>;
