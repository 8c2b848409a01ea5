import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashes: scrypt at OWASP's recommended cost (N=2^17, r=8, p=1), a 16-byte salt per
 * user, stored self-describing as `scrypt$<log2 N>$<r>$<p>$<salt b64>$<key b64>` so the cost can
 * rise later without breaking stored hashes. One hash takes ~128 MB and a good fraction of a
 * second, so at most MAX_CONCURRENT run at once and at most MAX_WAITING wait their turn: beyond
 * that the caller is told to come back (HasherBusyError, a 503), so a flood of requests cannot
 * push a real login's wait to seconds or the server's memory without bound.
 */
export const PASSWORD_COST = { logN: 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
const MAX_CONCURRENT = 2;
const MAX_WAITING = 8;

/** Every hashing slot and waiting place is taken: answer 503 with Retry-After, hash nothing. */
export class HasherBusyError extends Error {
  constructor() {
    super('password hasher busy');
  }
}

type Cost = { logN: number; r: number; p: number };

let running = 0;
const waiting: (() => void)[] = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) {
    if (waiting.length >= MAX_WAITING) throw new HasherBusyError();
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next(); // the slot passes straight to the next waiter
    else running -= 1;
  }
}

function derive(password: string, salt: Buffer, cost: Cost): Promise<Buffer> {
  const N = 2 ** cost.logN;
  const options: ScryptOptions = { N, r: cost.r, p: cost.p, maxmem: 128 * N * cost.r * 2 };
  return withSlot(
    () => new Promise<Buffer>((resolve, reject) => {
      scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
    }),
  );
}

/** Hashes a new password. `cost` is for tests only; the default is OWASP's. */
export async function hashPassword(password: string, cost: Cost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.logN, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** True when the password matches the stored hash; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [logN, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  // Refuse absurd parameters from a tampered row rather than burn the machine on them.
  if (!(logN >= 10 && logN <= 20 && r >= 1 && r <= 16 && p >= 1 && p <= 4)) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length < 8 || expected.length !== KEY_LENGTH) return false;
  const key = await derive(password, salt, { logN, r, p });
  return timingSafeEqual(key, expected);
}

/** A hash at the default cost of a random password nobody knows (made once, offline). */
const DUMMY_HASH = 'scrypt$17$8$1$l4BO3hzIi4UGosE5WIsNGA==$gltxCJS7yvd1LXbMR5/TnadH7JUx8a/86fJ9ScKjqU4=';

/**
 * Spends the same time as checking a real password, for a login with an unknown number, so the
 * answer's timing does not tell whether the number is registered.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  await verifyPassword(password, DUMMY_HASH);
  return false;
}

/** How many hashes run and wait right now (for tests and a future health report). */
export const passwordHasherLoad = () => ({ running, waiting: waiting.length });
