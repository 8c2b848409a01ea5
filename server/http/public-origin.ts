import type { Config } from '../config.ts';

/*
 * The one place that says which origin the app's own links point to: receipt links sent by
 * WhatsApp, the payment gateway's return address. With PUBLIC_ORIGIN set it is always that, never
 * a request's Host header, which any client writes as it likes (a receipt to a donor's WhatsApp
 * could otherwise carry a stranger's address). Without it the request's own origin stands: in
 * development and tests, and in production only where no proxy stands in front (config.ts refuses
 * to start behind one without PUBLIC_ORIGIN, and main.ts warns).
 */

type OriginConfig = Pick<Config, 'publicOrigin'>;

/** The origin for links made while answering `requestUrl`; null when there is none to trust (a background job). */
export function linkOrigin(config: OriginConfig, requestUrl?: string): string | null {
  return requestUrl ? requestLinkOrigin(config, requestUrl) : config.publicOrigin ?? null;
}

/** The origin for links made while answering a request (which always has one). */
export const requestLinkOrigin = (config: OriginConfig, requestUrl: string): string => config.publicOrigin ?? new URL(requestUrl).origin;

/** Whether the public origin is https: browsers are then told to keep to it, and cookies are Secure. */
export const publicOriginIsHttps = (config: OriginConfig): boolean => config.publicOrigin?.startsWith('https:') ?? false;

/**
 * Whether a browser's Origin header names this site. With PUBLIC_ORIGIN, only that origin does;
 * without it, the host the request was sent to (as the trusted proxy saw it, if there is one).
 */
export function isOwnOrigin(origin: string, config: OriginConfig & Pick<Config, 'trustProxyHops'>, header: (name: string) => string | undefined): boolean {
  let given: URL;
  try {
    given = new URL(origin);
  } catch {
    return false;
  }
  if (config.publicOrigin) return given.origin === config.publicOrigin;
  const host = (config.trustProxyHops > 0 ? header('x-forwarded-host')?.split(',')[0]?.trim() : undefined) ?? header('host');
  return given.host === host;
}
