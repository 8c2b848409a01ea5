import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import webpush from 'web-push';
import { ConfigError, type Config, type EnvConfig } from './config.ts';

/*
 * Secrets the operator did not set are made on first start and kept in the data folder, never
 * taken from the source: `npm start` on a fresh machine is as safe as a configured deployment,
 * and `npm run pay` (run beside the server) reads the same file to sign its notifications.
 */

export const SECRETS_FILE = 'secrets.json';

const SecretsSchema = v.object({
  paymentWebhookSecret: v.pipe(v.string(), v.minLength(32)),
  otpPepper: v.pipe(v.string(), v.minLength(32)),
  /** Added later than the others: a file from before has none until the next start adds them. */
  vapidPublicKey: v.optional(v.pipe(v.string(), v.minLength(80))),
  vapidPrivateKey: v.optional(v.pipe(v.string(), v.minLength(40))),
});
export type Secrets = v.InferOutput<typeof SecretsSchema>;

const freshVapid = () => {
  const keys = webpush.generateVAPIDKeys();
  return { vapidPublicKey: keys.publicKey, vapidPrivateKey: keys.privateKey };
};

const fresh = (): Secrets => ({
  paymentWebhookSecret: randomBytes(32).toString('base64url'),
  otpPepper: randomBytes(32).toString('base64url'),
  ...freshVapid(),
});

/**
 * A secrets file from before Web Push gets VAPID keys added: written aside and renamed over it,
 * so a reader never sees half a file. Then read back, so this process uses what the file says.
 */
function addVapidKeys(dataDir: string, secrets: Secrets): Secrets {
  const file = path.join(dataDir, SECRETS_FILE);
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(aside, `${JSON.stringify({ ...secrets, ...freshVapid() }, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(aside, file);
  return readSecrets(dataDir) ?? secrets;
}

/** The data folder's secrets, or null when it has none (yet). A damaged file stops the server. */
export function readSecrets(dataDir: string): Secrets | null {
  const file = path.join(dataDir, SECRETS_FILE);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  const parsed = v.safeParse(SecretsSchema, (() => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return null;
    }
  })());
  if (!parsed.success) throw new ConfigError(`${file} is damaged: restore it from a backup (codes in flight and pending payment notifications depend on it)`);
  return parsed.output;
}

/**
 * Reads the data folder's secrets, making them on first start. Two processes starting together
 * on one folder agree: the file is written aside and linked into place, which fails for the
 * second, who then reads the first one's file.
 */
export function loadOrCreateSecrets(dataDir: string): Secrets {
  const existing = readSecrets(dataDir);
  if (existing) return existing.vapidPublicKey && existing.vapidPrivateKey ? existing : addVapidKeys(dataDir, existing);
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, SECRETS_FILE);
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(aside, `${JSON.stringify(fresh(), null, 2)}\n`, { mode: 0o600 });
  try {
    fs.linkSync(aside, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(aside, { force: true });
  }
  const made = readSecrets(dataDir);
  if (!made) throw new ConfigError(`could not keep the generated secrets in ${file}`);
  return made;
}

/**
 * Completes the configuration with its secrets: those set in the environment win; the rest come
 * from the data folder. Processes sharing a PostgreSQL must share their secrets too, so there
 * (outside development) every secret must be set.
 */
export function resolveSecrets(config: EnvConfig): Config {
  const { givenSecrets, givenVapid, vapidSubject, ...rest } = config;
  const missing = (['PAYMENT_WEBHOOK_SECRET', 'OTP_PEPPER'] as const).filter((name) =>
    (name === 'PAYMENT_WEBHOOK_SECRET' ? givenSecrets.paymentWebhookSecret : givenSecrets.otpPepper) === undefined);
  if (missing.length > 0 && config.databaseUrl && config.env === 'production') {
    throw new ConfigError(`Invalid environment variable ${missing[0]}: must be set when DATABASE_URL is set (every server process needs the same value)`);
  }
  let stored: Secrets | undefined;
  const fromDataDir = () => (stored ??= loadOrCreateSecrets(config.dataDir));
  return {
    ...rest,
    paymentWebhookSecret: givenSecrets.paymentWebhookSecret ?? fromDataDir().paymentWebhookSecret,
    otpPepper: givenSecrets.otpPepper ?? fromDataDir().otpPepper,
    vapid: vapidKeys(config, givenVapid, fromDataDir, vapidSubject),
  };
}

/**
 * VAPID keys from the environment, or the data folder's. Several processes on one PostgreSQL
 * must sign alike, so there (in production) push stays off until the keys are set.
 */
function vapidKeys(config: EnvConfig, given: EnvConfig['givenVapid'], fromDataDir: () => Secrets, subject: string): Config['vapid'] {
  if (given) return { ...given, subject };
  if (config.databaseUrl && config.env === 'production') return undefined;
  const stored = fromDataDir();
  return stored.vapidPublicKey && stored.vapidPrivateKey ? { publicKey: stored.vapidPublicKey, privateKey: stored.vapidPrivateKey, subject } : undefined;
}
