import { createAnswerCache } from '../../server/http/answer-cache.ts';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { resolveSecrets } from '../../server/secrets.ts';
import type { Logger } from '../../server/lib/logger.ts';
import type { AppDeps } from '../../server/deps.ts';
import type { Database } from '../../server/db/client.ts';
import { seedIfEmpty } from '../../server/db/seed.ts';
import { LogWhatsAppGateway, type WhatsAppGateway } from '../../server/whatsapp/gateway.ts';
import { configuredPaymentProvider } from '../../server/payments/configured-provider.ts';
import { CLIENT_KEY_HEADER, IDEMPOTENCY_HEADER, KODE_HEADER, WEB_CLIENT_KEY } from '../../src/contract/envelope.ts';
import { openTestDatabase } from './test-db.ts';
import { createDonationStatusTags, onDonationChange } from '../../server/donations/status-tags.ts';
import { createShortMemo } from '../../server/lib/short-memo.ts';
import { DONATION_TAG_TRUST_MS } from '../../server/donations/change-feed.ts';

export type TestClock = { now: Date; advance(ms: number): void; set(date: Date): void };

export type CallOptions = {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number>;
  form?: Record<string, string | Blob>;
  json?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
  idempotencyKey?: string;
  clientKey?: string | null;
  /** The TCP peer's address, as the Node server would see it (default: none, 'unknown'). */
  peer?: string;
  /**
   * Which browser calls: each keeps its own one-time-code ticket cookie, as a real browser keeps
   * its cookies (default: one browser for the whole test app; a stranger is another name).
   */
  browser?: string;
};

/** The one-time-code ticket cookie from an answer, if it set one. */
export function otpTicketCookie(response: Response): string | undefined {
  return /jariyah_otp=[A-Za-z0-9_-]+/.exec(response.headers.get('set-cookie') ?? '')?.[0];
}

/** The Node server's bindings for a request from `peer`, for `app.request`'s third argument. */
export const fromPeer = (peer: string | undefined) => (peer ? { incoming: { socket: { remoteAddress: peer } } } : undefined);

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The real app on a fresh real database, with a settable clock and the outbox in reach. */
/** `whatsapp`: a real channel instead of the log (the outbox then stays empty). */
export async function createTestApp(options: { seed?: boolean; env?: Record<string, string>; start?: Date; whatsapp?: WhatsAppGateway } = {}) {
  const database: Database = await openTestDatabase();
  const clockState = { now: options.start ?? new Date('2026-11-20T03:00:00Z') };
  const clock: TestClock = {
    get now() {
      return clockState.now;
    },
    advance(ms) {
      clockState.now = new Date(clockState.now.getTime() + ms);
    },
    set(date) {
      clockState.now = date;
    },
  };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jariyah-test-data-'));
  // ANSWER_CACHE_MS=0: these tests change the database behind the server's back, where a shared
  // copy of a public list would hide the change; a test of the copies turns them on.
  const config = resolveSecrets(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ANSWER_CACHE_MS: '0', ...options.env }));
  // What the server would write to its log, kept for tests to read (nothing reaches stdout).
  const logs: { level: 'info' | 'error'; msg: string; fields?: Record<string, unknown> }[] = [];
  const log: Logger = {
    info: (msg, fields) => logs.push({ level: 'info', msg, fields }),
    error: (msg, fields) => logs.push({ level: 'error', msg, fields }),
  };
  const gateway = new LogWhatsAppGateway(log, true, () => clock.now);
  const deps: AppDeps = {
    config, db: database.db, log, whatsapp: options.whatsapp ?? gateway, devOutbox: gateway.outbox,
    payments: configuredPaymentProvider(config), clock: () => clock.now, answers: createAnswerCache(config.answerCacheMs),
    // One process on its own database: every change is heard (server/donations/change-feed.ts).
    donationStatus: createDonationStatusTags(() => DONATION_TAG_TRUST_MS),
    donationLookups: createShortMemo(config.answerCacheMs),
  };
  onDonationChange(database.db, (code) => deps.donationStatus?.forget(code));
  if (options.seed) await seedIfEmpty(database.db, clock.now);
  const app = createApp(deps);

  /** Each browser's one-time-code ticket cookie, kept as browsers keep cookies. */
  const otpTickets = new Map<string, string>();

  /** Calls /api/{controller} as the web client does; answers the parsed body and the response. */
  async function call(controller: string, kode: string, opts: CallOptions = {}) {
    const url = new URL(`http://localhost/api/${controller}`);
    for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { [KODE_HEADER]: kode, ...opts.headers };
    if (opts.clientKey !== null) headers[CLIENT_KEY_HEADER] = opts.clientKey ?? WEB_CLIENT_KEY;
    const browser = opts.browser ?? 'default';
    const ticket = otpTickets.get(browser);
    const cookies = [opts.cookie, ticket].filter(Boolean);
    if (cookies.length > 0) headers.cookie = cookies.join('; ');
    if (opts.idempotencyKey) headers[IDEMPOTENCY_HEADER] = opts.idempotencyKey;
    let body: RequestInit['body'];
    if (opts.form) {
      const form = new FormData();
      for (const [k, v] of Object.entries(opts.form)) form.append(k, v);
      body = form;
    } else if (opts.json !== undefined) {
      body = JSON.stringify(opts.json);
      headers['content-type'] = 'application/json';
    }
    const method = opts.method ?? (opts.form || opts.json !== undefined ? 'POST' : 'GET');
    const response = await app.request(url.href, { method, headers, body }, fromPeer(opts.peer));
    const setTicket = otpTicketCookie(response);
    if (setTicket) otpTickets.set(browser, setTicket);
    const text = await response.text();
    let json: { status: number; message: string; data: any; errors?: Record<string, string> } | null = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    return { response, status: response.status, body: json!, text };
  }

  return {
    app, deps, db: database.db, database, clock, outbox: gateway.outbox, call, logs,
    async close() {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The session cookie from a login/registration answer, ready for the next call's `cookie`. */
export function sessionCookie(response: Response): string {
  const set = response.headers.get('set-cookie') ?? '';
  const match = /jariyah_session=[^;]*/.exec(set);
  if (!match) throw new Error(`no session cookie in: ${set}`);
  return match[0];
}

/** The SQL the app sends while `run` runs (drizzle calls the driver's query for every statement). */
export async function sqlDuring(db: TestApp['db'], run: () => Promise<unknown>): Promise<string[]> {
  const client = (db as unknown as { $client: { query: (...a: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query;
  const seen: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    // PGlite takes the text; node-postgres (TEST_DATABASE_URL) a { text } config.
    seen.push(typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string }).text));
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    client.query = original;
  }
  return seen;
}
