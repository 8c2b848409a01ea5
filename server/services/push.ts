import { and, eq, inArray, sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../db/client.ts';
import { messages, pushSubscriptions } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { reminderText, type PushPayload, type PushSettings, type ReminderPrayer } from '../../src/contract/pesan.ts';
import { assertPushDestination, type PushEndpointPolicy } from './push-endpoint.ts';
import { nextReminder, stillOnTime, type PrayerTimeCache } from './reminders.ts';

/*
 * Web Push: subscriptions with their reminder settings, the scheduler that claims due reminders
 * and unpushed inbox messages in the database (FOR UPDATE SKIP LOCKED, so several processes
 * send each once), and the sender. Encryption and VAPID signing are the web-push library's.
 */

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type PushOutcome = 'sent' | 'gone' | 'failed';

/** Where pushes go: the browsers' push services, outside this machine; tests give their own. */
export interface PushSender {
  send(target: PushTarget, payload: PushPayload, ttlSeconds: number): Promise<PushOutcome>;
}

/**
 * The web-push library builds the encrypted, VAPID-signed request; fetch sends it (web-push's own
 * sender speaks https only, and a test's push service listens on loopback http).
 */
export class WebPushSender implements PushSender {
  constructor(private readonly vapid: { publicKey: string; privateKey: string; subject: string }, private readonly endpoints: PushEndpointPolicy, private readonly timeoutMs = 10_000) {}

  async send(target: PushTarget, payload: PushPayload, ttlSeconds: number): Promise<PushOutcome> {
    await assertPushDestination(target.endpoint, this.endpoints);
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      { vapidDetails: this.vapid, TTL: ttlSeconds, urgency: 'high', contentEncoding: 'aes128gcm' },
    );
    const response = await fetch(details.endpoint, {
      method: details.method, headers: details.headers as Record<string, string>, body: details.body ? new Uint8Array(details.body) : undefined,
      signal: AbortSignal.timeout(this.timeoutMs), redirect: 'error',
    });
    await response.arrayBuffer().catch(() => undefined);
    if (response.status === 404 || response.status === 410) return 'gone';
    return response.ok ? 'sent' : 'failed';
  }
}

type SubscribeInput = {
  endpoint: string; p256dh: string; auth: string; regency: string; lat: number; lng: number; time_zone: string; method: string;
  prayers: Partial<Record<ReminderPrayer, number>>; donation_news: '0' | '1'; codes: string[];
};

/** Rounded to 0.01° (about a kilometre): the regency's reference point, never a home. */
const coarse = (x: number) => Math.round(x * 100) / 100;

/** Saves the browser's subscription and settings (by endpoint) and plans its next reminder. */
export async function saveSubscription(db: Db, input: SubscribeInput, userId: number | null, now: Date): Promise<PushSettings> {
  const place = { latitude: coarse(input.lat), longitude: coarse(input.lng), timeZone: input.time_zone, method: input.method, prayers: input.prayers };
  const next = nextReminder(place, now.getTime());
  const values = {
    endpoint: input.endpoint, p256dh: input.p256dh, auth: input.auth, userId, donationCodes: userId === null ? input.codes : [],
    regency: input.regency, latitude: place.latitude, longitude: place.longitude, timeZone: input.time_zone, method: input.method,
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

export type PlannedPush = { subscriptionId: number; target: PushTarget; payload: PushPayload; ttlSeconds: number };

/**
 * Claims the reminders due at `now` (at most `limit`), in one transaction: the due rows are
 * locked with SKIP LOCKED, so another process claims others; each row's next reminder is
 * planned before the lock goes. A reminder more than a minute late is skipped, not sent.
 */
export async function claimDueReminders(db: Db, now: Date, limit: number, cache?: PrayerTimeCache): Promise<{ planned: PlannedPush[]; skipped: number }> {
  return db.transaction(async (tx) => {
    const due = await tx.select().from(pushSubscriptions)
      .where(sql`${pushSubscriptions.nextAt} <= ${now}`)
      .orderBy(pushSubscriptions.nextAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    const planned: PlannedPush[] = [];
    let skipped = 0;
    const updates: { id: number; nextAt: Date | null; nextPrayer: string | null }[] = [];
    for (const sub of due) {
      const at = sub.nextAt!.getTime();
      const place = { latitude: sub.latitude, longitude: sub.longitude, timeZone: sub.timeZone, method: sub.method, prayers: sub.prayers };
      const current = nextReminder(place, at - 1, cache);
      if (current && current.at === at && stillOnTime(at, now.getTime())) {
        const text = reminderText(current.prayer, current.prayerAt, sub.timeZone, sub.regency, current.minutesBefore);
        planned.push({
          subscriptionId: sub.id,
          target: { endpoint: sub.endpoint, p256dh: sub.p256dh, auth: sub.auth },
          payload: { ...text, tag: `sholat-${current.prayer}` },
          // Past its prayer time a reminder is worthless: the push service may drop it then.
          ttlSeconds: Math.max(60, Math.round((current.prayerAt - now.getTime()) / 1000) + 60),
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
        : m.userId !== null
          ? eq(pushSubscriptions.userId, m.userId)
          : m.donationCode !== null ? sql`${pushSubscriptions.donationCodes} @> ${JSON.stringify([m.donationCode])}::jsonb` : sql`false`;
      const subs = await tx.select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
        .from(pushSubscriptions).where(and(eq(pushSubscriptions.donationNews, true), reader));
      for (const s of subs) {
        planned.push({
          subscriptionId: s.id, target: s,
          payload: { title: m.title, body: m.body, link: m.link ?? '/pesan', tag: `pesan-${m.id}` },
          ttlSeconds: 24 * 3600,
        });
      }
    }
    return planned;
  });
}

/** Sends the planned pushes a few at a time; a subscription the push service calls gone is removed. */
export async function deliver(db: Db, sender: PushSender, planned: readonly PlannedPush[], log: Logger, concurrency = 32): Promise<{ sent: number; gone: number; failed: number }> {
  const counts = { sent: 0, gone: 0, failed: 0 };
  const gone: number[] = [];
  let index = 0;
  const worker = async () => {
    while (index < planned.length) {
      const push = planned[index++]!;
      const outcome = await sender.send(push.target, push.payload, push.ttlSeconds).catch(() => 'failed' as const);
      counts[outcome] += 1;
      if (outcome === 'gone') gone.push(push.subscriptionId);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, planned.length) }, worker));
  if (gone.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  if (counts.failed > 0) log.error('push sends failed', { count: counts.failed });
  return counts;
}

/** One pass: due reminders and new messages, claimed in batches until none are left. */
export async function runPushPass(db: Db, sender: PushSender, now: Date, log: Logger, batch = 1000): Promise<{ reminders: number; messages: number; skipped: number }> {
  const total = { reminders: 0, messages: 0, skipped: 0 };
  for (;;) {
    const { planned, skipped } = await claimDueReminders(db, now, batch);
    total.skipped += skipped;
    total.reminders += (await deliver(db, sender, planned, log)).sent;
    if (planned.length + skipped < batch) break;
  }
  for (;;) {
    const planned = await claimMessagePushes(db, now, 100);
    if (planned.length === 0) break;
    total.messages += (await deliver(db, sender, planned, log)).sent;
  }
  return total;
}

/** Runs a pass every `intervalMs` (passes never overlap); answers a function that stops it. */
export function startPushScheduler(db: Db, sender: PushSender, clock: () => Date, log: Logger, intervalMs = 15_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runPushPass(db, sender, clock(), log)
      .catch((error: unknown) => log.error('push pass failed', { error: error instanceof Error ? error.message : String(error) }))
      .finally(() => { running = false; });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
