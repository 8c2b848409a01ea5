import * as v from 'valibot';
import { IdSchema, REQUIRED } from './fields';
import { isRealDate } from './user';
import { MosqueKhatamanListSchema } from './khataman';
import { RosterDaySchema } from './ramadan-roster';

/*
 * What a mosque's wall screen (/masjid/<slug>/layar) shows besides the clock and the times, set
 * by the mosque's staff from their phone (issue 44). The screen runs for weeks without a signal,
 * so every field has a default a screen can use before it ever heard from the server.
 *
 * The API that stores and serves these, the form schemas and the staff panel grow from here; the
 * screen reads `WallSettings` and nothing else.
 */

/** The screens a wall can show, each switched on or off per mosque. */
export const WALL_SCREENS = ['iqamah_countdown', 'quiet', 'dzikir', 'ayat', 'donation'] as const;
export type WallScreen = (typeof WALL_SCREENS)[number];
export const WALL_SCREEN_LABELS: Record<WallScreen, string> = {
  iqamah_countdown: 'Hitung mundur iqamah',
  quiet: 'Layar tenang saat salat',
  dzikir: 'Dzikir setelah salat',
  ayat: 'Ayat hari ini',
  donation: 'Infaq dan kode QR',
};

/** A sound the screen plays at adzan and at iqamah: none, the shipped chime, or the mosque's own file. */
export const WALL_CHIMES = ['off', 'chime', 'own'] as const;
export type WallChime = (typeof WALL_CHIMES)[number];

/** Between isya and subuh the screen may stay as it is, dim, or go dark (waking for subuh). */
export const WALL_NIGHT_MODES = ['off', 'dim', 'sleep'] as const;
export type WallNightMode = (typeof WALL_NIGHT_MODES)[number];

export type WallSettings = {
  screens: Record<WallScreen, boolean>;
  /** Minutes the dzikir after prayer shows once the quiet screen ends (0–30). */
  dzikir_minutes: number;
  chime: { at_adzan: boolean; at_iqamah: boolean; sound: WallChime; own_url: string | null };
  night: { mode: WallNightMode; /** Minutes after isya's iqamah the night begins (0–180). */ after_isya_minutes: number };
};

export const DEFAULT_WALL_SETTINGS: WallSettings = {
  screens: { iqamah_countdown: true, quiet: true, dzikir: true, ayat: true, donation: true },
  dzikir_minutes: 10,
  chime: { at_adzan: false, at_iqamah: false, sound: 'off', own_url: null },
  night: { mode: 'off', after_isya_minutes: 60 },
};

export const WALL_DZIKIR_MINUTES_MAX = 30;
export const WALL_NIGHT_AFTER_ISYA_MAX = 180;

/*
 * What the staff set for the wall from their phone, and what the screen reads (issue 44).
 *
 * Public (/api/masjid):
 * - get_wall (GET, { slug }) → WallContent: settings, posters showing now and in the next
 *   WALL_POSTERS_AHEAD_DAYS days (with their dates, so a screen offline for weeks switches by date
 *   on the device), the pengumuman kilat and the janazah notice
 * Admin (/api/admin, staff of that mosque or a network admin; every change audited):
 * - get_wall_admin (GET, { masjid_id }) → WallContent (every poster not yet over)
 * - save_wall_settings (POST, WallSettingsForm) → WallContent
 * - save_wall_poster (POST, WallPosterForm: no id adds, an id edits) → WallContent
 * - move_wall_poster (POST, { id, direction: 'up' | 'down' }) → WallContent
 * - remove_wall_poster (POST, { id }) → WallContent
 * - save_wall_chime (POST, WallChimeForm: MP3, M4A or OGG, ≤ 1 MB; the sound becomes 'own') / clear_wall_chime (POST, { masjid_id }) → WallContent
 * - save_wall_flash (POST, WallFlashForm) / clear_wall_flash (POST, { masjid_id }) → WallContent
 * - save_wall_janazah (POST, WallJanazahForm) / clear_wall_janazah (POST, { masjid_id }) → WallContent
 */

/** Posters one mosque may hold that are not yet over. */
export const WALL_POSTERS_MAX = 20;
/** The screen is sent the posters that begin within this many days, so it can run that long alone. */
export const WALL_POSTERS_AHEAD_DAYS = 60;
/** A poster may be planned this far ahead. */
export const WALL_POSTER_PLAN_DAYS = 366;
/** A janazah notice is for today or the next few days. */
export const WALL_JANAZAH_AHEAD_DAYS = 7;
export const WALL_POSTER_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const WALL_POSTER_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The mosque's own adzan/iqamah sound: a short file, kept on every wall screen for offline. */
export const WALL_CHIME_MAX_BYTES = 1024 * 1024;
export const WALL_CHIME_TYPES = ['audio/mpeg', 'audio/mp4', 'audio/ogg'] as const;
export const WALL_TEXT_MAX = { posterTitle: 80, posterBody: 400, flash: 140, janazahName: 80, janazahPlace: 120 } as const;

export const WALL_PRAYERS = ['subuh', 'dzuhur', 'ashar', 'maghrib', 'isya'] as const;
export type WallPrayer = (typeof WALL_PRAYERS)[number];
export const WALL_PRAYER_LABELS: Record<WallPrayer, string> = { subuh: 'Subuh', dzuhur: 'Dzuhur', ashar: 'Ashar', maghrib: 'Maghrib', isya: 'Isya' };

export const wallMessages = {
  settingsSaved: 'Pengaturan layar berhasil disimpan',
  posterAdded: 'Poster berhasil ditambahkan',
  posterSaved: 'Poster berhasil disimpan',
  posterMoved: 'Urutan poster diubah',
  posterRemoved: 'Poster dihapus',
  posterNotFound: 'Poster tidak ditemukan',
  flashSaved: 'Pengumuman kilat tampil di layar',
  flashCleared: 'Pengumuman kilat dihapus',
  janazahSaved: 'Kabar duka tampil di layar',
  janazahCleared: 'Kabar duka dihapus',
  mosqueNotFound: 'Masjid tidak ditemukan',
  tooLong: (max: number) => `Maksimal ${max} karakter`,
  minutesInvalid: (max: number) => `Isi 0 sampai ${max} menit`,
  choiceInvalid: 'Pilihan tidak valid',
  dateInvalid: 'Tanggal tidak valid',
  timeInvalid: 'Jam tidak valid (contoh 13:30)',
  endBeforeStart: 'Tanggal selesai tidak boleh sebelum tanggal mulai',
  posterWindow: 'Tanggal harus antara hari ini dan satu tahun ke depan',
  tooManyPosters: `Paling banyak ${WALL_POSTERS_MAX} poster yang belum selesai`,
  imageNeeded: 'Pilih gambar poster',
  imageType: 'Poster harus berupa gambar PNG, JPEG atau WebP',
  imageSize: 'Ukuran gambar poster maksimal 2 MB',
  textNeeded: 'Isi judul atau isi poster',
  chimeSaved: 'Bunyi sendiri tersimpan dan dipakai layar',
  chimeRemoved: 'Bunyi sendiri dihapus',
  chimeType: 'Bunyi harus berupa berkas MP3, M4A atau OGG',
  chimeSize: 'Ukuran berkas bunyi maksimal 1 MB',
  chimeNeeded: 'Unggah berkas bunyi dulu',
  flashEndPassed: 'Waktu selesai sudah lewat',
  janazahWhen: 'Pilih salat atau isi jam',
  janazahWindow: `Tanggal harus antara hari ini dan ${WALL_JANAZAH_AHEAD_DAYS} hari ke depan`,
} as const;

const DateOnly = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

// ---------- answers ----------

const Minutes = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max));

/** Stored settings read back: anything missing or no longer valid falls back to its default. */
export const WallSettingsSchema = v.object({
  screens: v.object(Object.fromEntries(WALL_SCREENS.map((s) => [s, v.fallback(v.boolean(), DEFAULT_WALL_SETTINGS.screens[s])])) as Record<WallScreen, v.SchemaWithFallback<v.BooleanSchema<undefined>, boolean>>),
  dzikir_minutes: v.fallback(Minutes(WALL_DZIKIR_MINUTES_MAX), DEFAULT_WALL_SETTINGS.dzikir_minutes),
  chime: v.fallback(v.object({
    at_adzan: v.boolean(), at_iqamah: v.boolean(), sound: v.picklist(WALL_CHIMES), own_url: v.nullable(v.string()),
  }), DEFAULT_WALL_SETTINGS.chime),
  night: v.fallback(v.object({ mode: v.picklist(WALL_NIGHT_MODES), after_isya_minutes: Minutes(WALL_NIGHT_AFTER_ISYA_MAX) }), DEFAULT_WALL_SETTINGS.night),
}) satisfies v.GenericSchema<unknown, WallSettings>;

export const WallPosterSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  kind: v.picklist(['text', 'image']),
  title: v.string(),
  body: v.string(),
  /** '/uploads/…' for an image poster, else null. */
  image_url: v.nullable(v.string()),
  /** Shown from the start of this date to the end of `ends_on`, at the mosque. */
  starts_on: DateOnly,
  ends_on: DateOnly,
});
export type WallPoster = v.InferOutput<typeof WallPosterSchema>;

export const WallFlashSchema = v.object({
  text: v.string(),
  /** ISO instant after which it no longer shows; null: until the staff clear it. */
  ends_at: v.nullable(v.string()),
});
export type WallFlash = v.InferOutput<typeof WallFlashSchema>;

export const WallJanazahSchema = v.object({
  name: v.string(),
  /** 'disalatkan setelah <prayer>', or at `time`. */
  after_prayer: v.nullable(v.picklist(WALL_PRAYERS)),
  time: v.nullable(v.pipe(v.string(), v.regex(HHMM))),
  date: DateOnly,
  place: v.string(),
});
export type WallJanazah = v.InferOutput<typeof WallJanazahSchema>;

export const WallContentSchema = v.object({
  settings: WallSettingsSchema,
  /** In the staff's order. */
  posters: v.array(WallPosterSchema),
  flash: v.nullable(WallFlashSchema),
  janazah: v.nullable(WallJanazahSchema),
  /** The mosque's running khataman and their progress (copies kept before there were any have none). */
  khataman: v.optional(MosqueKhatamanListSchema, []),
  /** The Ramadan roster of the coming ROSTER_WALL_DAYS days, so tonight's imam shows offline too. */
  roster: v.optional(v.array(RosterDaySchema), []),
});
export type WallContent = v.InferOutput<typeof WallContentSchema>;

export const EMPTY_WALL_CONTENT: WallContent = { settings: DEFAULT_WALL_SETTINGS, posters: [], flash: null, janazah: null, khataman: [], roster: [] };

/** 'disalatkan setelah Dzuhur' or 'disalatkan pukul 13.30'. */
export const janazahWhen = (j: Pick<WallJanazah, 'after_prayer' | 'time'>): string =>
  j.after_prayer ? `disalatkan setelah ${WALL_PRAYER_LABELS[j.after_prayer]}` : `disalatkan pukul ${(j.time ?? '').replace(':', '.')}`;

// ---------- requests ----------

const MasjidId = IdSchema;
const PosterId = IdSchema;
const text = (max: number) => v.pipe(v.string(REQUIRED), v.trim(), v.nonEmpty(REQUIRED), v.maxLength(max, wallMessages.tooLong(max)));
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, wallMessages.tooLong(max))), '');
const DateField = v.pipe(v.string(REQUIRED), v.trim(), v.nonEmpty(REQUIRED), v.check(isRealDate, wallMessages.dateInvalid));
/** A checkbox as a form sends it: 'Y' on, anything else (or nothing) off. */
const Switch = v.pipe(v.optional(v.string(), ''), v.transform((s) => s === 'Y'));
const MinutesField = (max: number) => v.pipe(
  v.union([v.string(), v.number()], wallMessages.minutesInvalid(max)),
  v.transform((x) => (typeof x === 'number' ? x : /^\d{1,3}$/.test(x.trim()) ? Number(x.trim()) : Number.NaN)),
  v.number(wallMessages.minutesInvalid(max)),
  v.integer(wallMessages.minutesInvalid(max)),
  v.minValue(0, wallMessages.minutesInvalid(max)),
  v.maxValue(max, wallMessages.minutesInvalid(max)),
);

export const WallSettingsForm = v.object({
  masjid_id: MasjidId,
  ...(Object.fromEntries(WALL_SCREENS.map((s) => [`screen_${s}`, Switch])) as Record<`screen_${WallScreen}`, typeof Switch>),
  dzikir_minutes: MinutesField(WALL_DZIKIR_MINUTES_MAX),
  chime_at_adzan: Switch,
  chime_at_iqamah: Switch,
  /** 'own' plays the file uploaded with save_wall_chime (refused while there is none). */
  chime_sound: v.picklist(WALL_CHIMES, wallMessages.choiceInvalid),
  night_mode: v.picklist(WALL_NIGHT_MODES, wallMessages.choiceInvalid),
  night_after_isya_minutes: MinutesField(WALL_NIGHT_AFTER_ISYA_MAX),
});
export type WallSettingsFormInput = v.InferInput<typeof WallSettingsForm>;

/** The settings a saved form stands for; the mosque's own sound file stays as it was. */
export function settingsOfForm(f: v.InferOutput<typeof WallSettingsForm>, before: WallSettings): WallSettings {
  return {
    screens: Object.fromEntries(WALL_SCREENS.map((s) => [s, f[`screen_${s}`]])) as Record<WallScreen, boolean>,
    dzikir_minutes: f.dzikir_minutes,
    chime: { at_adzan: f.chime_at_adzan, at_iqamah: f.chime_at_iqamah, sound: f.chime_sound, own_url: before.chime.own_url },
    night: { mode: f.night_mode, after_isya_minutes: f.night_after_isya_minutes },
  };
}

/** The form's fields for stored settings. */
export type WallSettingsFields = Record<`screen_${WallScreen}`, string> & {
  dzikir_minutes: string; chime_at_adzan: string; chime_at_iqamah: string; chime_sound: WallChime; night_mode: WallNightMode; night_after_isya_minutes: string;
};
export const formOfSettings = (s: WallSettings): WallSettingsFields => ({
  ...(Object.fromEntries(WALL_SCREENS.map((k) => [`screen_${k}`, s.screens[k] ? 'Y' : ''])) as Record<`screen_${WallScreen}`, string>),
  dzikir_minutes: String(s.dzikir_minutes),
  chime_at_adzan: s.chime.at_adzan ? 'Y' : '',
  chime_at_iqamah: s.chime.at_iqamah ? 'Y' : '',
  chime_sound: s.chime.sound === 'own' && !s.chime.own_url ? 'chime' : s.chime.sound,
  night_mode: s.night.mode,
  night_after_isya_minutes: String(s.night.after_isya_minutes),
});

export const WallPosterForm = v.pipe(
  v.object({
    masjid_id: MasjidId,
    /** Absent or '' adds a poster; an id edits that one. */
    id: v.optional(v.union([v.literal(''), PosterId]), ''),
    kind: v.picklist(['text', 'image'], wallMessages.choiceInvalid),
    title: optionalText(WALL_TEXT_MAX.posterTitle),
    body: optionalText(WALL_TEXT_MAX.posterBody),
    /** A data URL of a new image; absent keeps an edited poster's image. */
    image: v.optional(v.pipe(v.string(), v.maxLength(Math.ceil((WALL_POSTER_IMAGE_MAX_BYTES * 4) / 3) + 64, wallMessages.imageSize)), ''),
    starts_on: DateField,
    ends_on: DateField,
  }),
  v.forward(v.check((f) => f.ends_on >= f.starts_on, wallMessages.endBeforeStart), ['ends_on']),
  v.forward(v.check((f) => f.kind === 'image' || f.title !== '' || f.body !== '', wallMessages.textNeeded), ['title']),
);
export type WallPosterFormInput = v.InferInput<typeof WallPosterForm>;

export const MoveWallPosterForm = v.object({ id: PosterId, direction: v.picklist(['up', 'down'], wallMessages.choiceInvalid) });
export const WallPosterIdForm = v.object({ id: PosterId });
export const WallMasjidForm = v.object({ masjid_id: MasjidId });
/** A data URL of the mosque's own sound file. */
export const WallChimeForm = v.object({
  masjid_id: MasjidId,
  audio: v.pipe(v.string(wallMessages.chimeType), v.minLength(1, wallMessages.chimeNeeded), v.maxLength(Math.ceil((WALL_CHIME_MAX_BYTES * 4) / 3) + 64, wallMessages.chimeSize)),
});

export const WallFlashForm = v.pipe(
  v.object({
    masjid_id: MasjidId,
    text: text(WALL_TEXT_MAX.flash),
    /** Optional end at the mosque: a date, and a time that defaults to the end of that day. */
    until_date: v.optional(v.union([v.literal(''), DateField]), ''),
    until_time: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.regex(HHMM, wallMessages.timeInvalid))]), ''),
  }),
  v.forward(v.check((f) => f.until_time === '' || f.until_date !== '', REQUIRED), ['until_date']),
);
export type WallFlashFormInput = v.InferInput<typeof WallFlashForm>;

export const WallJanazahForm = v.pipe(
  v.object({
    masjid_id: MasjidId,
    name: text(WALL_TEXT_MAX.janazahName),
    after_prayer: v.optional(v.union([v.literal(''), v.picklist(WALL_PRAYERS, wallMessages.choiceInvalid)]), ''),
    time: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.regex(HHMM, wallMessages.timeInvalid))]), ''),
    date: DateField,
    place: optionalText(WALL_TEXT_MAX.janazahPlace),
  }),
  v.forward(v.check((f) => (f.after_prayer === '') !== (f.time === ''), wallMessages.janazahWhen), ['after_prayer']),
);
export type WallJanazahFormInput = v.InferInput<typeof WallJanazahForm>;
