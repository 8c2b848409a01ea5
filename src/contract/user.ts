import * as v from 'valibot';
import { normalizePhone, REQUIRED } from './fields';

/*
 * The user controller (/api/user), shared by the profile screens and the server.
 *
 * Calls (all POST, with the session cookie):
 * - get_user: empty body → 200 `{ data: User }`, or 401 with `data: {}` for a guest (the profile
 *   pages then go to /auth; the donate page treats the visitor as a guest).
 * - edit_profile: form `editType` + `editValue` (+ `proof` where a verified code is needed) →
 *   EditProfileAnswer. Sent with an Idempotency-Key so an outbox replay changes nothing again.
 *   Field errors come back as 422 `errors.editValue` (or `errors.proof`).
 * - send_otp: form `verifWith=whatsapp` → sends a five-digit code to the CURRENT number of the
 *   logged-in user (purpose 'change-phone-current'); answers OtpSent (see contract/auth.ts). A
 *   `codeOTP` field from an older client is ignored: the server makes the code.
 *
 * Changing the WhatsApp number (?edit=phone&state=choosing → verification → edit):
 *  1. user.send_otp(verifWith 'whatsapp')                         → code to the current number
 *  2. auth.verify_otp(current number, code, 'change-phone-current') → { proof: proof1 }
 *  3. user.edit_profile(editType 'whatsapp', editValue NEW number, proof=proof1)
 *       → refused (409) if the new number belongs to another account; otherwise proof1 is used up,
 *         a code goes to the NEW number (purpose 'change-phone-new') and the answer is
 *         `{ pending: true, phone, expiresAt }`. The 'Kirim ulang OTP' button on that step calls
 *         auth.resend_otp(NEW number, purpose 'change-phone-new') with the session cookie.
 *  4. auth.verify_otp(NEW number, code, 'change-phone-new')        → { proof: proof2 }
 *  5. user.edit_profile(editType 'whatsapp', editValue NEW number, proof=proof2)
 *       → the number is replaced, the OLD number is told by WhatsApp, every session of the account
 *         ends (the cookie is cleared) and the answer is `{ pending: false, loggedOut: true, user }`.
 *         The screen sets the success flag and goes to /auth to log in with the new number.
 *
 * Changing the email (?edit=email&state=choosing → verification → edit): steps 1 and 2 above, then
 * user.edit_profile(editType 'email', editValue, proof=proof1) → `{ pending: false, user }`.
 *
 * Every other editType needs no proof and answers `{ pending: false, loggedOut: false, user }`.
 */

export const GENDERS = ['Laki-laki', 'Perempuan'] as const;
export const GREETINGS = ['Ayah', 'Bunda', 'Bapak', 'Ibu', 'Mas', 'Mbak'] as const;
export type Gender = (typeof GENDERS)[number];
export type Greeting = (typeof GREETINGS)[number];

export const FULLNAME_MAX = 30;
export const ADDRESS_MAX = 50;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const userMessages = {
  fullnameMax: 'Maksimal 30 karakter',
  addressMax: 'Maksimal 50 karakter',
  email: 'Email tidak valid',
  phone: 'Nomor Whatsapp tidak valid',
  birthdate: 'Tanggal lahir tidak valid',
  choice: 'Pilihan tidak valid',
  avatarType: 'Foto harus berupa gambar PNG, JPEG atau WebP',
  avatarSize: 'Ukuran foto maksimal 2 MB',
  phoneTaken: 'Nomor Whatsapp sudah dipakai akun lain',
  phoneSame: 'Nomor Whatsapp baru sama dengan nomor sekarang',
  needsVerification: 'Verifikasi nomor Whatsapp kamu terlebih dahulu',
  saved: 'Update data berhasil disimpan.',
  codeSentToNew: 'Kode OTP telah dikirim ke nomor Whatsapp barumu',
  phoneChanged: 'Nomor Whatsapp berhasil diubah. Silakan masuk dengan nomor barumu.',
} as const;

/** The user as get_user answers it (spec section 3); empty values are null ('(Belum Lengkap)'). */
export const UserSchema = v.object({
  nama: v.string(),
  /** Without the leading 62, e.g. '81234567890'; shown as +62… */
  whatsapp: v.string(),
  email: v.nullable(v.string()),
  /** Y-m-d */
  tgl_lahir: v.nullable(v.string()),
  alamat: v.nullable(v.string()),
  kelamin: v.nullable(v.picklist(GENDERS)),
  sapaan: v.nullable(v.picklist(GREETINGS)),
  /** A same-origin URL such as /uploads/<uuid>.png, or null. */
  avatar: v.nullable(v.string()),
  /** ISO date-time of registration (the profile's join date). */
  created_date: v.string(),
  role: v.picklist(['user', 'admin']),
  /** A network admin or any mosque's staff: 'Panel Pengurus' shows in the profile menu (get_user only). */
  staff: v.optional(v.boolean()),
});
export type User = v.InferOutput<typeof UserSchema>;

/** get_user answers the user in data.data, as the spec's profile and donate pages read it. */
export const GetUserAnswerSchema = v.object({ data: UserSchema });

// ---------- field rules (forms and server) ----------

const requiredText = v.pipe(v.string(REQUIRED), v.trim(), v.nonEmpty(REQUIRED));

export const FullnameEditSchema = v.pipe(requiredText, v.maxLength(FULLNAME_MAX, userMessages.fullnameMax));
export const AddressEditSchema = v.pipe(requiredText, v.maxLength(ADDRESS_MAX, userMessages.addressMax));
export const EmailEditSchema = v.pipe(requiredText, v.toLowerCase(), v.maxLength(254, userMessages.email), v.email(userMessages.email));
export const GenderEditSchema = v.picklist(GENDERS, userMessages.choice);
export const GreetingEditSchema = v.picklist(GREETINGS, userMessages.choice);

/** The profile's WhatsApp field: required, numeric (the +62 prefix is shown beside it). */
export const WhatsappEditSchema = v.pipe(
  requiredText,
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const phone = normalizePhone(dataset.value);
    if (!phone) {
      addIssue({ message: userMessages.phone });
      return NEVER;
    }
    return phone;
  }),
);

/** Y-m-d of a real calendar day from 1900-01-01 on. The server also refuses a day after today. */
export const BirthdateEditSchema = v.pipe(
  requiredText,
  v.check((s) => isRealDate(s) && s >= '1900-01-01', userMessages.birthdate),
);

export function isRealDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** The avatar as a data URL; the server also checks the bytes are really that image type. */
export const AvatarEditSchema = v.pipe(
  v.string(REQUIRED),
  v.nonEmpty(REQUIRED),
  v.regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/, userMessages.avatarType),
  // base64 is 4 characters per 3 bytes
  v.check((s) => Math.floor(((s.length - s.indexOf(',') - 1) * 3) / 4) <= AVATAR_MAX_BYTES + 2, userMessages.avatarSize),
);

export const EDIT_TYPES = ['avatar', 'fullname', 'whatsapp', 'email', 'birthdate', 'address', 'gender', 'greeting'] as const;
export type EditType = (typeof EDIT_TYPES)[number];

const Proof = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)));
const edit = <T extends EditType, S extends v.GenericSchema<unknown, unknown>>(type: T, value: S) =>
  // A missing editValue reads as empty, so it gets the field's own message, not valibot's English.
  v.object({ editType: v.literal(type), editValue: v.optional(value, ''), proof: Proof });

/** The edit_profile request: one value schema per editType. */
export const EditProfileSchema = v.variant(
  'editType',
  [
    edit('avatar', AvatarEditSchema),
    edit('fullname', FullnameEditSchema),
    edit('whatsapp', WhatsappEditSchema),
    edit('email', EmailEditSchema),
    edit('birthdate', BirthdateEditSchema),
    edit('address', AddressEditSchema),
    edit('gender', GenderEditSchema),
    edit('greeting', GreetingEditSchema),
  ],
  'Jenis data tidak dikenal',
);
export type EditProfileInput = v.InferInput<typeof EditProfileSchema>;

export const EditProfileAnswerSchema = v.variant('pending', [
  /** Step 3 of a phone change: a code went to the new number. */
  v.object({ pending: v.literal(true), phone: v.string(), expiresAt: v.string() }),
  /** Saved. `loggedOut` after a phone change: every session ended, log in again. */
  v.object({ pending: v.literal(false), loggedOut: v.boolean(), user: UserSchema }),
]);
export type EditProfileAnswer = v.InferOutput<typeof EditProfileAnswerSchema>;

export const UserSendOtpSchema = v.object({
  verifWith: v.optional(v.picklist(['whatsapp'], 'Metode verifikasi tidak tersedia'), 'whatsapp'),
});
