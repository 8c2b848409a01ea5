import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fromPeer, type TestApp } from '../support/test-app.ts';
import { controllers } from '../../server/api-paths.ts';
import { disbursements, donations, financeEntries, khatamans, mosques, newsArticles, paymentMethods, programs, users } from '../../server/db/schema.ts';
import { isFinanceDateInWindow } from '../../src/contract/admin-mosque.ts';
import { MAX_RUPIAH } from '../../src/contract/fields.ts';
import { jakartaDate } from '../../src/contract/jakarta-date.ts';
import { createSession, SESSION_COOKIE } from '../../server/lib/sessions.ts';
import { signNotification, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../../server/payments/signature.ts';
import { CLIENT_KEY_HEADER, IDEMPOTENCY_HEADER, KODE_HEADER, WEB_CLIENT_KEY } from '../../src/contract/envelope.ts';
import { seedUser } from './account-helpers.ts';
import {
  brokenBody, flatPairs, garbageCookie, garbageIdempotencyKey, headerText, hostileHeaderValue, hostileKey, hostilePath, hostileString,
  hostileValue, METHODS, multipartBody, NUMBERISH, peer, toJsonText, type FieldValue, type Pair,
} from './fuzz-inputs.ts';

/*
 * Issue 14: a seeded property-based fuzz of every action of the API, as guest, user and staff.
 * Every answer is checked for four things: no 5xx; nothing of the server's insides (stack frames,
 * module paths, SQL, the data folder); the JSON envelope with `status` equal to the HTTP status on
 * every /api path; and row counts that move only by what a 2xx to a mutating action acknowledged.
 * The log must get no error-level entry.
 *
 * Reproduce a failure with the seed it prints: FUZZ_SEED=<seed> npx vitest run --project server test/server/fuzz.test.ts
 */

const SEED = Number(process.env.FUZZ_SEED ?? 14_2026);
/** FUZZ_SCALE=5 for a longer hunt on one's own machine; CI runs the default. */
const SCALE = Math.max(1, Number(process.env.FUZZ_SCALE ?? 1));
const MIN_REQUESTS = 10_000;

// ---------- what the database holds, and what each action may change ----------

const COUNTS = {
  users: sql`(select count(*) from users)`,
  sessions: sql`(select count(*) from sessions)`,
  liveSessions: sql`(select count(*) from sessions where revoked_at is null)`,
  donations: sql`(select count(*) from donations)`,
  paidDonations: sql`(select count(*) from donations where status = 'paid')`,
  amens: sql`(select count(*) from amens)`,
  programs: sql`(select count(*) from programs)`,
  mosques: sql`(select count(*) from mosques)`,
  news: sql`(select count(*) from news_articles)`,
  updates: sql`(select count(*) from campaign_updates)`,
  disbursements: sql`(select count(*) from disbursements)`,
  fundraisers: sql`(select count(*) from fundraisers)`,
  notifications: sql`(select count(*) from payment_notifications)`,
  paymentMethods: sql`(select count(*) from payment_methods)`,
  otpCodes: sql`(select count(*) from otp_codes)`,
  otpProofs: sql`(select count(*) from otp_proofs)`,
  usedProofs: sql`(select count(*) from otp_proofs where used_at is not null)`,
  idempotencyKeys: sql`(select count(*) from idempotency_keys)`,
  kenclengOpenings: sql`(select count(*) from kencleng_openings)`,
} as const;
type CountName = keyof typeof COUNTS;
type Counts = Record<CountName, number>;

/** [least, most] change a 2xx may make; any count not named must stay as it was. */
type Allowed = Partial<Record<CountName, [number, number]>>;
const ONE: [number, number] = [0, 1];
const FEWER: [number, number] = [-Infinity, 0];
const ALLOWED_ON_SUCCESS: Record<string, Allowed> = {
  'campaign/toggle_like': { amens: [-1, 1], idempotencyKeys: ONE },
  'transaction/storeDonate': { donations: ONE, idempotencyKeys: ONE },
  'auth/login': { sessions: ONE, liveSessions: ONE },
  'auth/logout': { liveSessions: [-1, 0] },
  'auth/send_otp': { otpCodes: [-Infinity, 1] },
  'auth/resend_otp': { otpCodes: [-Infinity, 1] },
  'auth/forgot_password': { otpCodes: [-Infinity, 1] },
  'auth/verify_otp': { otpProofs: ONE },
  'auth/register': { users: ONE, usedProofs: ONE },
  'auth/new-password': { liveSessions: FEWER, usedProofs: ONE },
  'user/edit_profile': { otpCodes: [-Infinity, 1], liveSessions: FEWER, usedProofs: ONE, idempotencyKeys: ONE },
  'user/send_otp': { otpCodes: [-Infinity, 1] },
  'fundraiser/register': { fundraisers: ONE },
  // Confirmed by hand the way the provider's notification would: the event names who confirmed it.
  'admin/confirm_donation': { paidDonations: ONE, notifications: ONE, idempotencyKeys: ONE },
  'admin/save_program': { programs: ONE, idempotencyKeys: ONE },
  'admin/add_update': { updates: ONE, idempotencyKeys: ONE },
  'admin/add_disbursement': { disbursements: ONE, idempotencyKeys: ONE },
  'admin/save_article': { news: ONE, idempotencyKeys: ONE },
  // Issue 17: a new mosque may open its kencleng program.
  'admin/save_mosque': { programs: ONE, idempotencyKeys: ONE },
  'admin/add_activity': { idempotencyKeys: ONE },
  'admin/add_finance_entry': { idempotencyKeys: ONE },
  // Role, payment-method, activity and prayer actions keep their key across a reload too (issue 17).
  'admin/grant_staff': { idempotencyKeys: ONE },
  'admin/revoke_staff': { idempotencyKeys: ONE },
  'admin/save_payment_method': { idempotencyKeys: ONE },
  'admin/cancel_activity': { idempotencyKeys: ONE },
  'admin/hide_prayer': { idempotencyKeys: ONE },
  // Issue 28: a box count waits for its second witness; confirming or cancelling adds no row.
  'admin/open_kencleng_count': { kenclengOpenings: ONE, idempotencyKeys: ONE },
  'admin/confirm_kencleng_count': { idempotencyKeys: ONE },
  'admin/cancel_kencleng_count': { idempotencyKeys: ONE },
  'pesan/post_announcement': { idempotencyKeys: ONE },
  'payment/notify': { notifications: ONE, paidDonations: ONE },
  'tilawah/sync_tilawah': { idempotencyKeys: ONE },
  // Issue 43: a khataman's opening keeps its answer per key; its juz are rows no count here watches.
  'khataman/open_khataman': { idempotencyKeys: ONE },
  // Issue 28: each mosque's own times.
  'admin/save_iqamah': { idempotencyKeys: ONE },
  'admin/save_friday': { idempotencyKeys: ONE },
  'admin/remove_friday': { idempotencyKeys: ONE },
  'admin/add_special_day': { idempotencyKeys: ONE },
  'admin/remove_special_day': { idempotencyKeys: ONE },
};

/** Error-level lines that are alerts for the operator by design, not faults: a signed notification that does not fit its donation. */
const OPERATOR_ALERTS = new Set(['payment amount mismatch', 'payment for an expired or failed donation']);

// ---------- what must never be in an answer ----------

function leaksIn(text: string, serverPaths: string[]): string | null {
  const markers: [string, RegExp][] = [
    ['stack frame', /\n\s+at |^\s{4}at /m],
    ['node_modules', /node_modules/],
    ['SQL', /\bselect\s[^]{0,200}?\sfrom\s|\binsert into\b|\bupdate\s+"?\w+"?\s+set\b|\bdelete from\b/i],
    ['Failed query', /failed query/i],
    ['source file', /\.tsx?:\d+/],
    ['file URL', /file:\/\//],
    ...serverPaths.map((p): [string, RegExp] => ['server path', new RegExp(p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))]),
  ];
  for (const [name, re] of markers) if (re.test(text)) return name;
  return null;
}

// ---------- the suite ----------

type Role = 'guest' | 'user' | 'staff';
type Sent = { status: number; text: string; json: unknown; contentType: string };

describe('fuzz: every action, every role, hostile inputs', () => {
  let t: TestApp;
  let distDir: string;
  let serverPaths: string[];
  const cookies: Record<Role, string | undefined> = { guest: undefined, user: undefined, staff: undefined };
  let staleCookie = '';
  let sessionsDirty = false;
  let requests = 0;
  let lastLogLength = 0;
  /** 'controller/kode role' → how many answers of each status, for coverage and for the report on failure. */
  const seen = new Map<string, Map<number, number>>();
  const pools = {
    programIds: [] as string[], programSlugs: [] as string[], mosqueSlugs: [] as string[], newsSlugs: [] as string[],
    methods: [] as { code: string; type: string }[], prayerIds: [] as number[], donationCodes: [] as string[],
    pendingDonations: [] as { code: string; total: number }[], phones: [] as string[], khatamanIds: [] as string[],
    /** Proofs from acknowledged verify_otp calls, so register and new-password can succeed too. */
    proofs: [] as { phone: string; purpose: string; proof: string }[],
  };
  let cheapHash = '';
  const USER_PHONE = '81234500001';
  const STAFF_PHONE = '81234500002';
  const PASSWORD = 'rahasia123';

  async function snapshot(): Promise<Counts> {
    const [row] = await t.db.select(Object.fromEntries(Object.entries(COUNTS).map(([k, q]) => [k, q.mapWith(Number)])) as Record<CountName, ReturnType<typeof sql<number>>>)
      .from(sql`(select 1) as one`);
    return row as unknown as Counts;
  }

  async function refreshSessions() {
    const [user] = await t.db.select().from(users).where(eq(users.whatsapp, USER_PHONE));
    const [staff] = await t.db.select().from(users).where(eq(users.whatsapp, STAFF_PHONE));
    // A fuzzed new-password stores a hash at the full scrypt cost; back to the cheap one, so
    // logins stay fast (the row count does not change, and this runs outside any request).
    await t.db.update(users).set({ passwordHash: cheapHash }).where(inArray(users.whatsapp, [USER_PHONE, STAFF_PHONE]));
    // A fuzzed edit may have changed a number or a password; the rows stay, so sessions can be made again.
    cookies.user = user ? `${SESSION_COOKIE}=${(await createSession(t.db, user.id, t.clock.now)).token}` : undefined;
    cookies.staff = staff ? `${SESSION_COOKIE}=${(await createSession(t.db, staff.id, t.clock.now)).token}` : undefined;
    sessionsDirty = false;
  }

  async function refreshPools() {
    const rows = await t.db.select({ id: donations.id, code: donations.code, doa: donations.doa, status: donations.status, total: donations.total }).from(donations);
    pools.prayerIds = rows.filter((r) => r.doa).map((r) => r.id).slice(-50);
    pools.donationCodes = rows.map((r) => r.code).slice(-50);
    pools.pendingDonations = rows.filter((r) => r.status === 'pending').map((r) => ({ code: r.code, total: r.total })).slice(-50);
    pools.khatamanIds = (await t.db.select({ code: khatamans.code }).from(khatamans)).map((k) => k.code).slice(-20);
  }

  /**
   * Sends one request through the real app and checks every property on its answer. `action` is
   * 'controller/kode' when the request names one (for the row-count rule), or null.
   */
  async function send(request: Request, options: { peer?: string; action: string | null; role?: Role }): Promise<Sent> {
    if (sessionsDirty) await refreshSessions();
    const before = await snapshot();
    const response = await t.app.request(request, undefined, fromPeer(options.peer));
    requests += 1;
    const text = request.method === 'HEAD' ? '' : await response.text();
    const after = await snapshot();
    const status = response.status;
    const where = `${request.method} ${request.url} (${options.action ?? 'raw'}, ${options.role ?? '-'}) → ${status}: ${text.slice(0, 300)}`;

    const errors = t.logs.slice(lastLogLength).filter((l) => l.level === 'error' && !OPERATOR_ALERTS.has(l.msg));
    lastLogLength = t.logs.length;
    expect(status, `5xx for ${where}; logged: ${JSON.stringify(errors)}`).toBeLessThan(500);
    const leak = leaksIn(text, serverPaths) ?? leaksIn([...response.headers.values()].join('\n'), serverPaths);
    expect(leak, `${leak} in the answer to ${where}`).toBeNull();

    expect(errors, `error logged for ${where}: ${JSON.stringify(errors)}`).toEqual([]);

    let json: unknown = null;
    const pathname = new URL(request.url).pathname;
    if ((pathname === '/api' || pathname.startsWith('/api/')) && request.method !== 'HEAD' && status !== 304) {
      expect(response.headers.get('content-type') ?? '', `content type of ${where}`).toMatch(/^application\/json/);
      try {
        json = JSON.parse(text);
      } catch {
        expect.fail(`not JSON: ${where}`);
      }
      const body = json as Record<string, unknown>;
      expect(body && typeof body === 'object' && !Array.isArray(body), `envelope of ${where}`).toBe(true);
      expect(body.status, `envelope status of ${where}`).toBe(status);
      expect(typeof body.message, `envelope message of ${where}`).toBe('string');
      expect('data' in body, `envelope data of ${where}`).toBe(true);
      // Every word said back is ours, in Indonesian: never the validator's own English.
      const said = [body.message, ...Object.values((body.errors ?? {}) as Record<string, unknown>)];
      expect(said.filter((m) => typeof m !== 'string' || /\b(Invalid|Expected|[Rr]eceived)\b/.test(m)), `words of ${where}`).toEqual([]);
    }

    const ok = status >= 200 && status < 300;
    const allowed: Allowed = ok && options.action ? (ALLOWED_ON_SUCCESS[options.action] ?? {}) : {};
    for (const name of Object.keys(COUNTS) as CountName[]) {
      const delta = after[name] - before[name];
      const [least, most] = allowed[name] ?? [0, 0];
      expect(delta >= least && delta <= most, `${name} changed by ${delta} for ${where}`).toBe(true);
    }

    if (options.action) {
      const key = `${options.action} ${options.role ?? '-'}`;
      const byStatus = seen.get(key) ?? new Map<number, number>();
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
      seen.set(key, byStatus);
      if (ok && ['auth/logout', 'auth/new-password', 'user/edit_profile'].includes(options.action)) sessionsDirty = true;
    }
    return { status, text, json, contentType: response.headers.get('content-type') ?? '' };
  }

  /** Runs a property with its own seed derived from the suite's, and names the seed in any failure. */
  async function check<T>(name: string, offset: number, numRuns: number, arb: fc.Arbitrary<T>, run: (value: T) => Promise<void>) {
    const seed = SEED + offset;
    try {
      await fc.assert(fc.asyncProperty(arb, run), { seed, numRuns: numRuns * SCALE, endOnFailure: process.env.FUZZ_SHRINK !== '1' });
    } catch (error) {
      // fast-check's report holds the counterexample, whose strings may be 100,000 characters long.
      const clip = (text: string) => text.split('\n').map((line) => (line.length > 1_500 ? `${line.slice(0, 1_500)}… (${line.length} characters)` : line)).join('\n');
      const report = error instanceof Error ? error.message : String(error);
      const cause = error instanceof Error && error.cause instanceof Error ? `\nFailure: ${error.cause.message}` : '';
      throw new Error(clip(`fuzz property "${name}" failed; reproduce with FUZZ_SEED=${SEED} (property seed ${seed}).\n${report}${cause}`));
    }
  }

  beforeAll(async () => {
    // A stand-in for the built app, so static paths answer as in production and not 503 "not built".
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jariyah-fuzz-dist-'));
    fs.mkdirSync(path.join(distDir, 'assets'));
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Jariyah</title>');
    fs.writeFileSync(path.join(distDir, 'assets', 'app.js'), 'console.log(1)');
    fs.writeFileSync(path.join(distDir, 'sw.js'), 'self.x = 1');
    t = await createTestApp({ seed: true, env: { DIST_DIR: distDir } });
    serverPaths = [...new Set([process.cwd(), t.deps.config.dataDir, distDir, path.resolve('server')])];

    await seedUser(t, USER_PHONE, PASSWORD, 'Pengguna Fuzz');
    await seedUser(t, STAFF_PHONE, PASSWORD, 'Staf Fuzz');
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.whatsapp, STAFF_PHONE));
    cheapHash = (await t.db.select().from(users).where(eq(users.whatsapp, USER_PHONE)))[0]!.passwordHash;
    await refreshSessions();
    staleCookie = cookies.user!;
    await t.call('auth', 'logout', { cookie: staleCookie, method: 'POST', form: {} }); // a revoked session, as on a shared phone

    const programRows = await t.db.select({ id: programs.id, slug: programs.slug, type: programs.type }).from(programs);
    pools.programIds = programRows.flatMap((p) => [`${p.type === 'kencleng' ? 'KM' : 'ID'}-${p.id}`, `ID-${p.id}`]);
    pools.programSlugs = programRows.map((p) => p.slug);
    pools.mosqueSlugs = (await t.db.select({ slug: mosques.slug }).from(mosques)).map((m) => m.slug);
    pools.newsSlugs = (await t.db.select({ slug: newsArticles.slug }).from(newsArticles)).map((n) => n.slug);
    pools.methods = (await t.db.select({ code: paymentMethods.code, type: paymentMethods.type }).from(paymentMethods).where(isNotNull(paymentMethods.code)))
      .map((m) => ({ code: m.code, type: m.type }));
    pools.phones = [USER_PHONE, STAFF_PHONE];
    await refreshPools();
    lastLogLength = t.logs.length;
  });

  afterAll(async () => {
    await t?.close();
    if (distDir) fs.rmSync(distDir, { recursive: true, force: true });
  });

  // ---------- good values, so a good share of requests gets past validation into the handlers ----------

  const pick = <T,>(list: () => readonly T[], fallback: T) => fc.nat().map((i) => (list().length ? list()[i % list().length]! : fallback));
  const phoneForms = (stored: string) => [`0${stored}`, `62${stored}`, `+62 ${stored.slice(0, 3)}-${stored.slice(3, 7)}-${stored.slice(7)}`, stored];
  const knownPhone = fc.tuple(pick(() => pools.phones, USER_PHONE), fc.nat()).map(([p, i]) => phoneForms(p)[i % 4]!);
  const anyPhone = fc.oneof(knownPhone, fc.integer({ min: 100_000_000, max: 999_999_999 }).map((n) => `0812${n}`));
  const tinyPng = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
  const slug = pick(() => pools.programSlugs, 'program');
  const programId = pick(() => pools.programIds, 'ID-1');
  const words = fc.constantFrom('Masjid', 'Renovasi Atap', 'Sumur Bor', 'Pembangunan', 'a', 'Al-Ikhlas');
  const day = fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  const method = pick(() => pools.methods, { code: 'QRIS', type: 'QRIS' });
  const khatamanId = pick(() => pools.khatamanIds, 'AAAAAAAAAAAA');
  const juzNumber = fc.constantFrom('1', '2', '30', '0', '31');
  // Issue 27, finding 5: amounts as JSON numbers (a JSON body keeps them numbers) and dates far off.
  const financeAmount = fc.constantFrom<FieldValue>('1000', '-500', 25_000, -500, 1e15, 2 ** 53 + 1, 1e20, -1e12, 9_999_999_999_999, 10_000_000_000_000, 1000.5);
  const farDay = fc.constantFrom('9999-12-31', '1000-01-01', '2999-12-31', '1999-12-31', '0001-01-01', '2100-02-29');

  /** Fields whose good values belong together (a number and the code sent to it), drawn as one. */
  type Together = { names: string[]; values: fc.Arbitrary<Record<string, FieldValue>> };
  const together = (names: string[], values: fc.Arbitrary<Record<string, FieldValue>>): Together => ({ names, values });
  /** The codes in the WhatsApp outbox, newest first, with the number each went to (stored form). */
  const sentCodes = () => t.outbox.slice(0, 30).flatMap((m) => {
    const code = /\b(\d{5})\b/.exec(m.text)?.[1];
    return code ? [{ phone: m.to.replace(/^62/, ''), code }] : [];
  });
  const proofFor = (purpose: string) => fc.nat().map((i) => {
    const list = pools.proofs.filter((p) => p.purpose === purpose);
    return list.length ? list[i % list.length]! : { phone: USER_PHONE, purpose, proof: randomUUID() };
  });

  /** Field → good values, per action. Absent: the action takes no fields. */
  const goodFields = (): Record<string, Record<string, fc.Arbitrary<FieldValue>> | Together> => ({
    'campaign/get_campaign_limit': { limit: fc.constantFrom('1', '5', '20', 3) },
    'campaign/get_campaign_infaq': { search: words, sortBy: fc.constantFrom('paling banyak', 'Paling Sedikit', '') },
    'campaign/get_campaign_by_slug': { slug, type: fc.constant('ID') },
    'campaign/get_campaign_detail': { slug },
    'campaign/get_campaign_by_id': { programId },
    'campaign/get_total_donate': { programId },
    'campaign/get_transaction_list': { programId, sort: fc.constantFrom('terbaru', 'terbesar'), limit: fc.constantFrom('10', '100') },
    'campaign/get_prayer_campaign': { programId, limit: fc.constantFrom('1', '20', '50') },
    'campaign/toggle_like': { doa_id: pick(() => pools.prayerIds, 1).map(String), state: fc.constantFrom('liked', 'unliked') },
    'campaign/get_updates': { programId },
    'campaign/get_disbursements': { programId },
    'masjid/get_campaign': {
      search: words, lat: fc.constantFrom('-6.1754', '0', '91', '-6,2'), lng: fc.constantFrom('106.8272', '-180', '181'),
      bbox: fc.constantFrom('106.6,-6.4,107.1,-6.0', '95,-11,141,6', '107,-6,106,-7', '1,2,3'), sort: fc.constantFrom('terdekat', 'terjauh', 'paling-banyak', 'acak'),
      kencleng: fc.constantFrom('Y', 'N'), limit: fc.constantFrom('1', '30', '100', '101'), cursor: fc.constantFrom('', '1', '3'),
    },
    'masjid/get_campaign_by_slug': { slug: pick(() => pools.mosqueSlugs, 'masjid') },
    'transaction/storeDonate': {
      price: fc.constantFrom('50000', '25.000', '100000', 75_000),
      donorName: fc.constantFrom('Hamba Allah', 'Siti Aminah'),
      donorPhone: anyPhone,
      donorEmail: fc.constantFrom('', 'siti@example.com'),
      donorPray: fc.constantFrom('Semoga berkah', ''),
      codePayment: method.map((m) => m.code),
      typePayment: method.map((m) => m.type),
      programId,
      programType: fc.constantFrom('campaign', 'kencleng'),
      ref: fc.constantFrom('', 'REF123'),
    },
    'transaction/getTransaction': { codeDonate: pick(() => pools.donationCodes, 'ABCD-1234') },
    'user/edit_profile': {
      editType: fc.constantFrom('fullname', 'address', 'email', 'birthdate', 'gender', 'greeting', 'avatar', 'whatsapp'),
      editValue: fc.constantFrom('Siti Aminah', 'Jl. Merdeka 1', 'siti@example.com', '1990-05-17', 'Perempuan', 'Bunda', tinyPng, '081299990000'),
    },
    'user/send_otp': { verifWith: fc.constant('whatsapp') },
    'auth/login': { whatsapp: knownPhone, password: fc.constantFrom(PASSWORD, 'salah12345') },
    'auth/send_otp': { phoneNumber: anyPhone, purpose: fc.constantFrom('register', 'forgot-password', 'change-phone-current', 'change-phone-new') },
    'auth/resend_otp': { phoneNumber: anyPhone, purpose: fc.constantFrom('register', 'forgot-password') },
    'auth/verify_otp': together(['phoneNumber', 'code', 'purpose'], fc.tuple(fc.nat(), fc.constantFrom('register', 'forgot-password'), fc.boolean()).map(([i, purpose, real]) => {
      const sent = sentCodes();
      const pickSent = sent.length ? sent[i % sent.length]! : { phone: USER_PHONE, code: '12345' };
      return { phoneNumber: `0${pickSent.phone}`, code: real ? pickSent.code : String(10_000 + (i % 90_000)), purpose };
    })),
    'auth/register': together(['whatsapp', 'fullname', 'password', 'proof'], proofFor('register').map((p) => ({
      whatsapp: `0${p.phone}`, fullname: 'Siti Aminah', password: 'rahasia-baru-1', proof: p.proof,
    }))),
    'auth/forgot_password': { phoneNumber: anyPhone },
    // The same password again, so the fuzz's own logins keep working after a reset.
    'auth/new-password': together(['whatsapp', 'password', 'proof'], proofFor('forgot-password').map((p) => ({
      whatsapp: `0${p.phone}`, password: PASSWORD, proof: p.proof,
    }))),
    'news/get_news': { type: fc.constantFrom('berita', 'blog'), search: words },
    'news/get_article': { slug: pick(() => pools.newsSlugs, 'artikel') },
    'tilawah/sync_tilawah': {
      state: fc.constantFrom(
        JSON.stringify({ days: [], bookmarks: [] }),
        JSON.stringify({ position: { surah: 18, ayah: 10, index: 2150, at: '2026-11-24T10:00:00.000Z' }, days: [{ date: '2026-11-24', verses: [2150], pages: [294] }], bookmarks: [{ surah: 36, ayah: 58, updatedAt: '2026-11-24T10:00:00.000Z', deleted: false }] }),
        // Issue 27: far dates and long target texts are refused.
        JSON.stringify({ days: [{ date: '9999-12-31', verses: [1], pages: [1] }, { date: '1000-01-01', verses: [2], pages: [1] }], bookmarks: [] }),
        JSON.stringify({ days: [], bookmarks: [{ surah: 1, ayah: 1, updatedAt: '9999-01-01T00:00:00.000Z', deleted: false }], target: { value: { kind: 'x'.repeat(5000) }, at: '2026-11-20T00:00:00.000Z' } }),
      ),
      since: fc.constantFrom('0', '1', '999999999999', '-1', '1e3'),
    },
    'khataman/open_khataman': { title: words, intention: words, deadline: fc.oneof(day, farDay) },
    'khataman/get_khataman': { id: khatamanId },
    'khataman/claim_juz': { id: khatamanId, juz: fc.constantFrom('1', '2,3,4', '30', '0', '31', '1,1,1', 'x') },
    'khataman/mark_juz_read': { id: khatamanId, juz: juzNumber },
    'khataman/release_juz': { id: khatamanId, juz: juzNumber },
    'admin/list_donations': { status: fc.constantFrom('pending', 'paid', 'expired', 'semua'), search: words },
    'admin/confirm_donation': { code: pick(() => pools.donationCodes, 'ABCD-1234') },
    'admin/list_programs': { search: words },
    'admin/get_program': { slug },
    'admin/save_program': {
      slug: fc.option(slug, { nil: null }).map((s) => s ?? ''), header: words, target: fc.constantFrom('0', '5000000', ''),
      batas_tanggal: day, all_time: fc.constantFrom('Y', 'N'), deskripsi: words, tentang: words, flyer: fc.constantFrom(tinyPng, ''),
    },
    'admin/add_update': { slug, title: words, body: words },
    'admin/add_disbursement': { slug, title: words, description: words, amount: fc.oneof(fc.constantFrom('1000', '50000'), financeAmount), disbursed_at: day },
    'admin/save_article': { type: fc.constantFrom('berita', 'blog'), title: words, excerpt: words, body: words },
    // Issue 17: roles, trail, each mosque's own page.
    'admin/step_up': { password: fc.constantFrom(PASSWORD, 'bukan-sandinya') },
    'admin/save_mosque': {
      id: fc.constantFrom('', '1', '2'), nama: words, alamat: words, kota: words, latitude: fc.constantFrom('-6.2', '0', '91'),
      longitude: fc.constantFrom('106.8', '-181'), email: fc.constantFrom('', 'takmir@masjid.id'), open_kencleng: fc.constantFrom('Y', 'N'),
    },
    'admin/list_staff': { masjid_id: fc.constantFrom('1', '2') },
    'admin/grant_staff': { masjid_id: fc.constantFrom('1', '2'), whatsapp: anyPhone },
    'admin/revoke_staff': { masjid_id: fc.constantFrom('1', '2'), whatsapp: anyPhone },
    'admin/list_audit': { masjid_id: fc.constantFrom('', '1'), action: fc.constantFrom('', 'save_mosque'), from: day, to: day },
    'admin/list_activities': { masjid_id: fc.constantFrom('1', '2') },
    'admin/add_activity': {
      masjid_id: fc.constantFrom('1', '2'), kind: fc.constantFrom('kajian', 'jumat'), title: words, speaker: words, date: day,
      time: fc.constantFrom('19:30', '05:00'), repeat: fc.constantFrom('none', 'weekly'), until_date: day,
    },
    'admin/cancel_activity': { id: fc.constantFrom('1', '2', '3') },
    'admin/list_finance_entries': { masjid_id: fc.constantFrom('1', '2') },
    'admin/add_finance_entry': {
      masjid_id: fc.constantFrom('1', '2'), kind: fc.constantFrom('income', 'expense'), category: words,
      amount: financeAmount, entry_date: fc.oneof(day, farDay), note: words, corrects_id: fc.constantFrom('', '1'),
    },
    'admin/save_payment_method': { id: fc.constantFrom('1', '2'), active: fc.constantFrom('Y', 'N'), minimum: fc.constantFrom('1000', '20000') },
    'admin/hide_prayer': { doa_id: fc.constantFrom('1', '2'), reason: words },
    // Issue 28: a kencleng counted by one staff member, confirmed by another.
    'admin/list_kencleng_openings': { masjid_id: fc.constantFrom('1', '2') },
    'admin/open_kencleng_count': {
      masjid_id: fc.constantFrom('1', '2'), amount: fc.oneof(fc.constantFrom<FieldValue>('250.000', '12,5', '0', '5000000000'), financeAmount),
      note: words, photo: fc.constantFrom(tinyPng, ''),
    },
    'admin/confirm_kencleng_count': { id: fc.constantFrom('1', '2', '3') },
    'admin/cancel_kencleng_count': { id: fc.constantFrom('1', '2', '3') },
    'admin/get_friday_report': { masjid_id: fc.constantFrom('1', '2') },
    'masjid/get_activities': { slug: pick(() => pools.mosqueSlugs, 'masjid') },
    'masjid/get_finance': { slug: pick(() => pools.mosqueSlugs, 'masjid'), period: fc.constantFrom('minggu', 'bulan') },
    // Issue 28: each mosque's own times.
    'masjid/get_times': { slug: pick(() => pools.mosqueSlugs, 'masjid') },
    'masjid/get_month_totals': { slug: pick(() => pools.mosqueSlugs, 'masjid') },
    'masjid/get_mosque_announcements': { slug: pick(() => pools.mosqueSlugs, 'masjid') },
    'admin/get_mosque_times': { masjid_id: fc.constantFrom('1', '2') },
    'admin/save_iqamah': {
      masjid_id: fc.constantFrom('1', '2'), time_zone: fc.constantFrom('Asia/Jakarta', 'Asia/Makassar', 'Europe/London'), quiet_minutes: fc.constantFrom('0', '10', '31'),
      iqamah_subuh: fc.constantFrom('', '10', '04:45', '91'), iqamah_dzuhur: fc.constantFrom('', '10'), iqamah_ashar: fc.constantFrom('', '15:30'),
      iqamah_maghrib: fc.constantFrom('5', '25:00'), iqamah_isya: fc.constantFrom('', '10'),
    },
    'admin/save_friday': {
      masjid_id: fc.constantFrom('1', '2'), date: fc.constantFrom('2026-11-27', '2026-12-04', '2026-12-03', '2028-01-07'), time: fc.constantFrom('11:50', '12:61'),
      khatib: words, imam: words, theme: words,
    },
    'admin/remove_friday': { id: fc.constantFrom('1', '2', '3') },
    'admin/add_special_day': {
      masjid_id: fc.constantFrom('1', '2'), kind: fc.constantFrom('tarawih', 'idul_fitri', 'idul_adha'), date: day, until_date: fc.constantFrom('', '2027-03-09'),
      time: fc.constantFrom('19:30', '06:30'), place: words, note: words,
    },
    'admin/remove_special_day': { id: fc.constantFrom('1', '2', '3') },
  });

  /** Every field good, or some hostile, some missing, some extra: `rate` is how much goes wrong. */
  function fieldsFor(spec: Record<string, fc.Arbitrary<FieldValue>> | Together): fc.Arbitrary<Pair[]> {
    const { names, values } = 'names' in spec && Array.isArray(spec.names)
      ? (spec as Together)
      : { names: Object.keys(spec), values: fc.record(spec as Record<string, fc.Arbitrary<FieldValue>>) };
    const perField = names.map(() => fc.record({ bad: hostileValue, u: fc.double({ min: 0, max: 1, noNaN: true }) }));
    return fc
      .record({
        rate: fc.constantFrom(0, 0, 0.15, 0.4, 1),
        good: values,
        fields: fc.tuple(...perField),
        extras: fc.array(fc.tuple(hostileKey, hostileValue), { maxLength: 3 }),
        extraRate: fc.double({ min: 0, max: 1, noNaN: true }),
      })
      .map(({ rate, good, fields, extras, extraRate }) => {
        const pairs: Pair[] = [];
        fields.forEach((f, i) => {
          const name = names[i]!;
          if (f.u < rate * 0.25) return; // missing
          pairs.push([name, f.u < rate ? f.bad : good[name]!]);
        });
        if (extraRate < rate) pairs.push(...extras);
        return pairs;
      });
  }

  const ACTIONS = Object.entries(controllers).flatMap(([controller, actions]) =>
    Object.entries(actions).map(([kode, act]) => ({ controller, kode, method: act.method, key: `${controller}/${kode}` })));
  const otherKodes = ACTIONS.map((a) => a.kode);

  type Encoding = 'query' | 'urlencoded' | 'multipart' | 'json' | 'none';

  function buildActionRequest(x: {
    controller: string; kode: string; method: string; pairs: Pair[]; encoding: Encoding;
    kodeHeader: string | null; clientKey: string | null; cookie: string | undefined; idempotencyKey: string | undefined;
    extraHeaders: [string, string][];
  }): Request {
    const url = new URL(`http://localhost/api/${x.controller}`);
    const headers = new Headers();
    if (x.kodeHeader !== null) headers.set(KODE_HEADER, x.kodeHeader);
    if (x.clientKey !== null) headers.set(CLIENT_KEY_HEADER, x.clientKey);
    if (x.cookie) headers.set('cookie', x.cookie);
    if (x.idempotencyKey !== undefined) headers.set(IDEMPOTENCY_HEADER, x.idempotencyKey);
    for (const [name, value] of x.extraHeaders) headers.set(name, value);
    let body: RequestInit['body'];
    const bodiless = x.method === 'GET' || x.method === 'HEAD';
    const encoding = bodiless && x.encoding !== 'query' ? 'query' : x.encoding;
    if (encoding === 'query') for (const [k, v] of flatPairs(x.pairs)) url.searchParams.append(k, v);
    else if (encoding === 'urlencoded') {
      body = new URLSearchParams(flatPairs(x.pairs)).toString();
      headers.set('content-type', 'application/x-www-form-urlencoded');
    } else if (encoding === 'multipart') body = multipartBody(x.pairs);
    else if (encoding === 'json') {
      body = toJsonText({ pairs: x.pairs });
      headers.set('content-type', 'application/json');
    }
    return new Request(url, { method: x.method, headers, body });
  }

  const role = fc.constantFrom<Role>('guest', 'user', 'staff');

  it('every controller and kode, as guest, user and staff, with hostile fields, encodings and headers', async () => {
    const good = goodFields();
    const arb = fc.constantFrom(...ACTIONS).chain((a) =>
      fc.record({
        a: fc.constant(a),
        role,
        pairs: fieldsFor(good[a.key] ?? {}),
        encoding: fc.constantFrom<Encoding>(...(a.method === 'GET' ? (['query'] as const) : (['urlencoded', 'multipart', 'json', 'json', 'query', 'none'] as const))),
        method: fc.oneof({ arbitrary: fc.constant(a.method), weight: 12 }, { arbitrary: fc.constantFrom(...METHODS), weight: 1 }),
        kodeHeader: fc.oneof(
          { arbitrary: fc.constant<string | null>(a.kode), weight: 14 },
          { arbitrary: fc.constantFrom<string | null>(null, '', ...otherKodes, a.kode.toUpperCase(), ` ${a.kode}`, '__proto__', 'constructor', 'hasOwnProperty'), weight: 1 },
          { arbitrary: hostileHeaderValue, weight: 1 },
        ),
        clientKey: fc.oneof(
          { arbitrary: fc.constant<string | null>(WEB_CLIENT_KEY), weight: 14 },
          { arbitrary: fc.constantFrom<string | null>(null, '', 'jariyah-web-v0', WEB_CLIENT_KEY.toUpperCase()), weight: 1 },
          { arbitrary: hostileHeaderValue, weight: 1 },
        ),
        cookieKind: fc.oneof({ arbitrary: fc.constant('role' as const), weight: 10 }, { arbitrary: fc.constant('stale' as const), weight: 1 }, { arbitrary: garbageCookie, weight: 1 }),
        idempotencyKey: fc.oneof(
          { arbitrary: fc.constant(undefined), weight: 6 },
          { arbitrary: fc.uuid(), weight: 3 },
          { arbitrary: fc.constantFrom('fuzz-reused-key-1', 'fuzz-reused-key-2'), weight: 1 },
          { arbitrary: garbageIdempotencyKey, weight: 1 },
        ),
        extraHeaders: fc.array(
          fc.oneof(
            fc.constantFrom<[string, string]>(
              ['origin', 'http://localhost'], ['origin', 'https://evil.example'], ['origin', 'not a url'], ['origin', 'null'],
              ['sec-fetch-site', 'cross-site'], ['sec-fetch-site', 'same-origin'], ['if-none-match', '*'], ['if-none-match', 'W/"x", "y"'],
              ['x-forwarded-for', '1.2.3.4, 5.6.7.8'], ['x-forwarded-host', 'evil.example'], ['accept', 'text/html'], ['range', 'bytes=0-1'],
            ),
            fc.tuple(fc.constantFrom('if-none-match', 'x-forwarded-for', 'x-real-ip', 'forwarded', 'accept-language', 'x-timestamp'), headerText),
          ),
          { maxLength: 2 },
        ),
        peer,
      }),
    );
    await check('actions', 1, 6_000, arb, async (x) => {
      const cookie = x.cookieKind === 'role' ? cookies[x.role] : x.cookieKind === 'stale' ? staleCookie : x.cookieKind;
      const request = buildActionRequest({
        controller: x.a.controller, kode: x.a.kode, method: x.method, pairs: x.pairs, encoding: x.encoding,
        kodeHeader: x.kodeHeader, clientKey: x.clientKey, cookie, idempotencyKey: x.idempotencyKey, extraHeaders: x.extraHeaders,
      });
      // The kode header decides the action, even when it names another one of the same controller.
      const kode = request.headers.get(KODE_HEADER); // as the server reads it: trimmed
      const named = kode !== null && Object.hasOwn(controllers[x.a.controller as keyof typeof controllers], kode) ? `${x.a.controller}/${kode}` : null;
      const answer = await send(request, { peer: x.peer, action: named, role: x.role });
      const acknowledged = answer.status >= 200 && answer.status < 300;
      if (acknowledged && (named === 'transaction/storeDonate' || named === 'admin/confirm_donation')) await refreshPools();
      if (acknowledged && named === 'auth/verify_otp') {
        // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a hostile value goes on the wire as String() writes it
        const field = (name: string) => String(x.pairs.findLast(([k]) => k === name)?.[1] ?? '');
        const proof = (answer.json as { data: { proof: string } }).data.proof;
        pools.proofs.push({ phone: field('phoneNumber').replace(/\D/g, '').replace(/^(62|0)/, ''), purpose: field('purpose') || 'register', proof });
      }
    });
  }, 240_000);

  it('raw requests: any method, traversal and encoded paths, broken bodies, garbage headers', async () => {
    const arb = fc.record({
      path: hostilePath,
      method: fc.constantFrom(...METHODS),
      body: brokenBody,
      kode: fc.oneof(fc.constantFrom(...otherKodes), hostileHeaderValue),
      clientKey: fc.constantFrom<string | null>(WEB_CLIENT_KEY, WEB_CLIENT_KEY, null, 'x'),
      cookie: fc.oneof(fc.constantFrom<Role | 'none'>('guest', 'user', 'staff', 'none'), garbageCookie),
      idempotencyKey: fc.option(fc.oneof(fc.uuid(), garbageIdempotencyKey), { nil: undefined }),
      peer: fc.oneof({ arbitrary: peer, weight: 4 }, { arbitrary: fc.constantFrom('127.0.0.1', '::1', '::ffff:127.0.0.1'), weight: 1 }),
    });
    await check('raw requests', 2, 2_600, arb, async (x) => {
      const headers = new Headers();
      headers.set(KODE_HEADER, x.kode);
      if (x.clientKey !== null) headers.set(CLIENT_KEY_HEADER, x.clientKey);
      const cookie = x.cookie === 'none' ? undefined : x.cookie === 'guest' || x.cookie === 'user' || x.cookie === 'staff' ? cookies[x.cookie] : x.cookie;
      if (cookie) headers.set('cookie', cookie);
      if (x.idempotencyKey !== undefined) headers.set(IDEMPOTENCY_HEADER, x.idempotencyKey);
      const bodiless = x.method === 'GET' || x.method === 'HEAD';
      if (!bodiless && x.body.contentType) headers.set('content-type', x.body.contentType);
      const request = new Request(new URL(x.path, 'http://localhost'), { method: x.method, headers, body: bodiless ? undefined : x.body.body });
      const answer = await send(request, { peer: x.peer, action: null });
      // Nothing outside the app's own folders is ever served, whatever the path says.
      expect(answer.text, `${x.method} ${x.path}`).not.toMatch(/"name":\s*"jariyah"|root:x:0:0|\[core\]|paymentWebhookSecret|otpPepper/);
    });
  }, 240_000);

  it('raw requests to every action: invalid UTF-8, broken JSON and multipart, wrong content types', async () => {
    const arb = fc.record({ a: fc.constantFrom(...ACTIONS), body: brokenBody, role, peer, method: fc.constantFrom('POST', 'PUT', 'PATCH', 'DELETE') });
    await check('broken bodies', 3, 1_200, arb, async (x) => {
      const headers = new Headers({ [KODE_HEADER]: x.a.kode, [CLIENT_KEY_HEADER]: WEB_CLIENT_KEY });
      const cookie = cookies[x.role];
      if (cookie) headers.set('cookie', cookie);
      if (x.body.contentType) headers.set('content-type', x.body.contentType);
      const method = x.a.method === 'POST' ? 'POST' : x.method;
      const request = new Request(`http://localhost/api/${x.a.controller}`, { method, headers, body: x.body.body });
      await send(request, { peer: x.peer, action: x.a.key, role: x.role });
    });
  }, 240_000);

  it('the payment webhook: signed and unsigned, stale, replayed, with hostile bodies', async () => {
    const secret = () => t.deps.config.paymentWebhookSecret;
    const nowSeconds = () => Math.floor(t.clock.now.getTime() / 1000);
    const donation = fc.nat().map((i) => pools.pendingDonations.length ? pools.pendingDonations[i % pools.pendingDonations.length]! : { code: 'ABCD-1234', total: 50_000 });
    const body = fc.oneof(
      fc.record({ d: donation, event: fc.oneof(fc.uuid(), fc.constantFrom('evt-replayed-1', 'evt-replayed-2')), amountRight: fc.boolean(), amount: hostileValue })
        .map(({ d, event, amountRight, amount }) => toJsonText({ pairs: [['event_id', event], ['codeDonate', d.code], ['status', 'paid'], ['amount', amountRight ? d.total : amount]] })),
      fc.tuple(fieldsFor({ event_id: fc.uuid(), codeDonate: donation.map((d) => d.code), status: fc.constantFrom('paid', 'pending'), amount: donation.map((d) => d.total) }))
        .map(([pairs]) => toJsonText({ pairs })),
      hostileString,
      brokenBody.map((b) => (typeof b.body === 'string' ? b.body : new TextDecoder().decode(b.body))),
    );
    const arb = fc.record({
      body,
      signing: fc.constantFrom('right', 'right', 'right', 'wrong-secret', 'garbage', 'none'),
      timestamp: fc.oneof(
        { arbitrary: fc.constant('now'), weight: 6 },
        { arbitrary: fc.constantFrom(...NUMBERISH.filter((n) => /^[\x20-\x7e]*$/.test(n)), 'stale', 'future'), weight: 2 },
      ),
      method: fc.oneof({ arbitrary: fc.constant('POST'), weight: 9 }, { arbitrary: fc.constantFrom(...METHODS), weight: 1 }),
      peer,
    });
    await check('payment webhook', 4, 900, arb, async (x) => {
      const timestamp = x.timestamp === 'now' ? String(nowSeconds()) : x.timestamp === 'stale' ? String(nowSeconds() - 3_600) : x.timestamp === 'future' ? String(nowSeconds() + 3_600) : x.timestamp;
      const headers = new Headers({ 'content-type': 'application/json', [TIMESTAMP_HEADER]: timestamp });
      if (x.signing === 'right') headers.set(SIGNATURE_HEADER, signNotification(secret(), timestamp, x.body));
      if (x.signing === 'wrong-secret') headers.set(SIGNATURE_HEADER, signNotification(`${secret()}x`, timestamp, x.body));
      if (x.signing === 'garbage') headers.set(SIGNATURE_HEADER, 'sha256=00');
      const bodiless = x.method === 'GET' || x.method === 'HEAD';
      const request = new Request('http://localhost/api/payment/notify', { method: x.method, headers, body: bodiless ? undefined : x.body });
      const answer = await send(request, { peer: x.peer, action: x.method === 'POST' ? 'payment/notify' : null });
      if (answer.status === 200) await refreshPools();
    });
  }, 240_000);

  it('an Idempotency-Key replayed with the same or another request changes nothing the second time', async () => {
    const good = goodFields();
    const idempotent = ACTIONS.filter((a) => controllers[a.controller as keyof typeof controllers][a.kode]!.idempotent);
    const arb = fc.constantFrom(...idempotent).chain((a) =>
      fc.record({ a: fc.constant(a), role, first: fieldsFor(good[a.key] ?? {}), second: fc.option(fieldsFor(good[a.key] ?? {}), { nil: null }), key: fc.uuid(), peer }));
    await check('idempotency replays', 5, 350, arb, async (x) => {
      const make = (pairs: Pair[]) => buildActionRequest({
        controller: x.a.controller, kode: x.a.kode, method: x.a.method, pairs, encoding: 'json', kodeHeader: x.a.kode, clientKey: WEB_CLIENT_KEY,
        cookie: cookies[x.role], idempotencyKey: x.key, extraHeaders: [],
      });
      const first = await send(make(x.first), { peer: x.peer, action: x.a.key, role: x.role });
      // The replay acknowledges nothing new: whatever it answers, no count may move.
      const firstOk = first.status >= 200 && first.status < 300;
      const second = await send(make(x.second ?? x.first), { peer: x.peer, action: firstOk ? `${x.a.key} (replay)` : x.a.key, role: x.role });
      // The same answer (the stored copy is jsonb, so its keys may come in another order).
      if (x.second === null && firstOk) expect(second.json).toEqual(first.json);
      if (firstOk) await refreshPools();
    });
  }, 240_000);

  it('the leak check itself recognises what it looks for', () => {
    const paths = ['/srv/jariyah'];
    expect(leaksIn('Error: x\n    at createDonation (/srv/jariyah/server/services/donations.ts:203:24)', paths)).not.toBeNull();
    expect(leaksIn('{"message":"Failed query: select "id" from "users""}', paths)).toBe('SQL');
    expect(leaksIn('{"message":"/srv/jariyah/data"}', paths)).toBe('server path');
    expect(leaksIn('{"status":422,"message":"Data yang dikirim tidak valid","data":null}', paths)).toBeNull();
  });

  it('left every stored amount within 13 digits, every finance date in its window, and every public balance exact', async () => {
    const today = jakartaDate(t.clock.now);
    const entries = await t.db.select({ amount: financeEntries.amount, date: financeEntries.entryDate }).from(financeEntries);
    for (const e of entries) {
      expect(Math.abs(e.amount)).toBeLessThanOrEqual(MAX_RUPIAH);
      expect(isFinanceDateInWindow(e.date, today), e.date).toBe(true);
    }
    for (const d of await t.db.select({ amount: disbursements.amount }).from(disbursements)) expect(d.amount).toBeLessThanOrEqual(MAX_RUPIAH);
    for (const slug of pools.mosqueSlugs) {
      for (const period of ['minggu', 'bulan']) {
        const res = await t.call('masjid', 'get_finance', { query: { slug, period } });
        if (res.status !== 200) continue;
        for (const p of res.body.data.periods as Array<{ opening: number; closing: number }>) {
          expect(Number.isSafeInteger(p.opening) && Number.isSafeInteger(p.closing), `${slug} ${period}`).toBe(true);
        }
      }
    }
  });

  it(`sent at least ${MIN_REQUESTS} requests, and reached every action as every role`, () => {
    console.log(`fuzz: ${requests} requests, seed ${SEED}`);
    expect(requests).toBeGreaterThanOrEqual(MIN_REQUESTS);
    const missing = ACTIONS.flatMap((a) => (['guest', 'user', 'staff'] as const).map((r) => `${a.key} ${r}`)).filter((k) => !seen.has(k));
    expect(missing).toEqual([]);
    if (process.env.FUZZ_REPORT) {
      for (const [key, byStatus] of [...seen].sort()) console.log(key, Object.fromEntries(byStatus));
    }
  });
});
