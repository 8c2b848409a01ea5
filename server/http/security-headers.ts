import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { themeBootScript } from '../../src/contract/theme.ts';

/** The one inline script the pages carry (the theme before first paint), allowed by its hash only. */
export const themeBootScriptSource = `'sha256-${createHash('sha256').update(themeBootScript).digest('base64')}'`;

/**
 * CSP for the app: itself, the tile and audio hosts it really uses, no inline script but the
 * theme's (by hash, so nothing injected can run). With an
 * https public origin, browsers are told to come back over https only (HSTS).
 */
export function securityHeaders(options: { hsts: boolean; externalOrigins: { audio: string; mapTiles: string }; gatewayImages?: string | null }): MiddlewareHandler {
  const { mapTiles: tiles, audio } = options.externalOrigins;
  // A payment gateway's own QR images (GoPay on a computer) come from its API host.
  const gateway = options.gatewayImages ? ` ${options.gatewayImages}` : '';
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${themeBootScriptSource}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${tiles}${gateway}`,
    "font-src 'self'",
    `connect-src 'self' ${tiles} ${audio}`,
    `media-src 'self' blob: ${audio}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    // Hashed scripts, styles and images are no documents: a policy on them protects nothing and
    // costs every request ~700 bytes on a slow network.
    if (c.req.path.startsWith('/assets/')) return;
    c.header('Content-Security-Policy', csp);
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Frame-Options', 'DENY');
    c.header('Permissions-Policy', 'geolocation=(self), camera=(), microphone=()');
    if (options.hsts) c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
