import * as v from 'valibot';
import {
  CLIENT_KEY_HEADER, EnvelopeSchema, IDEMPOTENCY_HEADER, KODE_HEADER, WEB_CLIENT_KEY, type ControllerName,
} from '../contract/envelope';
import { FROM_DEVICE_CACHE_HEADER } from '../lib/cache-names';
import { reportNetworkFailed, reportServerAnswered } from '../lib/network-reach';
import { callQuery, type ReadCall } from '../contract/first-screen';
import { firstAnswerHeadersOf, firstAnswerOf } from './first-answers';

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

/**
 * `fromDeviceCache`: the worker answered from its cache because the network failed (stale).
 * `nextCursor`: on a paged list, the cursor of the next page (null on the last page).
 */
export type Answer<T> = {
  status: number; message: string; data: T; fromDeviceCache?: true; nextCursor?: string | null;
  /** Epoch ms the answer was made: when it arrived, or the Date of the worker's cached copy (absent when it has none). */
  fetchedAt?: number;
};

/**
 * Calls /api/{controller} with the kode and client-key headers and the session cookie, and
 * parses the envelope and its data with the contract. Never returns unchecked data. A sign-out
 * the server has not heard yet goes out first (see flushPendingLogout).
 */
export async function callApi<S extends v.GenericSchema>(call: Call, dataSchema: S): Promise<Answer<v.InferOutput<S>>> {
  if (!isLogout(call)) await flushPendingLogout();
  return send(call, dataSchema);
}

/*
 * Signing out offline: the screen forgets the person at once, but the HttpOnly session cookie
 * can only be cleared by the server's logout answer. Until that answer arrives a mark stays on
 * the device, and no other call leaves before the logout, so nothing goes out under the old
 * session. The mark is in localStorage, not Dexie: it is read before every call, synchronously,
 * on every route (Dexie is not loaded for the first paint). The worker has no localStorage and
 * needs none: its only calls replay the outbox, which signing out has already emptied.
 */
const PENDING_LOGOUT_KEY = 'jariyah:pending-logout';
type MarkStore = { getItem(key: string): string | null; setItem(key: string, value: string): void; removeItem(key: string): void };
const markStore = (): MarkStore | undefined => (globalThis as { localStorage?: MarkStore }).localStorage;
const LOGOUT_CALL: Call = { controller: 'auth', kode: 'logout', method: 'POST', body: {} };
const isLogout = (call: Call) => call.controller === LOGOUT_CALL.controller && call.kode === LOGOUT_CALL.kode;

/** Records that this device signed out and the server must still be told. */
export function markPendingLogout(): void {
  markStore()?.setItem(PENDING_LOGOUT_KEY, new Date().toISOString());
}

export function hasPendingLogout(): boolean {
  return markStore()?.getItem(PENDING_LOGOUT_KEY) != null;
}

let flushing: Promise<void> | undefined;
/**
 * Sends the pending logout, if any (one at a time however many calls wait for it). The mark goes
 * once the server answered: 200, or a refusal that no retry would change (a 4xx other than 408
 * and 429). Offline, throttled or a server fault: the mark stays and this throws, so the call
 * that waited fails like any call without network instead of leaving under the old session.
 */
export function flushPendingLogout(): Promise<void> {
  if (!hasPendingLogout()) return Promise.resolve();
  flushing ??= send(LOGOUT_CALL, v.unknown())
    .then(
      () => markStore()?.removeItem(PENDING_LOGOUT_KEY),
      (error: unknown) => {
        if (error instanceof ApiError && error.status < 500 && error.status !== 408 && error.status !== 429) {
          markStore()?.removeItem(PENDING_LOGOUT_KEY);
          return;
        }
        throw error instanceof ApiError ? new NetworkError() : error;
      },
    )
    .finally(() => {
      flushing = undefined;
    });
  return flushing;
}

async function send<S extends v.GenericSchema>(call: Call, dataSchema: S): Promise<Answer<v.InferOutput<S>>> {
  const url = new URL(`/api/${call.controller}`, location.origin) // `location`: the page's, or the worker's during Background Sync;
  url.search = callQuery(call.query).toString();
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
    // A TimeoutError (AbortSignal.timeout) is a connection that stopped answering: no network.
    reportNetworkFailed();
    throw new NetworkError();
  }
  if (response.headers.get(FROM_DEVICE_CACHE_HEADER) === '1') reportNetworkFailed();
  else reportServerAnswered();
  keepIfUnseenByWorker(url, call.kode, call.method ?? 'GET', response);
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new NetworkError();
  }
  const envelope = v.safeParse(EnvelopeSchema, json);
  if (!envelope.success) throw new NetworkError();
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('Retry-After')) || undefined;
    throw new ApiError(response.status, envelope.output.message, envelope.output.errors, retryAfter);
  }
  const answer = answerOf(envelope.output, dataSchema);
  if (!answer) throw new NetworkError('Jawaban server tidak dapat dibaca.');
  if (response.headers.get(FROM_DEVICE_CACHE_HEADER) === '1') {
    answer.fromDeviceCache = true;
    // The worker keeps the server's answer whole, so its Date says when the figures were made;
    // without one the age is unknown (left out), never taken for now.
    const made = Date.parse(response.headers.get('Date') ?? '');
    if (Number.isFinite(made)) answer.fetchedAt = Math.min(made, Date.now());
  } else answer.fetchedAt = Date.now();
  return answer;
}

/**
 * Where the page keeps answers the worker never saw (lib/service-worker.ts sets it, with
 * lib/keep-api-answers.ts behind it, which decides what may be kept and under which key): a read
 * made before the worker controls the page, and an answer written into the served page. Until
 * it is set (the first loads start before), they wait. Nothing of it is in the first screen's code.
 */
export type KeptRead = { url: string; kode: string };
export type AnswerKeeper = (read: KeptRead, answer: Response) => void;
let keeper: AnswerKeeper | undefined;
let waitingForKeeper: Array<[KeptRead, Response]> = [];

export function keepAnswersWith(keep: AnswerKeeper): void {
  keeper = keep;
  for (const [read, answer] of waitingForKeeper) keep(read, answer);
  waitingForKeeper = [];
}

function keep(read: KeptRead, answer: Response): void {
  if (keeper) keeper(read, answer);
  else if (waitingForKeeper.length < 50) waitingForKeeper.push([read, answer]);
}

/** The page (not the worker replaying the outbox) while no worker controls it: its reads pass the worker by. */
function pageWithoutWorker(): boolean {
  const page = globalThis as { document?: unknown; navigator?: { serviceWorker?: { controller: unknown } } };
  return page.document !== undefined && page.navigator?.serviceWorker !== undefined && !page.navigator.serviceWorker.controller;
}

/**
 * A read made before the worker controls the page goes to the keeper, so a page seen once opens
 * offline with what it showed. A copy is taken only of what could be kept (a 200 GET not marked
 * no-store); the keeper checks again.
 */
function keepIfUnseenByWorker(url: URL, kode: string, method: string, response: Response): void {
  if (method !== 'GET' || response.status !== 200 || !pageWithoutWorker() || /no-store/i.test(response.headers.get('Cache-Control') ?? '')) return;
  keep({ url: url.href, kode }, response.clone());
}

/** A successful envelope as an Answer, its data checked with the contract; undefined if it does not fit. */
function answerOf<S extends v.GenericSchema>(envelope: v.InferOutput<typeof EnvelopeSchema>, dataSchema: S): Answer<v.InferOutput<S>> | undefined {
  const { status, message, data, next_cursor: nextCursor } = envelope;
  const parsed = v.safeParse(dataSchema, data);
  if (!parsed.success) return undefined;
  const answer: Answer<v.InferOutput<S>> = { status, message, data: parsed.output };
  if (nextCursor !== undefined) answer.nextCursor = nextCursor;
  return answer;
}

/**
 * The answer the page came with for this read (api/first-answers.ts), checked like any other, at
 * once and without the network; undefined when the page brought none.
 */
export function answerInPage<S extends v.GenericSchema>(call: ReadCall, dataSchema: S): Answer<v.InferOutput<S>> | undefined {
  const raw = firstAnswerOf(call);
  if (raw === undefined) return undefined;
  const envelope = v.safeParse(EnvelopeSchema, raw);
  if (!envelope.success || envelope.output.status !== 200) return undefined;
  const answer = answerOf(envelope.output, dataSchema);
  if (!answer) return undefined;
  // Dated when the server made it, so a newer figure read later still wins over it.
  const made = Date.parse(firstAnswerHeadersOf(call)?.Date ?? '');
  if (Number.isFinite(made)) answer.fetchedAt = made;
  keepAnswerInPage(call, raw);
  return answer;
}

const keptFromPage = new Set<string>();
/**
 * The page's answer goes to the keeper as the response it was (the headers the server gave it:
 * its Date and Cache-Control), once per page: the worker never saw it, and offline the page must
 * open with the very figures it showed.
 */
function keepAnswerInPage(call: ReadCall, raw: unknown): void {
  const headers = firstAnswerHeadersOf(call);
  if (!headers) return;
  const url = new URL(`/api/${call.controller}`, location.origin);
  url.search = callQuery(call.query).toString();
  const read = { url: url.href, kode: call.kode };
  const once = `${read.kode} ${read.url}`;
  if (keptFromPage.has(once)) return;
  keptFromPage.add(once);
  keep(read, new Response(JSON.stringify(raw), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } }));
}
