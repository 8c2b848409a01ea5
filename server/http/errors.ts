import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { frameMessages } from '../../src/contract/envelope.ts';
import type { Refusal, RefusalKind } from '../lib/refusal.ts';

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

const refusalStatus: Record<RefusalKind, ContentfulStatusCode> = {
  invalid: 422,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-many': 429,
  unavailable: 503,
};

/** A service's refusal as the client sees it: the status of its kind, its message and field errors. */
export function fromRefusal(refusal: Refusal): HttpError {
  if (refusal.kind === 'too-many') return tooMany(refusal.retryAfterSeconds ?? 1);
  return new HttpError(refusalStatus[refusal.kind], refusal.message, refusal.errors);
}

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
