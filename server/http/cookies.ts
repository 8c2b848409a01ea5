import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Config } from '../config.ts';
import { SESSION_COOKIE, SESSION_DAYS } from '../services/sessions.ts';

/** Secure when the public origin is https, or the request itself (or a trusted proxy) says https. */
function isSecure(c: Context, config: Config): boolean {
  if (config.publicOrigin?.startsWith('https:')) return true;
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
