import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { frameMessages } from '../../src/contract/envelope.ts';

/** A failure the client should see: status, an Indonesian message, and field errors on 422. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message: string = frameMessages.notFound) => new HttpError(404, message);
export const unauthenticated = () => new HttpError(401, frameMessages.unauthenticated);
export const invalid = (errors: Record<string, string>, message: string = frameMessages.validation) =>
  new HttpError(422, message, errors);
export const tooMany = (retryAfterSeconds: number) =>
  new HttpError(429, frameMessages.tooMany, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/**
 * The one place the answer envelope is written. Answers are not stored anywhere unless the
 * caller says otherwise (`cacheControl`, e.g. a public read the worker may keep for offline use).
 */
export function envelope(
  c: Context, status: ContentfulStatusCode, message: string, data: unknown, errors?: Record<string, string>, cacheControl = 'no-store',
  paging?: { next_cursor: string | null },
) {
  c.header('Cache-Control', cacheControl, { append: false });
  return c.json(errors ? { status, message, data, errors } : { status, message, data, ...paging }, status);
}

export function errorResponse(c: Context, error: HttpError) {
  for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
  return envelope(c, error.status, error.message, error.status === 401 ? {} : null, error.errors);
}
