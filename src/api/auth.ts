import * as v from 'valibot';
import { callApi, flushPendingLogout, markPendingLogout } from './client';
import {
  LoginAnswerSchema, OtpProofSchema, OtpSentSchema, RegisterAnswerSchema, type OtpPurpose,
} from '../contract/auth';

// One function per auth call. Each throws ApiError (status, Indonesian message, field errors,
// retryAfter on 429) or NetworkError; show `error.message` in the red alert above the form.
// The flows (register, forgot password, phone change) are described in contract/auth.ts.

/** Logs in; the server sets the HttpOnly session cookie. 401 'Nomor Whatsapp atau kata sandi salah'. */
export function login(input: { whatsapp: string; password: string }) {
  return callApi({ controller: 'auth', kode: 'login', method: 'POST', body: input }, LoginAnswerSchema);
}

/**
 * Ends this session and clears the cookie (200 even when already logged out). Marked first, so
 * when the call cannot reach the server (NetworkError) it is sent before any later call.
 */
export function logout(): Promise<void> {
  markPendingLogout();
  return flushPendingLogout();
}

/**
 * Sends a code to the number (register: 409 if it is already registered). Keep `sentAt` /
 * `expiresAt` for the countdown; the code itself never reaches the browser.
 */
export function sendOtp(input: { phoneNumber: string; purpose?: OtpPurpose }) {
  return callApi({ controller: 'auth', kode: 'send_otp', method: 'POST', body: { phoneNumber: input.phoneNumber, purpose: input.purpose ?? 'register' } }, OtpSentSchema);
}

/** 'Kirim ulang OTP': a new code; the previous one stops working. */
export function resendOtp(input: { phoneNumber: string; purpose?: OtpPurpose }) {
  return callApi({ controller: 'auth', kode: 'resend_otp', method: 'POST', body: { phoneNumber: input.phoneNumber, purpose: input.purpose ?? 'register' } }, OtpSentSchema);
}

/** Checks the five digits; a correct code answers a single-use proof for the next step. */
export function verifyOtp(input: { phoneNumber: string; code: string; purpose: OtpPurpose }) {
  return callApi({ controller: 'auth', kode: 'verify_otp', method: 'POST', body: input }, OtpProofSchema);
}

/** Creates the account (not logged in: the welcome screen leads to /auth). */
export function register(input: { whatsapp: string; fullname: string; password: string; proof: string }) {
  return callApi({ controller: 'auth', kode: 'register', method: 'POST', body: input }, RegisterAnswerSchema);
}

/** Sends a reset code if the number is registered; the answer is the same either way. */
export function forgotPassword(input: { phoneNumber: string }) {
  return callApi({ controller: 'auth', kode: 'forgot_password', method: 'POST', body: input }, OtpSentSchema);
}

/** Sets the new password with the 'forgot-password' proof; every session of the account ends. */
export function newPassword(input: { whatsapp: string; password: string; proof: string }) {
  return callApi({ controller: 'auth', kode: 'new-password', method: 'POST', body: input }, v.unknown());
}
