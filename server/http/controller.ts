import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import * as v from 'valibot';
import type { Db } from '../db/client.ts';
import { keepSharedCopies } from './answer-cache.ts';
import { isOwnOrigin } from './public-origin.ts';
import type { AppDeps } from '../deps.ts';
import { findSessionUser, hashToken, SESSION_COOKIE, type SessionUser } from '../lib/sessions.ts';
import { findStoredAnswer, hashRequestInput, storeAnswer, type StoredAnswer } from '../lib/idempotency.ts';
import { envelope, errorResponse, HttpError, invalid, unauthenticated } from './errors.ts';
import { readInput } from './request-input.ts';
import { clientAddress } from './client-address.ts';
import { CLIENT_KEY_HEADER, frameMessages, IDEMPOTENCY_HEADER, IdempotencyKeySchema, KODE_HEADER } from '../../src/contract/envelope.ts';

export type ActionContext<TInput> = {
  input: TInput;
  db: Db;
  deps: AppDeps;
  /** The logged-in user, or null for a guest. Required actions get a non-null user. */
  user: SessionUser | null;
  now: Date;
  ip: string;
  /** The request's Idempotency-Key, checked, for an action that keeps its own record per key ('own'); else null. */
  idempotencyKey: string | null;
  /** For the rare action that sets cookies or caching headers. */
  hono: Context;
};

export type ActionResult = { data: unknown; message?: string; status?: 200 | 201; nextCursor?: string | null } | Response;

type AnySchema = v.GenericSchema<unknown, unknown>;

export type Action<S extends AnySchema = AnySchema> = {
  method: 'GET' | 'POST';
  input: S;
  /** 401 for guests. */
  auth?: 'required' | 'optional';
  /**
   * One mechanism per action makes a retry under the same Idempotency-Key safe. true: the frame
   * stores the first answer and replays it. 'own': the action's service keeps one record per key
   * itself (a donation carries its key, so a retry finds it across sessions and concurrent
   * requests); the frame only checks the key and hands it to the handler.
   */
  idempotent?: true | 'own';
  /**
   * A public list everyone asks at once (no session is read): one answer is reused for the same
   * question (its parsed input) for ANSWER_CACHE_MS, until a successful write (http/answer-cache.ts).
   */
  sharedCopy?: boolean;
  /**
   * A write that changes nothing a shared copy or a remembered session holds (codes, a browser's
   * push settings): its success leaves the copies, so anyone may call it without emptying them.
   */
  keepsSharedCopies?: true;
  /**
   * A read whose answer to a signed-in person may still be kept by the app's worker ('private,
   * no-cache'), so the page opens offline: it holds nothing of anyone else's a later person on the
   * phone must not see, and the worker's copies are deleted at logout.
   */
  keptOnDevice?: true;
  handle(ctx: ActionContext<v.InferOutput<S>>): Promise<ActionResult>;
};

export type Controller = Record<string, Action>;

/** Declares an action with its input type inferred from the schema. */
export function action<S extends AnySchema>(a: Action<S>): Action {
  return a;
}

export const ok = (data: unknown, message?: string): ActionResult => (message ? { data, message } : { data });

/** One page of a list: its rows as `data`, and `next_cursor` for the page after it (null: none). */
export const okPage = (page: { items: unknown[]; nextCursor: string | null }): ActionResult => ({ data: page.items, nextCursor: page.nextCursor });

/**
 * What a field's check says when its schema gave it no words of its own: never valibot's English
 * ('Invalid key: Expected "lng" but received undefined'). A schema's own message still wins.
 */
const PARSE_CONFIG: v.Config<v.BaseIssue<unknown>> = {
  message: (issue) => (issue.received === 'undefined' ? frameMessages.missingField : frameMessages.invalidField),
};

/** Checks a request's input against its schema; every failure is said in Indonesian (see above). */
export const parseInput = <S extends AnySchema>(schema: S, input: unknown) => v.safeParse(schema, input, PARSE_CONFIG);

/** Field → first message, for the 422 envelope. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path?.map((p) => String(p.key)).join('.') || '_';
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Text no person types and PostgreSQL cannot store: a NUL, or a lone UTF-16 surrogate (half of an
 * emoji, sent as "\ud800" in JSON), which fails deep in a query ('invalid input syntax for type
 * json', a 500) or in whatever encodes it later (a push, a calendar, a log).
 */
const ILL_FORMED = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const illFormed = (text: string) => ILL_FORMED.test(text);
/** A field's name as it can be said back: without what made it ill-formed. */
const sayable = (field: string) => field.replace(new RegExp(ILL_FORMED.source, 'g'), '');

/**
 * Fields whose text (or name) is ill-formed: refused here for every action at once (422), rather
 * than failing deep in a query (500).
 */
function fieldsWithIllFormedText(input: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(input).flatMap(([key, value]) => {
    const field = `${prefix}${key}`;
    if (typeof value === 'string') return illFormed(value) || illFormed(key) ? [sayable(field)] : [];
    if (Array.isArray(value)) return illFormed(key) || value.some((item) => typeof item === 'string' && illFormed(item)) ? [sayable(field)] : [];
    if (value && typeof value === 'object' && !(value instanceof Blob)) return fieldsWithIllFormedText(value as Record<string, unknown>, `${field}.`);
    return illFormed(key) ? [sayable(field)] : [];
  });
}

/** A POST from another site is refused: the cookie is SameSite=Lax, this closes the rest. */
function isCrossSite(c: Context, config: AppDeps['config']): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = c.req.header('origin');
  if (!origin) return false;
  return !isOwnOrigin(origin, config, (name) => c.req.header(name));
}

/**
 * Who may keep an answer. Whatever is answered to a logged-in person is never stored, not even
 * by the app's worker, which honours no-store (an action may say otherwise for itself, as the
 * prayer list does, whose copy on the device is wiped at logout); public reads may be kept for
 * offline use.
 */
function answerCachePolicy(act: Action, user: SessionUser | null): string {
  if (act.keptOnDevice) return user ? 'private, no-cache' : 'no-cache';
  return act.auth === 'required' || user ? 'no-store' : 'no-cache';
}

/**
 * The first answer for an Idempotency-Key, unless the key now comes with another request: a
 * client that reuses a key for a different donation or edit gets a 422, not someone else's answer.
 */
function replayStoredAnswer(c: Context, stored: StoredAnswer, requestHash: string): Response {
  if (stored.requestHash && stored.requestHash !== requestHash) {
    throw invalid({ [IDEMPOTENCY_HEADER]: frameMessages.idempotencyKeyReused }, frameMessages.idempotencyKeyReused);
  }
  return c.json(stored.body as object, stored.status as 200);
}

/**
 * The key of an action's shared copy, or undefined when it has none: its path, kode and the input
 * as the action reads it (parsed: unknown parameters dropped, defaults filled, values trimmed), so
 * a made-up parameter or another spelling of the same question finds the same copy instead of
 * forcing a fresh answer.
 */
function sharedCopyKey(c: Context, act: Action, kode: string, deps: AppDeps, input: unknown): string | undefined {
  if (!act.sharedCopy || !deps.answers || act.auth || act.idempotent || act.method !== 'GET') return undefined;
  return `${kode} ${c.req.path} ${JSON.stringify(input)}`;
}

/**
 * The caller of a read that guests may make too (the amen poll, asked every second by every open
 * campaign page): remembered like the other facts of http/answer-cache.ts, for ANSWER_CACHE_MS at
 * most and dropped by any write through this process (a logout or a new password included), so
 * the poll's 304 needs no query at all. Writes and reads that require a session always ask the
 * database.
 */
function sessionUser(c: Context, act: Action, deps: AppDeps, now: Date): Promise<SessionUser | null> {
  const token = getCookie(c, SESSION_COOKIE);
  const read = () => findSessionUser(deps.db, token, now);
  if (!token || !deps.answers || act.method !== 'GET' || act.auth !== 'optional') return read();
  return deps.answers.recall(`session ${hashToken(token)}`, now, read);
}

/** A public answer already in JSON: the same status, headers and body envelope() gives it. */
function jsonAnswer(c: Context, json: string): Response {
  c.header('Cache-Control', 'no-cache', { append: false });
  return c.body(json, 200, { 'Content-Type': 'application/json' });
}

/** Runs /api/{controller}: client key, kode, method, cross-site, session, validation, idempotency. */
export function dispatch(controller: Controller, deps: AppDeps) {
  return async (c: Context) => {
    const clientKey = c.req.header(CLIENT_KEY_HEADER);
    if (!clientKey || !deps.config.clientKeys.has(clientKey)) throw new HttpError(403, frameMessages.forbiddenClient);
    c.header('Vary', 'kode, Cookie', { append: true });
    const kode = c.req.header(KODE_HEADER) ?? '';
    const act = Object.hasOwn(controller, kode) ? controller[kode] : undefined;
    if (!act) throw new HttpError(404, frameMessages.notFoundKode);
    if (c.req.method !== act.method) throw new HttpError(405, frameMessages.methodNotAllowed);
    if (act.method === 'POST' && isCrossSite(c, deps.config)) throw new HttpError(403, frameMessages.crossSite);

    const now = deps.clock();
    const user = act.auth ? await sessionUser(c, act, deps, now) : null;
    const cacheControl = answerCachePolicy(act, user);
    c.header('Cache-Control', cacheControl);
    if (act.auth === 'required' && !user) throw unauthenticated();

    const input = await readInput(c);
    const illFormedFields = fieldsWithIllFormedText(input);
    if (illFormedFields.length > 0) throw invalid(Object.fromEntries(illFormedFields.map((field) => [field, frameMessages.forbiddenCharacter])));
    const parsed = parseInput(act.input, input);
    if (!parsed.success) throw invalid(fieldErrors(parsed.issues));
    // Again on what the schema made of it: a field carrying JSON ('\\ud800' in a Tilawahku state) is text only now.
    const illFormedParsed = parsed.output && typeof parsed.output === 'object' ? fieldsWithIllFormedText(parsed.output as Record<string, unknown>) : [];
    if (illFormedParsed.length > 0) throw invalid(Object.fromEntries(illFormedParsed.map((field) => [field.split('.')[0]!, frameMessages.forbiddenCharacter])));
    // Read before the answer's reads, which a write may then overtake (answer-cache.ts).
    const epoch = deps.answers?.epoch;
    const copyKey = sharedCopyKey(c, act, kode, deps, parsed.output);
    const copy = copyKey ? deps.answers!.get(copyKey, now) : undefined;
    if (copy !== undefined) return jsonAnswer(c, copy);
    // A crowd that finds no copy waits for the one request making it (answer-cache.ts `making`).
    // Looked up and joined, or started, with no await in between: the crowd's next request finds it.
    const making = copyKey ? deps.answers!.making(copyKey) : undefined;
    const made = making ? await making : undefined;
    if (made !== undefined) return jsonAnswer(c, made);
    let copyMade: (body: string | undefined) => void = () => undefined;
    if (copyKey) deps.answers!.startMaking(copyKey, new Promise((resolve) => (copyMade = resolve)));
    try {
      const givenKey = act.idempotent ? c.req.header(IDEMPOTENCY_HEADER) : undefined;
      const checkedKey = givenKey === undefined ? null : v.safeParse(IdempotencyKeySchema, givenKey);
      if (checkedKey && !checkedKey.success) throw invalid({ [IDEMPOTENCY_HEADER]: frameMessages.idempotencyKeyInvalid });
      const key = checkedKey?.output ?? null;
      const idemKey = act.idempotent === true && key !== null ? key : undefined;
      const scope = `${kode}:${user?.id ?? 'guest'}`;
      const requestHash = idemKey ? hashRequestInput(parsed.output) : '';
      if (idemKey) {
        const stored = await findStoredAnswer(deps.db, scope, idemKey);
        if (stored) return replayStoredAnswer(c, stored, requestHash);
      }

      if (act.keepsSharedCopies) keepSharedCopies(c);
      const result = await act.handle({ input: parsed.output, db: deps.db, deps, user, now, ip: clientAddress(c, deps.config.trustProxyHops), idempotencyKey: act.idempotent === 'own' ? key : null, hono: c });
      if (result instanceof Response) return result;
      const status = result.status ?? 200;
      const body = { status, message: result.message ?? frameMessages.ok, data: result.data ?? null };
      if (idemKey) {
        const first = await storeAnswer(deps.db, scope, idemKey, { status, body, requestHash }, now);
        return replayStoredAnswer(c, first, requestHash);
      }
      if (copyKey && status === 200) {
        const json = JSON.stringify(result.nextCursor !== undefined ? { ...body, next_cursor: result.nextCursor } : body);
        deps.answers!.set(copyKey, json, now, epoch);
        copyMade(json);
        return jsonAnswer(c, json);
      }
      if (result.nextCursor !== undefined) return envelope(c, status, body.message, body.data, undefined, cacheControl, { next_cursor: result.nextCursor });
      return envelope(c, status, body.message, body.data, undefined, cacheControl);
    } finally {
      copyMade(undefined); // no copy made (a refusal, a fault): whoever waited asks for their own
    }
  };
}

export { HttpError, errorResponse };
