import * as v from 'valibot';
import { PhoneSchema, REQUIRED, toStoredPhone } from './fields';
import { FULLNAME_MAX, UserSchema } from './user';

/*
 * The auth controller (/api/auth, all POST), shared by the account screens and the server.
 * The server makes, sends and checks every code (ARCHITECTURE.md, "OTP is generated and checked
 * by the server"); the browser keeps only the issue time for its countdown, never the code.
 *
 * Register (/auth/register → /auth/verification → /auth/register/password → welcome):
 *  1. send_otp(phoneNumber, purpose 'register') → OtpSent; 409 if the number is already registered.
 *     'Kirim ulang OTP' calls resend_otp with the same fields (the previous code stops working).
 *  2. verify_otp(phoneNumber, code, purpose 'register') → { proof } (single use, 10 minutes).
 *  3. register(whatsapp, fullname, password, proof) → 201, not logged in (welcome → /auth).
 *
 * Forgot password (/forgot-password → verification → new-password):
 *  1. forgot_password(phoneNumber) → OtpSent, the same answer whether or not the number is
 *     registered (a code is only sent when it is).
 *  2. verify_otp(phoneNumber, code, purpose 'forgot-password') → { proof }
 *  3. new-password(whatsapp, password, proof) → 200; every session of the account ends.
 *
 * Login: login(whatsapp, password) → { user } and the HttpOnly session cookie; a wrong number or
 * password both read 'Nomor Whatsapp atau kata sandi salah' (401). Logout: logout() → 200 and the
 * cookie is cleared. Too many tries anywhere → 429 with Retry-After (ApiError.retryAfter).
 *
 * A wrong code → 422 `errors.code` 'Kode OTP salah'; after 5 wrong tries, or 2 minutes after
 * sending, the code is void → 422 `errors.code` OTP_MESSAGES.expired (offer 'Kirim ulang OTP').
 * A missing, used or foreign proof → 403 OTP_MESSAGES.proof (start the verification again).
 *
 * send_otp / forgot_password take purposes 'register' and 'forgot-password' only. The profile's
 * codes start at user.send_otp and user.edit_profile (contract/user.ts); their 'Kirim ulang OTP'
 * calls resend_otp(phoneNumber, purpose 'change-phone-current' | 'change-phone-new') with the
 * session cookie, for the account's own number or the new number it is switching to.
 */

export const OTP_PURPOSES = ['register', 'forgot-password', 'change-phone-current', 'change-phone-new'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

export const OTP_LENGTH = 5;
export const OTP_TTL_SECONDS = 120;
export const OTP_MAX_ATTEMPTS = 5;
export const PROOF_TTL_SECONDS = 600;
export const PASSWORD_MIN = 8;

export const authMessages = {
  registerFullnameMax: 'Maksimal diisi  30 karakter', // two spaces, as the spec writes it
  phoneMin: 'Nomor Whatsapp diisi minimal 10 digit',
  passwordMin: 'Password minimal 8 karakter',
  passwordMismatch: 'Password tidak sesuai',
  loginFailed: 'Nomor Whatsapp atau kata sandi salah',
  loggedIn: 'Berhasil masuk',
  loggedOut: 'Berhasil keluar',
  phoneRegistered: 'Nomor Whatsapp sudah terdaftar. Silakan masuk.',
  registered: 'Pendaftaran berhasil',
  passwordChanged: 'Kata sandi berhasil diubah. Silakan masuk kembali.',
  forgotSent: 'Jika nomor ini terdaftar, kode OTP telah dikirim lewat Whatsapp',
} as const;

export const OTP_MESSAGES = {
  sent: 'Kode OTP telah dikirim lewat Whatsapp',
  codeFormat: 'Kode OTP terdiri dari 5 angka',
  wrong: 'Kode OTP salah',
  expired: 'Kode OTP sudah tidak berlaku. Silakan kirim ulang OTP.',
  proof: 'Verifikasi kode OTP diperlukan. Silakan ulangi verifikasi.',
  verified: 'Kode OTP benar',
  sendFailed: 'Kode OTP belum bisa dikirim lewat Whatsapp. Coba lagi sebentar lagi, ya.',
  tooManyWrong: 'Terlalu banyak kode OTP yang salah. Coba lagi nanti, ya.',
} as const;

// ---------- field rules (forms and server) ----------

/**
 * A missing field reads as empty, so it gets the field's own Indonesian message ('Mohon diisi
 * terlebih dahulu') instead of valibot's generic English "Invalid key".
 */
export const present = <S extends v.GenericSchema<string, unknown>>(schema: S) => v.optional(schema, '');

/** Register's number: required, at least 10 digits as typed, then a valid Indonesian mobile number. */
export const RegisterPhoneSchema = v.pipe(
  v.string(REQUIRED),
  v.trim(),
  v.nonEmpty(REQUIRED),
  v.check((s) => s.replace(/\D/g, '').length >= 10, authMessages.phoneMin),
  toStoredPhone,
);

export const RegisterFullnameSchema = v.pipe(
  v.string(REQUIRED),
  v.trim(),
  v.nonEmpty(REQUIRED),
  v.maxLength(FULLNAME_MAX, authMessages.registerFullnameMax),
);

export const PasswordSchema = v.pipe(
  v.string(REQUIRED),
  v.nonEmpty(REQUIRED),
  v.minLength(8, authMessages.passwordMin),
  // scrypt takes any length; the cap keeps a request from costing more than a hash
  v.maxLength(200, 'Password maksimal 200 karakter'),
);

export const OtpCodeSchema = v.pipe(v.string(REQUIRED), v.trim(), v.nonEmpty(REQUIRED), v.regex(/^\d{5}$/, OTP_MESSAGES.codeFormat));
export const OtpPurposeSchema = v.optional(v.picklist(OTP_PURPOSES, 'Tujuan OTP tidak dikenal'), 'register');
export const ProofSchema = v.pipe(v.string(OTP_MESSAGES.proof), v.trim(), v.nonEmpty(OTP_MESSAGES.proof), v.maxLength(200, OTP_MESSAGES.proof));

// ---------- screen forms ----------

/** /auth: both required. */
export const LoginFormSchema = v.object({
  whatsapp: present(PhoneSchema),
  password: present(v.pipe(v.string(REQUIRED), v.nonEmpty(REQUIRED), v.maxLength(200, authMessages.loginFailed))),
});

/** /auth/register: 'Buat Akunmu'. */
export const RegisterFormSchema = v.object({
  fullName: present(RegisterFullnameSchema),
  phoneNumber: present(RegisterPhoneSchema),
});

/** The password screens (register and new password). */
export const PasswordFormSchema = v.pipe(
  v.object({
    password: present(PasswordSchema),
    confirmPassword: present(v.pipe(v.string(REQUIRED), v.nonEmpty(REQUIRED))),
  }),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (x) => x.password === x.confirmPassword, authMessages.passwordMismatch),
    ['confirmPassword'],
  ),
);

/** /forgot-password: the registered number. */
export const ForgotPasswordFormSchema = v.object({ whatsapp: present(PhoneSchema) });

/** The five boxes joined. */
export const OtpFormSchema = v.object({ code: present(OtpCodeSchema) });

// ---------- requests (server input) ----------

export const LoginRequestSchema = LoginFormSchema;
export const SendOtpRequestSchema = v.object({ phoneNumber: present(PhoneSchema), purpose: OtpPurposeSchema });
export const VerifyOtpRequestSchema = v.object({ phoneNumber: present(PhoneSchema), code: present(OtpCodeSchema), purpose: OtpPurposeSchema });
export const RegisterRequestSchema = v.object({
  whatsapp: present(RegisterPhoneSchema),
  fullname: present(RegisterFullnameSchema),
  password: present(PasswordSchema),
  proof: present(ProofSchema),
});
export const ForgotPasswordRequestSchema = v.object({ phoneNumber: present(PhoneSchema) });
export const NewPasswordRequestSchema = v.object({ whatsapp: present(PhoneSchema), password: present(PasswordSchema), proof: present(ProofSchema) });

// ---------- answers ----------

/** A code was sent (or, for forgot_password, would have been): the countdown runs to expiresAt. */
export const OtpSentSchema = v.object({
  /** The number without 62, as the server understood it. */
  phone: v.string(),
  purpose: v.picklist(OTP_PURPOSES),
  sentAt: v.string(),
  expiresAt: v.string(),
});
export type OtpSent = v.InferOutput<typeof OtpSentSchema>;

export const OtpProofSchema = v.object({ proof: v.string(), expiresAt: v.string() });
export type OtpProof = v.InferOutput<typeof OtpProofSchema>;

export const LoginAnswerSchema = v.object({ user: UserSchema });
/** The new account, already logged in (the session cookie comes with it). */
export const RegisterAnswerSchema = v.object({ nama: v.string(), whatsapp: v.string(), user: UserSchema });
