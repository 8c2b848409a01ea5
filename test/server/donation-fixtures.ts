import { count, eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { donations, fundraisers, paymentMethods, programs, users } from '../../server/db/schema.ts';
import { createSession, SESSION_COOKIE } from '../../server/lib/sessions.ts';
import { signNotification } from '../../server/payments/signature.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Rows the donation tests create for themselves, so they never depend on the demo seed.

let serial = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++serial}`;

export async function insertProgram(db: Db, values: Partial<typeof programs.$inferInsert> = {}) {
  const [row] = await db
    .insert(programs)
    .values({ type: 'infaq', slug: unique('program'), header: 'Renovasi Atap Masjid', target: 50_000_000, allTime: 'Y', ...values })
    .returning();
  return row!;
}

/**
 * A test file's own app with one program and a payment method of each kind: where most donation
 * tests start. `program` sets the program's columns; `app` is createTestApp's options.
 */
export async function openDonationApp(program: Partial<typeof programs.$inferInsert> = {}, app: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(app);
  const m = await insertPaymentMethods(t.db);
  const programId = (await insertProgram(t.db, program)).id;
  return { t, m, programId };
}

export type TestMethods = Record<'qris' | 'ewallet' | 'va' | 'manual' | 'inactive', typeof paymentMethods.$inferSelect>;

/** One method of each kind (codes unique per call) plus an inactive one. */
export async function insertPaymentMethods(db: Db): Promise<TestMethods> {
  const n = ++serial;
  const rows = await db
    .insert(paymentMethods)
    .values([
      { type: 'QRIS', channelName: 'QRIS', code: `QRIS${n}`, minimum: 1_000, image: '/payment/qris.svg' },
      { type: 'E-wallet', channelName: 'DANA', code: `DANA${n}`, minimum: 1_000 },
      { type: 'VA', channelName: 'BNI Virtual Account', code: `BNIVA${n}`, minimum: 20_000 },
      { type: 'Manual', channelName: 'Transfer BSI', code: `BSIMANUAL${n}`, minimum: 20_000, accountNumber: '7123456789', accountName: 'Yayasan Jariyah' },
      { type: 'VA', channelName: 'Mandiri Virtual Account', code: `MANDIRIVA${n}`, minimum: 20_000, active: false },
    ])
    .returning();
  const [qris, ewallet, va, manual, inactive] = rows;
  return { qris: qris!, ewallet: ewallet!, va: va!, manual: manual!, inactive: inactive! };
}

/** A user with a live session; `cookie` goes straight into a call's `cookie`. */
export async function insertUserWithSession(db: Db, now: Date, whatsapp = `81${String(100_000_000 + ++serial).slice(-9)}`) {
  const [user] = await db.insert(users).values({ whatsapp, nama: `Pengguna ${whatsapp.slice(-4)}`, passwordHash: 'not-used-here' }).returning();
  const { token } = await createSession(db, user!.id, now);
  return { user: user!, cookie: `${SESSION_COOKIE}=${token}` };
}

export async function insertFundraiser(db: Db, now: Date, kodeRef: string) {
  const { user } = await insertUserWithSession(db, now);
  const [row] = await db.insert(fundraisers).values({ userId: user.id, kodeRef }).returning();
  return row!;
}

let donors = 0;
/**
 * A fresh donor's number per form ('081' + 8 digits + '0', so it masks as '81********0'): the
 * server limits donations per phone, and these fixtures stand for many donors.
 */
export const nextDonorPhone = () => `081${String((donors += 1)).padStart(8, '0')}0`;

let peers = 0;
/** A fresh client address per request (TEST-NET-3): the server limits donations per address. */
export const nextDonorAddress = () => {
  peers += 1;
  return `203.0.${Math.floor(peers / 250) % 250}.${(peers % 250) + 1}`;
};

/** storeDonate from a donor address of its own (the limits per address are tested apart). */
export const storeDonate = (t: TestApp, form: Record<string, string>, options: { cookie?: string; idempotencyKey?: string; peer?: string } = {}) =>
  t.call('transaction', 'storeDonate', { form, peer: nextDonorAddress(), ...options });

export function donateForm(programId: number, code: string, type: string, values: Record<string, string> = {}): Record<string, string> {
  return {
    price: '50000',
    donorName: 'Hamba Allah',
    donorPhone: nextDonorPhone(),
    donorEmail: '',
    donorPray: 'Semoga berkah dan menjadi amal jariyah',
    codePayment: code,
    typePayment: type,
    programId: `ID-${programId}`,
    programType: 'campaign',
    ...values,
  };
}

export async function donationCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(donations);
  return row?.n ?? 0;
}

export async function donationByCode(db: Db, code: string) {
  const [row] = await db.select().from(donations).where(eq(donations.code, code));
  return row;
}

/** Sends a payment notification to the webhook, signed like the provider (or not, as told). */
export async function notify(
  t: TestApp,
  body: Record<string, unknown> | string,
  /** `url`: where the notification is sent, its host as the request's Host. */
  options: { secret?: string; timestamp?: number; signature?: string; url?: string } = {},
) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const timestamp = String(options.timestamp ?? Math.floor(t.clock.now.getTime() / 1000));
  const signature = options.signature ?? signNotification(options.secret ?? t.deps.config.paymentWebhookSecret, timestamp, raw);
  const response = await t.app.request(options.url ?? 'http://localhost/api/payment/notify', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Timestamp': timestamp, 'X-Signature': signature },
    body: raw,
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as { status: number; message: string; data: unknown } };
}
