import * as v from 'valibot';
import {
  CLIENT_KEY_HEADER, EnvelopeSchema, IDEMPOTENCY_HEADER, KODE_HEADER, WEB_CLIENT_KEY, type ControllerName,
} from '../contract/envelope';

/** The server answered with its error envelope: status, Indonesian message, field errors. */
export class ApiError extends Error {
  constructor(readonly status: number, message: string, readonly errors: Record<string, string> = {}, readonly retryAfter?: number) {
    super(message);
  }
}

/** Anything other than a well-formed answer: offline, timed out, or a body we cannot read. */
export class NetworkError extends Error {
  constructor(message = 'Tidak dapat terhubung. Periksa koneksi internetmu.') {
    super(message);
  }
}

export type Call = {
  controller: ControllerName;
  kode: string;
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | undefined>;
  body?: Record<string, string | Blob | undefined> | FormData;
  idempotencyKey?: string;
  signal?: AbortSignal;
};

export type Answer<T> = { status: number; message: string; data: T };

/**
 * Calls /api/{controller} with the kode and client-key headers and the session cookie, and
 * parses the envelope and its data with the contract. Never returns unchecked data.
 */
export async function callApi<S extends v.GenericSchema>(call: Call, dataSchema: S): Promise<Answer<v.InferOutput<S>>> {
  const url = new URL(`/api/${call.controller}`, location.origin) // `location`: the page's, or the worker's during Background Sync;
  for (const [k, value] of Object.entries(call.query ?? {})) if (value !== undefined) url.searchParams.set(k, String(value));
  const headers: Record<string, string> = { [KODE_HEADER]: call.kode, [CLIENT_KEY_HEADER]: WEB_CLIENT_KEY, Accept: 'application/json' };
  if (call.idempotencyKey) headers[IDEMPOTENCY_HEADER] = call.idempotencyKey;
  let body: FormData | undefined;
  if (call.body instanceof FormData) body = call.body;
  else if (call.body) {
    body = new FormData();
    for (const [k, value] of Object.entries(call.body)) if (value !== undefined) body.append(k, value);
  }
  let response: Response;
  try {
    response = await fetch(url, { method: call.method ?? 'GET', headers, body, credentials: 'same-origin', signal: call.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError();
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new NetworkError();
  }
  const envelope = v.safeParse(EnvelopeSchema, json);
  if (!envelope.success) throw new NetworkError();
  const { status, message, data, errors } = envelope.output;
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('Retry-After')) || undefined;
    throw new ApiError(response.status, message, errors, retryAfter);
  }
  const parsed = v.safeParse(dataSchema, data);
  if (!parsed.success) throw new NetworkError('Jawaban server tidak dapat dibaca.');
  return { status, message, data: parsed.output };
}
