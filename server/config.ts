import * as v from 'valibot';
import path from 'node:path';
import { WEB_CLIENT_KEY } from '../src/contract/envelope.ts';
import { externalDefaults, originOf } from '../src/contract/external.ts';
import { normalizePhone } from '../src/contract/fields.ts';
import { PAYMENT_PROVIDERS, type PaymentProviderName } from '../src/contract/payment-providers.ts';

/** Web Push endpoints may name these hosts (messages/push-endpoint.ts checks them): the push services of Chrome/Edge on Android (FCM), Firefox (autopush), Safari (APNs) and Windows (WNS). */
export const DEFAULT_PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

const HOST_PATTERN = /^(\*\.)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63}$/;

/** Whether an allow-list entry is a host name or `*.suffix` pattern (PUSH_SERVICE_HOSTS is checked with this). */
export const isHostPattern = (entry: string): boolean => HOST_PATTERN.test(entry);

/** The official WhatsApp Business Cloud API's settings (whatsapp/cloud.ts). */
export type WhatsAppCloudSettings = {
  /** https://graph.facebook.com, or a stand-in in tests. */
  baseUrl: string;
  /** The Graph API version in the path, e.g. v23.0. */
  apiVersion: string;
  /** The business phone number's id (WhatsApp Manager, API Setup), not the number itself. */
  phoneNumberId: string;
  /** A system user's permanent access token with whatsapp_business_messaging. */
  accessToken: string;
  /** The approved authentication template with a copy-code button, and its language code. */
  otpTemplate: { name: string; language: string };
  /** How long one message may take before it counts as failed. */
  timeoutMs: number;
};

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

/** How many proxies in front of the server may be believed (X-Forwarded-For, counted from the right). */
const ProxyHops = v.pipe(
  v.optional(v.string(), '0'),
  v.regex(/^\d$/, 'must be the number of trusted proxies in front of the server (0 to 9)'),
  v.transform(Number),
);
/** An outside host the CSP lets the page reach (a tile template's {z}/{x}/{y} allowed). */
const ExternalUrl = (fallback: string) => v.pipe(
  v.optional(v.string(), fallback),
  v.check((value) => URL.canParse(value.replace(/\{[a-z]\}/g, '0')), 'must be a URL'),
);
/** Extra push-service hosts beside the browsers' own (comma-separated names or `*.suffix` patterns). */
const HostList = v.pipe(
  v.optional(v.string(), ''),
  v.transform((value) => value.split(',').map((x) => x.trim().toLowerCase()).filter(Boolean)),
  v.check((hosts) => hosts.every(isHostPattern), 'must be comma-separated host names or *.suffix patterns, e.g. push.example.com,*.push.example.net'),
);
const Secret = v.optional(v.pipe(v.string(), v.minLength(16, 'must be at least 16 characters')));

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test'], 'must be development, production or test'), 'production'),
  PORT: Port,
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATA_DIR: v.optional(v.string(), 'data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must start with postgres://'))),
  CLIENT_KEYS: v.optional(v.string(), WEB_CLIENT_KEY),
  PUBLIC_ORIGIN: Url('the public origin, e.g. https://jariyah.example'),
  PAYMENT_WEBHOOK_SECRET: Secret,
  PAYMENT_EXPIRY_HOURS: PositiveInt('24'),
  OTP_PEPPER: Secret,
  WHATSAPP_GATEWAY_URL: Url('the WhatsApp HTTP gateway'),
  WHATSAPP_GATEWAY_TOKEN: v.optional(v.string()),
  WHATSAPP_CLOUD_PHONE_NUMBER_ID: v.optional(v.pipe(v.string(), v.regex(/^\d{5,30}$/, 'must be the phone number ID from WhatsApp Manager (digits), not the number itself'))),
  WHATSAPP_CLOUD_ACCESS_TOKEN: v.optional(v.pipe(v.string(), v.regex(/^\S{20,1000}$/, 'must be a system user access token'))),
  WHATSAPP_CLOUD_OTP_TEMPLATE: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9_]{1,512}$/, 'must be the name of an approved authentication template (lowercase letters, digits, _)'))),
  WHATSAPP_CLOUD_TEMPLATE_LANGUAGE: v.optional(v.pipe(v.string(), v.regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'must be a template language code such as id or en_US')), 'id'),
  WHATSAPP_CLOUD_API_VERSION: v.optional(v.pipe(v.string(), v.regex(/^v\d{1,3}\.\d$/, 'must be a Graph API version such as v23.0')), 'v23.0'),
  WHATSAPP_CLOUD_BASE_URL: v.optional(v.pipe(v.string(), v.url('must be a URL (the Graph API host)')), 'https://graph.facebook.com'),
  WHATSAPP_TIMEOUT_SECONDS: PositiveInt('10'),
  TRUST_PROXY: ProxyHops,
  SEED: v.optional(v.picklist(['0', '1'], 'must be 0 or 1'), '1'),
  ADDRESS_LIMIT_FACTOR: PositiveInt('1'),
  DIST_DIR: v.optional(v.string(), 'dist'),
  ADMIN_PHONES: PhoneList,
  REQUEST_TIMEOUT_SECONDS: PositiveInt('30'),
  PAYMENT_PROVIDER: v.optional(v.picklist(PAYMENT_PROVIDERS, `must be one of ${PAYMENT_PROVIDERS.join(', ')}`), 'simulator'),
  MIDTRANS_SERVER_KEY: v.optional(v.pipe(v.string(), v.regex(/^\S{8,200}$/, 'must be the server key from the Midtrans dashboard'))),
  MIDTRANS_CLIENT_KEY: v.optional(v.pipe(v.string(), v.regex(/^\S{8,200}$/, 'must be the client key from the Midtrans dashboard'))),
  MIDTRANS_PRODUCTION: v.optional(v.picklist(['0', '1'], 'must be 0 (sandbox) or 1 (production)'), '0'),
  MIDTRANS_API_BASE_URL: Url('the Midtrans Core API host, e.g. https://api.sandbox.midtrans.com'),
  MIDTRANS_TIMEOUT_MS: PositiveInt('8000'),
  PAYMENT_RECONCILE_MINUTES: PositiveInt('15'),
  VAPID_PUBLIC_KEY: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a URL-safe base64 P-256 public key (npx web-push generate-vapid-keys)'))),
  VAPID_PRIVATE_KEY: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a URL-safe base64 P-256 private key (npx web-push generate-vapid-keys)'))),
  VAPID_SUBJECT: v.optional(v.pipe(v.string(), v.regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https: URL'))),
  PUSH_SERVICE_HOSTS: HostList,
  PUSH_SCHEDULER: v.optional(v.picklist(['0', '1'], 'must be 0 or 1'), '1'),
  ANSWER_CACHE_MS: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'must be a whole number of milliseconds (0 turns the copies off)'), v.transform(Number))),
  AUDIO_BASE_URL: ExternalUrl(externalDefaults.audioBaseUrl),
  MAP_TILE_URL: ExternalUrl(externalDefaults.mapTileUrl),
  SKIP_BUILD: v.optional(v.picklist(['0', '1'], 'must be 0 or 1'), '0'),
  LOG: v.optional(v.string()),
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
  /** The official WhatsApp Business Cloud API (whatsapp/cloud.ts), when its phone number ID is set. */
  whatsappCloud: WhatsAppCloudSettings | undefined;
  /** How long one WhatsApp message may take, on either channel, before it counts as failed. */
  whatsappTimeoutMs: number;
  /**
   * Proxies in front of the server whose X-Forwarded-For entries are believed, counted from the
   * right (the entries a client writes itself stand to the left); 0 believes none.
   */
  trustProxyHops: number;
  /**
   * Multiplies every per-address limit (OTP sends and checks, login failures) where many people share
   * one address: a mosque Wi-Fi behind one NAT, or the one server all browser tests talk to.
   */
  addressLimitFactor: number;
  seed: boolean;
  distDir: string;
  /** Numbers (stored form) whose accounts are mosque staff: granted 'admin' at start and at registration. */
  adminPhones: ReadonlySet<string>;
  /** A request whose headers and body have not all arrived by then is answered 408 and closed. */
  requestTimeoutSeconds: number;
  paymentProvider: PaymentProviderName;
  /** Set when paymentProvider is 'midtrans'. */
  midtrans: { serverKey: string; clientKey: string | undefined; isProduction: boolean; apiBaseUrl: string | undefined; timeoutMs: number } | undefined;
  /** A gateway donation still pending this long after it was made is asked about (a notification may have been lost). */
  reconcileAfterMinutes: number;
  /** Web Push's VAPID keys; undefined when push is off (several processes without keys set). */
  vapid: { publicKey: string; privateKey: string; subject: string } | undefined;
  /** Hosts a Web Push endpoint may name: the browsers' push services plus PUSH_SERVICE_HOSTS (messages/push-endpoint.ts). */
  pushServiceHosts: readonly string[];
  /** Whether this process runs the reminder and message push scheduler. */
  pushScheduler: boolean;
  /** How long a public list's answer is reused for everyone asking the same (0: never; http/answer-cache.ts). */
  answerCacheMs: number;
  /** Origins of the outside hosts the page may reach (murottal audio, map tiles): the CSP allows exactly these. */
  externalOrigins: { audio: string; mapTiles: string };
  /** `npm start` builds the app first when dist/ is missing or older than the source, unless told not to. */
  buildIfStale: boolean;
  /** LOG=silent: no log lines (the browser tests' servers). */
  silentLog: boolean;
};

/** The configuration before the secrets the operator left unset are read from the data folder. */
export type EnvConfig = Omit<Config, 'paymentWebhookSecret' | 'otpPepper' | 'vapid'> & {
  givenSecrets: { paymentWebhookSecret?: string; otpPepper?: string };
  givenVapid: { publicKey: string; privateKey: string } | undefined;
  vapidSubject: string;
};

export class ConfigError extends Error {}

/** Values that once stood in the source: known to everyone, so never a secret. */
/** README's default for ANSWER_CACHE_MS; tests hold the server to this same figure. */
export const DEFAULT_ANSWER_CACHE_MS = 1000;

const PUBLISHED_SECRETS = new Set(['dev-only-payment-webhook-secret', 'dev-only-otp-pepper-change-me']);

/**
 * Reads the environment once at start; a bad value stops the server with one line naming it.
 * `defaults` stand where the environment leaves a variable unset (`npm run dev`: development).
 * Secrets the operator did not set stay unset here: `resolveSecrets` (server/secrets.ts) takes
 * them from the data folder.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env, defaults: Record<string, string> = {}): EnvConfig {
  // An empty variable (as compose files and shells leave them) means unset.
  const result = v.safeParse(EnvSchema, { ...defaults, ...Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')) });
  if (!result.success) {
    const issue = result.issues[0];
    throw new ConfigError(`Invalid environment variable ${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
  }
  const e = result.output;
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError(`Invalid environment variable ${e.VAPID_PUBLIC_KEY === undefined ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY'}: set both VAPID keys, or neither to have them generated`);
  }
  for (const key of ['PAYMENT_WEBHOOK_SECRET', 'OTP_PEPPER'] as const) {
    const value = e[key];
    if (value !== undefined && PUBLISHED_SECRETS.has(value) && e.NODE_ENV !== 'development') {
      throw new ConfigError(`Invalid environment variable ${key}: this value is published in the source; set a secret of your own, or leave it unset to have one generated`);
    }
  }
  // Behind a proxy the Host header is whatever the proxy passes on, and links sent to donors
  // (receipts, payment return addresses) must not take it: the public origin is said once.
  if (e.NODE_ENV === 'production' && e.TRUST_PROXY > 0 && !e.PUBLIC_ORIGIN) {
    throw new ConfigError('Invalid environment variable PUBLIC_ORIGIN: required in production behind a proxy (TRUST_PROXY > 0), e.g. https://jariyah.example; links in receipts are made from it');
  }
  const given = e.PUBLIC_ORIGIN === undefined ? undefined : new URL(e.PUBLIC_ORIGIN);
  if (given && (given.pathname !== '/' || given.search || given.hash || given.username || !/^https?:$/.test(given.protocol))) {
    throw new ConfigError('Invalid environment variable PUBLIC_ORIGIN: must be an origin only (scheme, host and port), e.g. https://jariyah.example');
  }
  if (e.WHATSAPP_CLOUD_PHONE_NUMBER_ID !== undefined) {
    for (const key of ['WHATSAPP_CLOUD_ACCESS_TOKEN', 'WHATSAPP_CLOUD_OTP_TEMPLATE'] as const) {
      if (!e[key]) throw new ConfigError(`Invalid environment variable ${key}: required with WHATSAPP_CLOUD_PHONE_NUMBER_ID (README, "WhatsApp")`);
    }
    if (e.WHATSAPP_GATEWAY_URL) throw new ConfigError('Invalid environment variable WHATSAPP_GATEWAY_URL: set either it or WHATSAPP_CLOUD_PHONE_NUMBER_ID, not both');
  }
  if (e.PAYMENT_PROVIDER === 'midtrans' && !e.MIDTRANS_SERVER_KEY) {
    throw new ConfigError('Invalid environment variable MIDTRANS_SERVER_KEY: required when PAYMENT_PROVIDER=midtrans (Midtrans dashboard, Settings, Access Keys)');
  }
  // Real money must not travel in plain text: a production host is https, whatever proxy it is.
  if (e.PAYMENT_PROVIDER === 'midtrans' && e.MIDTRANS_PRODUCTION === '1' && e.MIDTRANS_API_BASE_URL && !e.MIDTRANS_API_BASE_URL.startsWith('https://')) {
    throw new ConfigError('Invalid environment variable MIDTRANS_API_BASE_URL: must be an https:// URL when MIDTRANS_PRODUCTION=1');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    clientKeys: new Set(e.CLIENT_KEYS.split(',').map((k) => k.trim()).filter(Boolean)),
    publicOrigin: e.PUBLIC_ORIGIN === undefined ? undefined : new URL(e.PUBLIC_ORIGIN).origin,
    givenSecrets: { paymentWebhookSecret: e.PAYMENT_WEBHOOK_SECRET, otpPepper: e.OTP_PEPPER },
    paymentExpiryHours: e.PAYMENT_EXPIRY_HOURS,
    whatsappGateway: e.WHATSAPP_GATEWAY_URL ? { url: e.WHATSAPP_GATEWAY_URL, token: e.WHATSAPP_GATEWAY_TOKEN } : undefined,
    whatsappCloud: e.WHATSAPP_CLOUD_PHONE_NUMBER_ID && e.WHATSAPP_CLOUD_ACCESS_TOKEN && e.WHATSAPP_CLOUD_OTP_TEMPLATE
      ? {
        baseUrl: e.WHATSAPP_CLOUD_BASE_URL, apiVersion: e.WHATSAPP_CLOUD_API_VERSION, phoneNumberId: e.WHATSAPP_CLOUD_PHONE_NUMBER_ID,
        accessToken: e.WHATSAPP_CLOUD_ACCESS_TOKEN, otpTemplate: { name: e.WHATSAPP_CLOUD_OTP_TEMPLATE, language: e.WHATSAPP_CLOUD_TEMPLATE_LANGUAGE },
        timeoutMs: e.WHATSAPP_TIMEOUT_SECONDS * 1000,
      }
      : undefined,
    whatsappTimeoutMs: e.WHATSAPP_TIMEOUT_SECONDS * 1000,
    trustProxyHops: e.TRUST_PROXY,
    addressLimitFactor: e.ADDRESS_LIMIT_FACTOR,
    seed: e.SEED === '1',
    distDir: path.resolve(e.DIST_DIR),
    adminPhones: new Set(e.ADMIN_PHONES),
    requestTimeoutSeconds: e.REQUEST_TIMEOUT_SECONDS,
    paymentProvider: e.PAYMENT_PROVIDER,
    midtrans: e.PAYMENT_PROVIDER === 'midtrans' && e.MIDTRANS_SERVER_KEY
      ? {
        serverKey: e.MIDTRANS_SERVER_KEY, clientKey: e.MIDTRANS_CLIENT_KEY, isProduction: e.MIDTRANS_PRODUCTION === '1',
        apiBaseUrl: e.MIDTRANS_API_BASE_URL, timeoutMs: e.MIDTRANS_TIMEOUT_MS,
      }
      : undefined,
    reconcileAfterMinutes: e.PAYMENT_RECONCILE_MINUTES,
    givenVapid: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
    vapidSubject: e.VAPID_SUBJECT ?? (e.PUBLIC_ORIGIN?.startsWith('https:') ? e.PUBLIC_ORIGIN : 'mailto:pengurus@jariyah.invalid'),
    pushServiceHosts: [...DEFAULT_PUSH_SERVICE_HOSTS, ...e.PUSH_SERVICE_HOSTS],
    pushScheduler: e.PUSH_SCHEDULER === '1',
    answerCacheMs: e.ANSWER_CACHE_MS ?? DEFAULT_ANSWER_CACHE_MS,
    externalOrigins: { audio: originOf(e.AUDIO_BASE_URL), mapTiles: originOf(e.MAP_TILE_URL) },
    buildIfStale: e.SKIP_BUILD !== '1',
    silentLog: e.LOG === 'silent',
  };
}

/**
 * What an operator should hear at start about the Midtrans settings: a sandbox key ('SB-Mid-…')
 * with MIDTRANS_PRODUCTION=1, or a production key with the sandbox, answers 401 on every charge.
 */
export function midtransConfigWarnings(midtrans: Config['midtrans']): string[] {
  if (!midtrans) return [];
  const warnings: string[] = [];
  const sandboxKey = midtrans.serverKey.startsWith('SB-');
  if (midtrans.isProduction && sandboxKey) warnings.push('MIDTRANS_SERVER_KEY is a sandbox key (SB-Mid-server-…) but MIDTRANS_PRODUCTION=1: every charge will be refused (401)');
  if (!midtrans.isProduction && !sandboxKey && midtrans.serverKey.startsWith('Mid-server-')) {
    warnings.push('MIDTRANS_SERVER_KEY is a production key (Mid-server-…) but MIDTRANS_PRODUCTION is not 1: every charge will be refused (401)');
  }
  if (midtrans.clientKey && midtrans.clientKey.startsWith('SB-') !== sandboxKey) warnings.push('MIDTRANS_CLIENT_KEY and MIDTRANS_SERVER_KEY belong to different environments (sandbox and production)');
  return warnings;
}

/** The Core API host the gateway's QR images come from (the CSP lets the checkout show them). */
export function midtransApiOrigin(midtrans: NonNullable<Config['midtrans']>): string {
  return midtrans.apiBaseUrl ? new URL(midtrans.apiBaseUrl).origin : midtrans.isProduction ? 'https://api.midtrans.com' : 'https://api.sandbox.midtrans.com';
}
