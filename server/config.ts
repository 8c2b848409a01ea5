import * as v from 'valibot';
import path from 'node:path';
import { WEB_CLIENT_KEY } from '../src/contract/envelope.ts';
import { normalizePhone } from '../src/contract/fields.ts';

const Port = v.pipe(
  v.optional(v.string(), '8080'),
  v.regex(/^\d{1,5}$/, 'must be a port number'),
  v.transform(Number),
  v.minValue(0, 'must be a port number'),
  v.maxValue(65535, 'must be a port number'),
);
const Url = (what: string) => v.optional(v.pipe(v.string(), v.url(`must be a URL (${what})`)));
const PositiveInt = (fallback: string) =>
  v.pipe(v.optional(v.string(), fallback), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number), v.minValue(1, 'must be at least 1'));

/** Comma-separated WhatsApp numbers in any form normalizePhone accepts; stored form out. */
const PhoneList = v.pipe(
  v.optional(v.string(), ''),
  v.rawTransform<string, string[]>(({ dataset, addIssue, NEVER }) => {
    const phones: string[] = [];
    for (const entry of dataset.value.split(',').map((x) => x.trim()).filter(Boolean)) {
      const phone = normalizePhone(entry);
      if (!phone) {
        addIssue({ message: `"${entry}" is not a WhatsApp number (e.g. 081234567890)` });
        return NEVER;
      }
      phones.push(phone);
    }
    return phones;
  }),
);

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test'], 'must be development, production or test'), 'development'),
  PORT: Port,
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATA_DIR: v.optional(v.string(), 'data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must start with postgres://'))),
  CLIENT_KEYS: v.optional(v.string(), WEB_CLIENT_KEY),
  PUBLIC_ORIGIN: Url('the public origin, e.g. https://jariyah.example'),
  PAYMENT_WEBHOOK_SECRET: v.optional(v.pipe(v.string(), v.minLength(16, 'must be at least 16 characters')), 'dev-only-payment-webhook-secret'),
  PAYMENT_EXPIRY_HOURS: PositiveInt('24'),
  OTP_PEPPER: v.optional(v.pipe(v.string(), v.minLength(16, 'must be at least 16 characters')), 'dev-only-otp-pepper-change-me'),
  WHATSAPP_GATEWAY_URL: Url('the WhatsApp HTTP gateway'),
  WHATSAPP_GATEWAY_TOKEN: v.optional(v.string()),
  TRUST_PROXY: v.optional(v.picklist(['0', '1'], 'must be 0 or 1'), '0'),
  SEED: v.optional(v.picklist(['0', '1'], 'must be 0 or 1'), '1'),
  ADDRESS_LIMIT_FACTOR: PositiveInt('1'),
  DIST_DIR: v.optional(v.string(), 'dist'),
  ADMIN_PHONES: PhoneList,
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  clientKeys: ReadonlySet<string>;
  publicOrigin: string | undefined;
  paymentWebhookSecret: string;
  paymentExpiryHours: number;
  /** HMAC key for one-time codes, so a leaked otp_codes table cannot be brute-forced offline. */
  otpPepper: string;
  whatsappGateway: { url: string; token: string | undefined } | undefined;
  trustProxy: boolean;
  /**
   * Multiplies every per-address limit (OTP sends and checks, login failures) where many people share
   * one address: a mosque Wi-Fi behind one NAT, or the one server all browser tests talk to.
   */
  addressLimitFactor: number;
  seed: boolean;
  distDir: string;
  /** Numbers (stored form) whose accounts are mosque staff: granted 'admin' at start and at registration. */
  adminPhones: ReadonlySet<string>;
};

export class ConfigError extends Error {}

/** Reads the environment once at start; a bad value stops the server with one line naming it. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = v.safeParse(EnvSchema, env);
  if (!result.success) {
    const issue = result.issues[0];
    const key = issue.path?.[0]?.key;
    throw new ConfigError(`Invalid environment variable ${String(key ?? '?')}: ${issue.message}`);
  }
  const e = result.output;
  if (e.NODE_ENV === 'production' && e.PAYMENT_WEBHOOK_SECRET === 'dev-only-payment-webhook-secret') {
    throw new ConfigError('Invalid environment variable PAYMENT_WEBHOOK_SECRET: must be set in production');
  }
  if (e.NODE_ENV === 'production' && e.OTP_PEPPER === 'dev-only-otp-pepper-change-me') {
    throw new ConfigError('Invalid environment variable OTP_PEPPER: must be set in production');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    clientKeys: new Set(e.CLIENT_KEYS.split(',').map((k) => k.trim()).filter(Boolean)),
    publicOrigin: e.PUBLIC_ORIGIN,
    paymentWebhookSecret: e.PAYMENT_WEBHOOK_SECRET,
    paymentExpiryHours: e.PAYMENT_EXPIRY_HOURS,
    otpPepper: e.OTP_PEPPER,
    whatsappGateway: e.WHATSAPP_GATEWAY_URL ? { url: e.WHATSAPP_GATEWAY_URL, token: e.WHATSAPP_GATEWAY_TOKEN } : undefined,
    trustProxy: e.TRUST_PROXY === '1',
    addressLimitFactor: e.ADDRESS_LIMIT_FACTOR,
    seed: e.SEED === '1',
    distDir: path.resolve(e.DIST_DIR),
    adminPhones: new Set(e.ADMIN_PHONES),
  };
}
