import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Config } from '../config.ts';
import { publicOriginIsHttps } from './public-origin.ts';
import { SESSION_COOKIE, SESSION_DAYS } from '../lib/sessions.ts';

/** Secure when the public origin is https, or the request itself (or a trusted proxy) says https. */
function isSecure(c: Context, config: Config): boolean {
  if (publicOriginIsHttps(config)) return true;
  if (new URL(c.req.url).protocol === 'https:') return true;
  return config.trustProxyHops > 0 && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}

/** The session cookie: HttpOnly (no script reads it), SameSite=Lax, whole site, 30 days. */
export function setSessionCookie(c: Context, config: Config, token: string): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true, sameSite: 'Lax', path: '/', maxAge: SESSION_DAYS * 86_400, secure: isSecure(c, config),
  });
}

export function clearSessionCookie(c: Context, config: Config): void {
  deleteCookie(c, SESSION_COOKIE, { httpOnly: true, sameSite: 'Lax', path: '/', secure: isSecure(c, config) });
}

export const readSessionCookie = (c: Context): string | undefined => getCookie(c, SESSION_COOKIE);

/**
 * The browser's one-time-code ticket: a random value this browser gets with its first code and
 * sends back with its guesses. A code is checked only against guesses carrying the ticket of the
 * browser that asked for it, so a stranger's guesses never reach (or void) the code the owner
 * asked for. HttpOnly, SameSite=Strict, under /api (auth and user both send codes). It lasts
 * OTP_TICKET_DAYS, renewed with each code: a browser that proved a number by its code is known
 * to the limits for that number for a while (accounts/otp.ts), so what strangers spend on the
 * number never refuses it.
 */
export const OTP_TICKET_DAYS = 60;
export const OTP_TICKET_COOKIE = 'jariyah_otp';
const TICKET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function readOtpTicket(c: Context): string | undefined {
  const ticket = getCookie(c, OTP_TICKET_COOKIE);
  return ticket && TICKET_PATTERN.test(ticket) ? ticket : undefined;
}

/** This browser's ticket, made and set now if it has none (or a malformed one). */
export function otpTicketFor(c: Context, config: Config): string {
  const ticket = readOtpTicket(c) ?? randomBytes(32).toString('base64url');
  setCookie(c, OTP_TICKET_COOKIE, ticket, { httpOnly: true, sameSite: 'Strict', path: '/api', maxAge: OTP_TICKET_DAYS * 86_400, secure: isSecure(c, config) });
  return ticket;
}
