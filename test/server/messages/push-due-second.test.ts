import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { pushSubscriptions } from '../../../server/db/schema.ts';
import { saveSubscription, ttlSeconds, type PushSender } from '../../../server/messages/push.ts';
import { PushDispatcher, type Timers } from '../../../server/messages/push-scheduler.ts';
import { computePrayerInstants } from '../../../src/contract/prayer-times.ts';
import type { PushPayload } from '../../../src/contract/pesan.ts';

// A reminder leaves at its due second: claimed within the minute before, armed on a timer for its
// instant, sent then — with the clock and the timers in the test's hand, in WIB, WITA and WIT.

/** A clock and timers that move only when the test says so. */
class ManualTime implements Timers {
  private readonly pending = new Map<number, { at: number; fn: () => void }>();
  private nextId = 1;
  constructor(public now: number) {}
  readonly clock = () => new Date(this.now);
  set(fn: () => void, delayMs: number): unknown {
    const id = this.nextId++;
    this.pending.set(id, { at: this.now + delayMs, fn });
    return id;
  }
  clear(handle: unknown): void {
    this.pending.delete(handle as number);
  }
  /** Runs every timer due by `t` in order, each at its own instant, letting the work it starts finish. */
  async advanceTo(t: number): Promise<void> {
    for (;;) {
      const [id, next] = [...this.pending.entries()].filter(([, p]) => p.at <= t).sort((a, b) => a[1].at - b[1].at)[0] ?? [];
      if (!next) break;
      this.pending.delete(id!);
      this.now = Math.max(this.now, next.at);
      next.fn();
      await settle();
    }
    this.now = t;
    await settle();
  }
}
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise<void>((resolve) => setImmediate(resolve));
};

/** The push services' side: records what would leave, and when (the clock's instant at sending). */
function recordingSender() {
  const sent: { endpoint: string; at: number; ttl: number; topic: string | undefined; payload: PushPayload }[] = [];
  const sender: PushSender = {
    prepare: (request) => ({
      send: async (now) => {
        sent.push({ endpoint: request.target.endpoint, at: now, ttl: ttlSeconds(request.expiresAt, now), topic: request.topic, payload: request.payload });
        return 'sent';
      },
    }),
  };
  return { sent, sender };
}

const zones = [
  { name: 'WIB', regency: 'Kota Jakarta Pusat', lat: -6.18, lng: 106.83, timeZone: 'Asia/Jakarta', prayer: 'maghrib', before: 0 },
  { name: 'WITA', regency: 'Kota Makassar', lat: -5.15, lng: 119.43, timeZone: 'Asia/Makassar', prayer: 'subuh', before: 10 },
  { name: 'WIT', regency: 'Kota Jayapura', lat: -2.53, lng: 140.72, timeZone: 'Asia/Jayapura', prayer: 'isya', before: 5 },
] as const;

/** The reminder's instant from the prayer-time module itself: the prayer on 24 November, minus the lead time. */
const expectedAt = (z: (typeof zones)[number]) => {
  const prayerAt = computePrayerInstants({ latitude: z.lat, longitude: z.lng }, '2026-11-24')[z.prayer];
  return { prayerAt, at: prayerAt - z.before * 60_000 };
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function subscribe(name: string, z: (typeof zones)[number], now: number) {
  const endpoint = `http://127.0.0.1:9/${name}`;
  await saveSubscription(t.db, {
    endpoint, p256dh: 'k', auth: 'a', regency: z.regency, lat: z.lat, lng: z.lng, time_zone: z.timeZone, method: 'kemenag',
    prayers: { [z.prayer]: z.before }, donation_news: '0', codes: [],
  }, null, new Date(now));
  return endpoint;
}

describe('due-second planning', () => {
  it('each zone\'s reminder is claimed in the minute before and sent at its own instant, to the millisecond', async () => {
    // 23 November, 19.00 WIB / 20.00 WITA / 21.00 WIT: every zone's next reminder is on the 24th.
    const time = new ManualTime(Date.parse('2026-11-23T12:00:00Z'));
    const { sent, sender } = recordingSender();
    const dispatcher = new PushDispatcher(t.db, sender, time.clock, t.deps.log, { timers: time });
    const plan = zones.map((z) => ({ z, ...expectedAt(z) })).sort((a, b) => a.at - b.at);
    const endpoints = new Map(await Promise.all(plan.map(async (p) => [p.z.name, await subscribe(`due-${p.z.name}`, p.z, time.now)] as const)));

    for (const { z, at, prayerAt } of plan) {
      // More than a minute ahead nothing is claimed; within it, exactly this instant is armed, once.
      await time.advanceTo(at - 90_000);
      await dispatcher.pass();
      expect(dispatcher.armed(), z.name).toEqual([]);
      await time.advanceTo(at - 45_000);
      expect((await dispatcher.pass()).claimed, z.name).toBe(1);
      await time.advanceTo(at - 30_000);
      expect((await dispatcher.pass()).claimed, z.name).toBe(0);
      expect(dispatcher.armed(), z.name).toEqual([at]);
      await time.advanceTo(at - 1);
      expect(sent.filter((s) => s.endpoint === endpoints.get(z.name)), `${z.name} not early`).toEqual([]);
      await time.advanceTo(at + 5_000);
      const mine = sent.filter((s) => s.endpoint === endpoints.get(z.name));
      expect(mine, z.name).toHaveLength(1);
      expect(mine[0]!.at, `${z.name} leaves at its second`).toBe(at);
      // Urgent, gone from the push service five minutes after the prayer, one topic and tag per prayer.
      expect(mine[0]!.ttl).toBe((prayerAt + 5 * 60_000 - at) / 1000);
      expect(mine[0]!.topic).toBe(`sholat-${z.prayer}`);
      expect(mine[0]!.payload.tag).toBe(`sholat-${z.prayer}`);
      expect(mine[0]!.payload.title).toContain(z.regency);
    }
    expect(sent).toHaveLength(3);
    await dispatcher.idle();
    expect(dispatcher.snapshot()).toMatchObject({ sent: 3, failed: 0, skipped_late: 0 });
    expect(t.logs.filter((l) => l.msg === 'reminders sent').map((l) => l.fields)).toEqual(plan.map((p) => expect.objectContaining({
      due_at: new Date(p.at).toISOString(), sent: 1, failed: 0, skipped_late: 0, lateness_ms: { p50: 0, p99: 0, max: 0 },
    })));
    // Each row now waits for the next day's reminder.
    for (const { z, at } of plan) {
      const [row] = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoints.get(z.name)!));
      expect(row!.nextAt!.getTime() - at, z.name).toBeGreaterThan(23 * 3600_000);
      await t.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row!.id));
    }
  });

  it('reminders due at different seconds of one minute get their own timers', async () => {
    const [wib, , wit] = zones;
    const time = new ManualTime(Date.parse('2026-11-23T12:00:00Z'));
    const { sent, sender } = recordingSender();
    const dispatcher = new PushDispatcher(t.db, sender, time.clock, t.deps.log, { timers: time, lookaheadMs: 24 * 3600_000 });
    const a = await subscribe('second-a', wib, time.now);
    const b = await subscribe('second-b', wit, time.now);
    await time.advanceTo(expectedAt(wit).at - 60_000);
    await dispatcher.pass();
    expect(dispatcher.armed()).toEqual([expectedAt(wit).at, expectedAt(wib).at]);
    await time.advanceTo(expectedAt(wib).at + 1);
    expect(sent.map((s) => [s.endpoint, s.at])).toEqual([[b, expectedAt(wit).at], [a, expectedAt(wib).at]]);
    await t.db.delete(pushSubscriptions);
  });

  it('a reminder already more than a minute late is skipped, counted, logged and shown on /api/health', async () => {
    const [wib] = zones;
    const { at } = expectedAt(wib);
    const time = new ManualTime(Date.parse('2026-11-23T12:00:00Z'));
    const { sent, sender } = recordingSender();
    const dispatcher = new PushDispatcher(t.db, sender, time.clock, t.deps.log, { timers: time });
    t.deps.pushFigures = () => dispatcher.snapshot();
    await subscribe('late', wib, time.now);
    // The server was down at Maghrib and comes back two minutes after.
    await time.advanceTo(at + 120_000);
    expect(await dispatcher.pass()).toMatchObject({ claimed: 0, skipped: 1 });
    await time.advanceTo(at + 180_000);
    expect(sent).toEqual([]);
    expect(t.logs.at(-1)).toMatchObject({ level: 'info', msg: 'push pass', fields: { claimed: 0, skipped_late: 1 } });
    const health = (await (await t.app.request('/api/health')).json()) as { data: { push: unknown } };
    expect(health.data.push).toMatchObject({ sent: 0, failed: 0, skipped_late: 1, passes: 1 });
    delete t.deps.pushFigures;
    await t.db.delete(pushSubscriptions);
  });

  it('a stopping process hands its claimed, unfired reminders back, and another sends them at their second', async () => {
    const [, wita] = zones;
    const { at } = expectedAt(wita);
    const time = new ManualTime(Date.parse('2026-11-23T12:00:00Z'));
    const endpoint = await subscribe('handed-back', wita, time.now);
    await time.advanceTo(at - 40_000);
    const first = recordingSender();
    const stopping = new PushDispatcher(t.db, first.sender, time.clock, t.deps.log, { timers: time });
    const stop = stopping.start();
    // start() runs its first pass at once; wait for its claim.
    for (let i = 0; i < 500 && stopping.armed().length === 0; i += 1) await settle();
    await time.advanceTo(at - 39_000);
    expect(stopping.armed()).toEqual([at]);
    await stop();
    expect(stopping.armed()).toEqual([]);
    const [row] = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(row!.nextAt!.getTime()).toBe(at);
    expect(row!.nextPrayer).toBe('subuh');

    const second = recordingSender();
    const other = new PushDispatcher(t.db, second.sender, time.clock, t.deps.log, { timers: time });
    await other.pass();
    await time.advanceTo(at + 1000);
    expect(first.sent).toEqual([]);
    expect(second.sent.map((s) => [s.endpoint, s.at])).toEqual([[endpoint, at]]);
  });
});
