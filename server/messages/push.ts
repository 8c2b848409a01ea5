import { and, eq, inArray, sql } from 'drizzle-orm';
import { Agent } from 'undici';
import webpush from 'web-push';
import type { Db } from '../db/client.ts';
import { messages, pushSubscriptions } from '../db/schema.ts';
import type { Logger } from '../lib/logger.ts';
import { reminderText, type PushPayload, type PushSettings, type ReminderPrayer } from '../../src/contract/pesan.ts';
import { assertPushDestination, checkedLookup, type PushEndpointPolicy } from './push-endpoint.ts';
import { nextReminder, reminderPrayerPlace, stillOnTime, type PrayerTimeCache } from './reminders.ts';
import { deviceHash, followerSubscriptions } from '../follows/index.ts';
import { VapidTokens, type VapidKeys } from './vapid-tokens.ts';

/*
 * Web Push: subscriptions with their reminder settings, the claims of due reminders and unpushed
 * inbox messages in the database (FOR UPDATE SKIP LOCKED, so several processes send each once),
 * and the sender. Encryption and VAPID signing are the web-push library's; connections are
 * undici's, kept alive per push service. The minute-ahead timing lives in push-scheduler.ts.
 */

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type PushOutcome = 'sent' | 'gone' | 'failed';

/** One notification for one browser, before encryption. */
export type PushRequest = {
  target: PushTarget;
  payload: PushPayload;
  /** The push service keeps at most one undelivered message per topic: a late one replaces the earlier. */
  topic?: string;
  /** After this instant (app clock, ms) the message is worthless; its TTL header counts down to it. */
  expiresAt: number;
};

/** Encrypted and ready: sending it is one HTTP request, nothing costly left. */
export interface PreparedPush {
  send(now: number): Promise<PushOutcome>;
}

/** Where pushes go: the browsers' push services, outside this machine; tests give their own. */
export interface PushSender {
  /** Encrypts the payload for the subscription (the costly part, done ahead of the moment). */
  prepare(request: PushRequest): PreparedPush;
}

/** Seconds a push service may keep a message that should be gone at `expiresAt`. */
export const ttlSeconds = (expiresAt: number, now: number) => Math.max(0, Math.ceil((expiresAt - now) / 1000));

type SenderOptions = {
  /** Real time, for the VAPID token's expiry (the push service checks it against its own clock). */
  wallClock?: () => number;
  timeoutMs?: number;
  /** Kept-alive connections per push service origin. */
  connectionsPerOrigin?: number;
  /** Where pushes may go (push-endpoint.ts): checked again before each push service is reached. */
  endpoints?: PushEndpointPolicy;
};

/** How long a push service's addresses, once found public, are trusted before they are looked up again. */
const DESTINATION_CHECK_MS = 60_000;

/**
 * Encrypts with web-push's `encrypt` (aes128gcm, RFC 8291), signs one VAPID token per push
 * service and reuses it (vapid-tokens.ts), and posts over undici's Agent, which keeps a pool of
 * live connections per origin: no TLS handshake per message at Maghrib.
 */
export class WebPushSender implements PushSender {
  readonly tokens: VapidTokens;
  private readonly agent: Agent;
  private readonly endpoints: PushEndpointPolicy | undefined;
  /** Per push-service origin: the last send-time check, so 50,000 sends at Maghrib cost a handful of lookups. */
  private readonly destinations = new Map<string, { until: number; verdict: Promise<void> }>();

  constructor(vapid: VapidKeys, options: SenderOptions = {}) {
    this.tokens = new VapidTokens(vapid, options.wallClock);
    this.endpoints = options.endpoints;
    const timeout = options.timeoutMs ?? 10_000;
    this.agent = new Agent({
      connections: options.connectionsPerOrigin ?? 32, pipelining: 1,
      keepAliveTimeout: 60_000, keepAliveMaxTimeout: 10 * 60_000,
      connectTimeout: timeout, headersTimeout: timeout, bodyTimeout: timeout,
      ...(options.endpoints ? { connect: { lookup: checkedLookup(options.endpoints) } } : {}),
    });
  }

  prepare(request: PushRequest): PreparedPush {
    const url = new URL(request.target.endpoint);
    const body = webpush.encrypt(request.target.p256dh, request.target.auth, JSON.stringify(request.payload), 'aes128gcm').cipherText;
    const headers: Record<string, string> = {
      'content-type': 'application/octet-stream', 'content-encoding': 'aes128gcm', urgency: 'high',
      ...(request.topic ? { topic: request.topic } : {}),
    };
    return {
      send: async (now) => {
        if (this.endpoints) {
          try {
            await this.checkedDestination(request.target.endpoint, url.origin, now);
          } catch {
            return 'failed'; // counted with the failures; the subscription stays for its owner to fix
          }
        }
        const { statusCode, body: answer } = await this.agent.request({
          origin: url.origin, path: `${url.pathname}${url.search}`, method: 'POST', body,
          headers: { ...headers, ttl: String(ttlSeconds(request.expiresAt, now)), authorization: this.tokens.authorization(url.origin) },
        });
        await answer.dump();
        if (statusCode === 404 || statusCode === 410) return 'gone';
        return statusCode >= 200 && statusCode < 300 ? 'sent' : 'failed';
      },
    };
  }

  private checkedDestination(endpoint: string, origin: string, now: number): Promise<void> {
    const held = this.destinations.get(origin);
    if (held && held.until > now) return held.verdict;
    const verdict = assertPushDestination(endpoint, this.endpoints!);
    verdict.catch(() => this.destinations.delete(origin));
    this.destinations.set(origin, { until: now + DESTINATION_CHECK_MS, verdict });
    return verdict;
  }

  /** Closes the kept-alive connections (a stopping process, the end of a test). */
  close(): Promise<void> {
    return this.agent.close();
  }
}

type SubscribeInput = {
  endpoint: string; p256dh: string; auth: string; regency: string; lat: number; lng: number; elevation?: number | undefined; time_zone: string; method: string;
  prayers: Partial<Record<ReminderPrayer, number>>; donation_news: '0' | '1'; codes: string[]; device?: string;
};

/** Saves the browser's subscription and settings (by endpoint) and plans its next reminder. */
export async function saveSubscription(db: Db, input: SubscribeInput, userId: number | null, now: Date): Promise<PushSettings> {
  // The place the app's schedule is computed for, rounded as every surface rounds it (about 110 m).
  const where = reminderPrayerPlace({ latitude: input.lat, longitude: input.lng, elevation: input.elevation });
  const place = { ...where, timeZone: input.time_zone, method: input.method, prayers: input.prayers };
  const next = nextReminder(place, now.getTime());
  const values = {
    endpoint: input.endpoint, p256dh: input.p256dh, auth: input.auth, userId, donationCodes: userId === null ? input.codes : [],
    deviceHash: input.device ? deviceHash(input.device) : null,
    regency: input.regency, latitude: where.latitude, longitude: where.longitude, elevation: where.elevation, timeZone: input.time_zone, method: input.method,
    prayers: input.prayers, donationNews: input.donation_news === '1',
    nextAt: next ? new Date(next.at) : null, nextPrayer: next?.prayer ?? null, updatedAt: now,
  };
  const [row] = await db.insert(pushSubscriptions).values({ ...values, createdAt: now })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values }).returning();
  if (!row) throw new Error('upsert returned no row');
  return toSettings(row);
}

const toSettings = (row: typeof pushSubscriptions.$inferSelect): PushSettings => ({
  regency: row.regency, time_zone: row.timeZone, prayers: row.prayers, donation_news: row.donationNews,
  next_at: row.nextAt?.toISOString() ?? null, next_prayer: row.nextPrayer,
});

export async function findSubscription(db: Db, endpoint: string): Promise<PushSettings | null> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)).limit(1);
  return row ? toSettings(row) : null;
}

export async function removeSubscription(db: Db, endpoint: string): Promise<boolean> {
  const rows = await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)).returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export type PlannedPush = PushRequest & {
  subscriptionId: number;
  /** The instant it should leave (app clock, ms); for an inbox message, when it was claimed. */
  dueAt: number;
};

/** A reminder may stay with the push service until a few minutes after its prayer time, no longer. */
export const REMINDER_TTL_AFTER_PRAYER_MS = 5 * 60_000;

/**
 * Claims the reminders due by `until` (at most `limit`; `until` later than `now` claims the
 * coming minute ahead, so it can be prepared and sent at its second), in one transaction: the due
 * rows are locked with SKIP LOCKED, so another process claims others, and each row's next reminder
 * is written before the lock goes, so no process claims it again. A reminder more than a minute
 * late at `now` is skipped, not sent.
 */
export async function claimDueReminders(db: Db, now: Date, limit: number, cache?: PrayerTimeCache, until: Date = now): Promise<{ planned: PlannedPush[]; skipped: number }> {
  return db.transaction(async (tx) => {
    const due = await tx.select().from(pushSubscriptions)
      .where(sql`${pushSubscriptions.nextAt} <= ${until}`)
      .orderBy(pushSubscriptions.nextAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    const planned: PlannedPush[] = [];
    let skipped = 0;
    const updates: { id: number; nextAt: Date | null; nextPrayer: string | null }[] = [];
    for (const sub of due) {
      const at = sub.nextAt!.getTime();
      const place = { latitude: sub.latitude, longitude: sub.longitude, elevation: sub.elevation, timeZone: sub.timeZone, method: sub.method, prayers: sub.prayers };
      const current = nextReminder(place, at - 1, cache);
      if (current && current.at === at && stillOnTime(at, now.getTime())) {
        const text = reminderText(current.prayer, current.prayerAt, sub.timeZone, sub.regency, current.minutesBefore);
        const topic = `sholat-${current.prayer}`;
        planned.push({
          subscriptionId: sub.id, dueAt: at,
          target: { endpoint: sub.endpoint, p256dh: sub.p256dh, auth: sub.auth },
          // The tag is the worker's (a new notification replaces the shown one); the topic the push service's.
          payload: { ...text, tag: topic }, topic,
          expiresAt: current.prayerAt + REMINDER_TTL_AFTER_PRAYER_MS,
        });
      } else {
        skipped += 1;
      }
      const next = nextReminder(place, Math.max(at, now.getTime()), cache);
      updates.push({ id: sub.id, nextAt: next ? new Date(next.at) : null, nextPrayer: next?.prayer ?? null });
    }
    if (updates.length > 0) {
      // One statement for the whole batch.
      const rows = sql.join(updates.map((u) => sql`(${u.id}::int, ${u.nextAt?.toISOString() ?? null}::timestamptz, ${u.nextPrayer}::text)`), sql`, `);
      await tx.execute(sql`update push_subscriptions s set next_at = v.next_at, next_prayer = v.next_prayer
        from (values ${rows}) as v(id, next_at, next_prayer) where s.id = v.id`);
    }
    return { planned, skipped };
  });
}

/** Inbox messages older than this when first claimed are not pushed (they wait in Pesan). */
const MESSAGE_PUSH_MAX_AGE_MS = 60 * 60_000;

/**
 * Claims inbox messages not yet pushed (SKIP LOCKED, marked in the same transaction: a durable
 * job, each message once) and plans a push to every subscription of its reader that wants news.
 */
export async function claimMessagePushes(db: Db, now: Date, limit: number): Promise<PlannedPush[]> {
  return db.transaction(async (tx) => {
    const claimed = await tx.select().from(messages).where(sql`${messages.pushedAt} is null`)
      .orderBy(messages.id).limit(limit).for('update', { skipLocked: true });
    if (claimed.length === 0) return [];
    await tx.update(messages).set({ pushedAt: now }).where(inArray(messages.id, claimed.map((m) => m.id)));
    const planned: PlannedPush[] = [];
    for (const m of claimed) {
      if (now.getTime() - m.createdAt.getTime() > MESSAGE_PUSH_MAX_AGE_MS) continue;
      const reader = m.audience === 'all'
        ? sql`true`
        : m.audience === 'masjid' && m.masjidId !== null ? followerSubscriptions(m.masjidId)
        : m.userId !== null
          ? eq(pushSubscriptions.userId, m.userId)
          : m.donationCode !== null ? sql`${pushSubscriptions.donationCodes} @> ${JSON.stringify([m.donationCode])}::jsonb` : sql`false`;
      const subs = await tx.select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
        .from(pushSubscriptions).where(and(eq(pushSubscriptions.donationNews, true), reader));
      for (const s of subs) {
        planned.push({
          subscriptionId: s.id, target: s, dueAt: now.getTime(),
          payload: { title: m.title, body: m.body, link: m.link ?? '/pesan', tag: `pesan-${m.id}` },
          expiresAt: now.getTime() + 24 * 3600_000,
        });
      }
    }
    return planned;
  });
}

/** Sends the planned pushes now, a few at a time; a subscription the push service calls gone is removed. */
export async function deliver(db: Db, sender: PushSender, planned: readonly PlannedPush[], log: Logger, concurrency = 32, now = () => Date.now()): Promise<{ sent: number; gone: number; failed: number }> {
  const counts = { sent: 0, gone: 0, failed: 0 };
  const gone: number[] = [];
  let index = 0;
  const worker = async () => {
    while (index < planned.length) {
      const push = planned[index++]!;
      const outcome = await Promise.resolve().then(() => sender.prepare(push).send(now())).catch(() => 'failed' as const);
      counts[outcome] += 1;
      if (outcome === 'gone') gone.push(push.subscriptionId);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, planned.length) }, worker));
  await removeGone(db, gone);
  if (counts.failed > 0) log.error('push sends failed', { count: counts.failed });
  return counts;
}

/** Subscriptions the push service answered 404/410 for: the browser dropped them. */
export async function removeGone(db: Db, ids: readonly number[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 1000) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids.slice(i, i + 1000)));
}

/**
 * One pass that sends whatever is due at `now` at once: due reminders and new messages, claimed
 * in batches until none are left. The running server times reminders to their second with
 * push-scheduler.ts; this is the same work without the timing (tests, a catch-up).
 */
export async function runPushPass(db: Db, sender: PushSender, now: Date, log: Logger, batch = 1000): Promise<{ reminders: number; messages: number; skipped: number }> {
  const total = { reminders: 0, messages: 0, skipped: 0 };
  for (;;) {
    const { planned, skipped } = await claimDueReminders(db, now, batch);
    total.skipped += skipped;
    total.reminders += (await deliver(db, sender, planned, log, 32, () => now.getTime())).sent;
    if (planned.length + skipped < batch) break;
  }
  total.messages = await pushNewMessages(db, sender, now, log);
  return total;
}

/** Claims and sends inbox messages not yet pushed; answers how many pushes went out. */
export async function pushNewMessages(db: Db, sender: PushSender, now: Date, log: Logger): Promise<number> {
  let sent = 0;
  for (;;) {
    const planned = await claimMessagePushes(db, now, 100);
    if (planned.length === 0) return sent;
    sent += (await deliver(db, sender, planned, log, 32, () => now.getTime())).sent;
  }
}
