import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { hashPassword, verifyDummyPassword, verifyPassword } from './passwords.ts';
import { clearRateLimits, hitRateLimit, releaseAttempt, scaled } from '../lib/rate-limit.ts';
import { revokeAllSessions } from '../lib/sessions.ts';
import { Refusal, tooManyTries } from '../lib/refusal.ts';
import { authMessages } from '../../src/contract/auth.ts';
import { GENDERS, GREETINGS, type User } from '../../src/contract/user.ts';

export type UserRow = typeof users.$inferSelect;

/**
 * Wrong passwords are counted per number *and* address, so a stranger who tries someone's number
 * from elsewhere uses up only their own tries, never the owner's; and per address, across numbers.
 */
export const LOGIN_LIMITS = {
  failuresPerNumberAndAddress: { limit: 10, windowSeconds: 900 },
  failuresPerAddress: { limit: 50, windowSeconds: 900 },
} as const;

const numberKeyPrefix = (phone: string) => `login-fail:phone:${phone}:`;

export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.whatsapp, phone)).limit(1);
  return rows[0] ?? null;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | null =>
  options.find((o) => o === value) ?? null;

/** The user as the API answers it (contract/user.ts UserSchema). */
export function toUserAnswer(row: UserRow): User {
  return {
    nama: row.nama,
    whatsapp: row.whatsapp,
    email: row.email,
    tgl_lahir: row.tglLahir,
    alamat: row.alamat,
    kelamin: oneOf(GENDERS, row.kelamin),
    sapaan: oneOf(GREETINGS, row.sapaan),
    avatar: row.avatar ? `/uploads/${row.avatar}` : null,
    created_date: row.createdAt.toISOString(),
    role: row.role === 'admin' ? 'admin' : 'user',
  };
}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};
export { isUniqueViolation };

/**
 * Creates an account; refused (conflict) if the number was registered meanwhile. A number listed in
 * ADMIN_PHONES (`adminPhones`) registers as mosque staff.
 */
export async function createUser(
  db: Db,
  input: { phone: string; nama: string; passwordHash: string },
  now: Date,
  adminPhones: ReadonlySet<string> = new Set(),
): Promise<UserRow> {
  const role = adminPhones.has(input.phone) ? 'admin' : 'user';
  try {
    const rows = await db.insert(users).values({ whatsapp: input.phone, nama: input.nama, passwordHash: input.passwordHash, role, createdAt: now }).returning();
    const row = rows[0];
    if (!row) throw new Error('insert returned no row');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new Refusal('conflict', authMessages.phoneRegistered);
    throw error;
  }
}

/** Sets a new password and ends every session of the account. */
export async function setPassword(db: Db, userId: number, password: string, now: Date): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
  await revokeAllSessions(db, userId, now);
}

/**
 * Checks a login. Each attempt is counted before the password is looked at (so parallel guesses
 * all count) and given back when the password was right; over either limit it is refused before
 * any hashing. An unknown number spends the time of a real check and reads the same message as a
 * wrong password, so neither the text nor the timing tells which part was wrong.
 */
export async function checkLogin(db: Db, input: { phone: string; password: string; ip: string; addressFactor?: number }, now: Date): Promise<UserRow> {
  const counted = [
    { key: `${numberKeyPrefix(input.phone)}${input.ip}`, rule: LOGIN_LIMITS.failuresPerNumberAndAddress },
    { key: `login-fail:ip:${input.ip}`, rule: scaled(LOGIN_LIMITS.failuresPerAddress, input.addressFactor ?? 1) },
  ];
  for (const { key, rule } of counted) {
    const verdict = await hitRateLimit(db, key, rule, now);
    if (!verdict.allowed) throw tooManyTries(verdict.retryAfterSeconds);
  }
  const giveBack = async () => {
    for (const { key, rule } of counted) await releaseAttempt(db, key, rule, now);
  };
  const user = await findUserByPhone(db, input.phone);
  let good: boolean;
  try {
    good = user ? await verifyPassword(input.password, user.passwordHash) : await verifyDummyPassword(input.password);
  } catch (error) {
    await giveBack(); // a busy hasher checked nothing: not a failure
    throw error;
  }
  if (!(user && good)) throw new Refusal('unauthenticated', authMessages.loginFailed);
  await giveBack();
  return user;
}

/** Lifts every login limit on a number (its owner just proved it with a code). */
export async function clearLoginFailures(db: Db, phone: string): Promise<void> {
  await clearRateLimits(db, numberKeyPrefix(phone));
}
