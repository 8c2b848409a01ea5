import { expect } from 'vitest';
import { users } from '../../server/db/schema.ts';
import { hashPassword } from '../../server/accounts/passwords.ts';
import { sessionCookie, type TestApp } from '../support/test-app.ts';

/** The five-digit code in the newest WhatsApp message to this number (stored form, without 62). */
export function lastCode(t: TestApp, phone: string): string {
  const message = t.outbox.find((m) => m.to === `62${phone}`);
  expect(message, `no WhatsApp message to 62${phone}`).toBeDefined();
  const code = /\b(\d{5})\b/.exec(message!.text)?.[1];
  expect(code, `no code in: ${message!.text}`).toBeDefined();
  return code!;
}

/**
 * An account made straight in the database with a cheap scrypt cost (the stored hash names its
 * cost, so login checks it as any other). For tests whose subject is not registration itself;
 * registration through the API, at the real cost, is tested in auth.test.ts.
 */
export async function seedUser(t: TestApp, phone: string, password = 'rahasia123', nama = 'Ahmad Fauzi') {
  const passwordHash = await hashPassword(password, { logN: 10, r: 8, p: 1 });
  const [row] = await t.db.insert(users).values({ whatsapp: phone, nama, passwordHash, createdAt: t.clock.now }).returning();
  return row!;
}

export async function login(t: TestApp, phone: string, password = 'rahasia123'): Promise<string> {
  const res = await t.call('auth', 'login', { form: { whatsapp: phone, password } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return sessionCookie(res.response);
}

/** Sends and verifies a code; answers the proof. */
export async function proofFor(t: TestApp, phone: string, purpose: string, cookie?: string): Promise<string> {
  if (purpose === 'change-phone-current') {
    expect((await t.call('user', 'send_otp', { form: { verifWith: 'whatsapp' }, cookie })).status).toBe(200);
  } else {
    const sent = await t.call('auth', 'send_otp', { form: { phoneNumber: phone, purpose }, cookie });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  }
  const verified = await t.call('auth', 'verify_otp', { form: { phoneNumber: phone, code: lastCode(t, phone), purpose } });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return verified.body.data.proof as string;
}

/** Rate-limit windows are fixed hours: moving the clock on starts each test with fresh counts. */
export const HOUR = 3_600_000;
