import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Logger } from '../lib/logger.ts';
import { claimDueReminders, pushNewMessages, removeGone, type PlannedPush, type PreparedPush, type PushOutcome, type PushSender } from './push.ts';
import { PrayerTimeCache, stillOnTime } from './reminders.ts';

/*
 * Reminders leave at their second, not at the next tick. Every pass claims the reminders due in
 * the coming minute (claimDueReminders with a horizon: SKIP LOCKED, and the row's next reminder
 * written in the same transaction, so two processes never both take one), encrypts them while
 * there is time, and arms one timer per due instant. When it fires, everything prepared for that
 * instant goes out through a bounded queue; what is still being prepared follows the moment it is
 * ready. A claim is the lease: a process that dies holding one loses at most that minute's
 * reminders, and one that stops on purpose hands its unfired claims back (`stop`).
 */

/** The timer the dispatcher arms; tests pass a hand-driven one with their clock. */
export type Timers = { set(fn: () => void, delayMs: number): unknown; clear(handle: unknown): void };

const realTimers: Timers = {
  set: (fn, delayMs) => setTimeout(fn, delayMs),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export type DispatcherOptions = {
  /** How far ahead reminders are claimed and prepared. */
  lookaheadMs?: number;
  /** How often a pass runs (claims, new inbox messages). */
  tickMs?: number;
  claimBatch?: number;
  /** Pushes in flight at once, over all push services. */
  concurrency?: number;
  /** Encryptions per turn of the event loop, so a timer due meanwhile fires on time. */
  prepareSlice?: number;
  timers?: Timers;
  /** Jobs that write inbox messages (Infaq Rutin's due job), run each pass before new messages are pushed. */
  jobs?: readonly ((now: Date) => Promise<unknown>)[];
};

/** Lateness of the sends of one due instant, from the instant to the push service's answer. */
export type Lateness = { p50: number; p99: number; max: number };

/** What an operator sees on /api/health: counts since the process started. */
export type PushFigures = {
  sent: number;
  failed: number;
  gone: number;
  /** Too late to send (more than a minute past due): the server was down or far behind. */
  skipped_late: number;
  passes: number;
  last_pass_at: string | null;
  /** The last finished burst: its due instant, count and lateness in ms. */
  last_burst: { due_at: string; sent: number; lateness_ms: Lateness } | null;
  vapid_signatures: number;
};

type Item = { push: PlannedPush; prepared: PreparedPush };

type Batch = {
  dueAt: number;
  timer: unknown;
  fired: boolean;
  /** How late the timer itself fired (ms): a busy event loop shows here first. */
  firedLate: number;
  waiting: Item[];
  /** Prepared or queued, not yet answered. */
  outstanding: number;
  counts: Record<PushOutcome | 'skipped', number>;
  lateness: number[];
  gone: number[];
};

export class PushDispatcher {
  private readonly figures: PushFigures = {
    sent: 0, failed: 0, gone: 0, skipped_late: 0, passes: 0, last_pass_at: null, last_burst: null, vapid_signatures: 0,
  };
  private readonly batches = new Map<number, Batch>();
  private readonly queue: { item: Item; batch: Batch }[] = [];
  private queueHead = 0;
  private inFlight = 0;
  private passing = false;
  private idleWaiters: (() => void)[] = [];
  private readonly cache = new PrayerTimeCache();
  private readonly lookaheadMs: number;
  private readonly tickMs: number;
  private readonly claimBatch: number;
  private readonly concurrency: number;
  private readonly prepareSlice: number;
  private readonly timers: Timers;
  private readonly jobs: readonly ((now: Date) => Promise<unknown>)[];

  constructor(
    private readonly db: Db,
    private readonly sender: PushSender & { tokens?: { signed: number } },
    private readonly clock: () => Date,
    private readonly log: Logger,
    options: DispatcherOptions = {},
  ) {
    this.lookaheadMs = options.lookaheadMs ?? 60_000;
    this.tickMs = options.tickMs ?? 15_000;
    this.claimBatch = options.claimBatch ?? 1000;
    this.concurrency = options.concurrency ?? 256;
    this.prepareSlice = options.prepareSlice ?? 16;
    this.timers = options.timers ?? realTimers;
    this.jobs = options.jobs ?? [];
  }

  /** One pass: claims and prepares the coming minute's reminders, arms their timers, pushes new inbox messages. */
  async pass(): Promise<{ claimed: number; skipped: number; messages: number }> {
    let claimed = 0;
    let skipped = 0;
    let messages = 0;
    // A burst's log line and idle() wait for the whole pass, so its counts are complete.
    this.passing = true;
    try {
      const claim = () => {
        const now = this.clock();
        return claimDueReminders(this.db, now, this.claimBatch, this.cache, new Date(now.getTime() + this.lookaheadMs));
      };
      let next = claim();
      for (;;) {
        const got = await next;
        claimed += got.planned.length;
        skipped += got.skipped;
        this.figures.skipped_late += got.skipped;
        const more = got.planned.length + got.skipped >= this.claimBatch;
        // The next claim's round trips to PostgreSQL overlap this batch's encryption.
        if (more) next = claim();
        await this.prepare(got.planned);
        if (!more) break;
      }
      for (const job of this.jobs) {
        // One failing job never stops the reminders or the other jobs.
        await job(this.clock()).catch((error: unknown) => this.log.error('scheduler job failed', { error: error instanceof Error ? error.message : String(error) }));
      }
      messages = await pushNewMessages(this.db, this.sender, this.clock(), this.log);
    } finally {
      this.passing = false;
      this.figures.passes += 1;
      this.figures.last_pass_at = this.clock().toISOString();
      if (claimed + skipped + messages > 0) this.log.info('push pass', { claimed, skipped_late: skipped, messages });
      for (const batch of [...this.batches.values()]) this.finishIfDone(batch);
      this.wakeIdle();
    }
    return { claimed, skipped, messages };
  }

  /** Runs a pass now and every `tickMs` (passes never overlap); answers a function that stops it. */
  start(): () => Promise<void> {
    let running: Promise<void> | null = null;
    let stopped = false;
    let handle: unknown;
    const run = () => {
      if (stopped) return;
      handle = this.timers.set(run, this.tickMs);
      if (running) return;
      running = this.pass()
        .then(() => undefined, (error: unknown) => this.log.error('push pass failed', { error: error instanceof Error ? error.message : String(error) }))
        .finally(() => { running = null; });
    };
    run();
    return async () => {
      stopped = true;
      this.timers.clear(handle);
      await running;
      await this.release();
    };
  }

  /** Counts since start, for the health answer. */
  snapshot(): PushFigures {
    return { ...this.figures, vapid_signatures: this.sender.tokens?.signed ?? 0 };
  }

  /** Resolves once every armed instant has fired and every push has its answer (tests, the bench). */
  idle(): Promise<void> {
    if (this.batches.size === 0 && this.inFlight === 0 && !this.passing) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** The instants armed and not yet fired (tests look at the plan). */
  armed(): number[] {
    return [...this.batches.values()].filter((b) => !b.fired).map((b) => b.dueAt).sort((a, b) => a - b);
  }

  private async prepare(planned: readonly PlannedPush[]): Promise<void> {
    for (let i = 0; i < planned.length; i += 1) {
      const push = planned[i]!;
      const batch = this.batchFor(push.dueAt);
      try {
        const item = { push, prepared: this.sender.prepare(push) };
        batch.outstanding += 1;
        if (batch.fired) this.enqueue(item, batch);
        else batch.waiting.push(item);
      } catch (error) {
        // A subscription whose keys do not encrypt (bad p256dh): counted, never thrown at the pass.
        batch.counts.failed += 1;
        this.figures.failed += 1;
        this.log.error('push could not be prepared', { subscription: push.subscriptionId, error: error instanceof Error ? error.message : String(error) });
      }
      // Let a timer due meanwhile fire, and queued sends go out, between slices.
      if ((i + 1) % this.prepareSlice === 0) await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }

  private batchFor(dueAt: number): Batch {
    let batch = this.batches.get(dueAt);
    if (!batch) {
      const created: Batch = { dueAt, timer: undefined, fired: false, firedLate: 0, waiting: [], outstanding: 0, counts: { sent: 0, failed: 0, gone: 0, skipped: 0 }, lateness: [], gone: [] };
      created.timer = this.timers.set(() => this.fire(created), Math.max(0, dueAt - this.clock().getTime()));
      this.batches.set(dueAt, created);
      batch = created;
    }
    return batch;
  }

  private fire(batch: Batch): void {
    if (batch.fired) return;
    batch.fired = true;
    batch.firedLate = this.clock().getTime() - batch.dueAt;
    for (const item of batch.waiting) this.enqueue(item, batch);
    batch.waiting = [];
    this.finishIfDone(batch);
  }

  private enqueue(item: Item, batch: Batch): void {
    this.queue.push({ item, batch });
    this.pump();
  }

  private pump(): void {
    while (this.inFlight < this.concurrency && this.queueHead < this.queue.length) {
      const { item, batch } = this.queue[this.queueHead++]!;
      if (this.queueHead > 4096 && this.queueHead * 2 > this.queue.length) {
        this.queue.splice(0, this.queueHead);
        this.queueHead = 0;
      }
      const now = this.clock().getTime();
      if (!stillOnTime(item.push.dueAt, now)) {
        this.settle(batch, item, 'skipped', now);
        continue;
      }
      this.inFlight += 1;
      void item.prepared.send(now)
        .catch((): PushOutcome => 'failed')
        .then((outcome) => {
          this.inFlight -= 1;
          this.settle(batch, item, outcome, this.clock().getTime());
          this.pump();
        });
    }
  }

  private settle(batch: Batch, item: Item, outcome: PushOutcome | 'skipped', at: number): void {
    batch.outstanding -= 1;
    batch.counts[outcome] += 1;
    if (outcome === 'sent') batch.lateness.push(at - item.push.dueAt);
    if (outcome === 'gone') batch.gone.push(item.push.subscriptionId);
    if (outcome === 'skipped') this.figures.skipped_late += 1;
    else this.figures[outcome] += 1;
    this.finishIfDone(batch);
  }

  private finishIfDone(batch: Batch): void {
    if (!batch.fired || batch.outstanding > 0 || this.passing || this.batches.get(batch.dueAt) !== batch) return;
    this.batches.delete(batch.dueAt);
    const lateness = percentiles(batch.lateness);
    const { sent, failed, gone, skipped } = batch.counts;
    if (sent + failed + gone + skipped > 0) {
      this.log[failed > 0 ? 'error' : 'info']('reminders sent', { due_at: new Date(batch.dueAt).toISOString(), sent, failed, gone, skipped_late: skipped, fired_late_ms: batch.firedLate, lateness_ms: lateness });
    }
    if (sent > 0) this.figures.last_burst = { due_at: new Date(batch.dueAt).toISOString(), sent, lateness_ms: lateness };
    const done = batch.gone.length > 0 ? removeGone(this.db, batch.gone) : Promise.resolve();
    void done.catch((error: unknown) => this.log.error('removing gone subscriptions failed', { error: error instanceof Error ? error.message : String(error) }))
      .finally(() => this.wakeIdle());
  }

  private wakeIdle(): void {
    if (this.batches.size > 0 || this.inFlight > 0 || this.passing) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const w of waiters) w();
  }

  /**
   * Hands the claimed, unfired reminders back (their row's next reminder is their own again), so
   * another process or this one restarted sends them at their second instead of nobody.
   */
  private async release(): Promise<void> {
    const unfired = [...this.batches.values()].filter((b) => !b.fired);
    const rows: { id: number; dueAt: number; prayer: string }[] = [];
    for (const batch of unfired) {
      this.timers.clear(batch.timer);
      this.batches.delete(batch.dueAt);
      for (const { push } of batch.waiting) rows.push({ id: push.subscriptionId, dueAt: push.dueAt, prayer: push.topic?.replace(/^sholat-/, '') ?? '' });
    }
    for (let i = 0; i < rows.length; i += 1000) {
      const values = sql.join(rows.slice(i, i + 1000).map((r) => sql`(${r.id}::int, ${new Date(r.dueAt).toISOString()}::timestamptz, ${r.prayer}::text)`), sql`, `);
      await this.db.execute(sql`update push_subscriptions s set next_at = v.next_at, next_prayer = v.next_prayer
        from (values ${values}) as v(id, next_at, next_prayer) where s.id = v.id`);
    }
    if (rows.length > 0) this.log.info('push reminders handed back', { count: rows.length });
    this.wakeIdle();
  }
}

/** p50, p99 and max of a list of milliseconds (nearest rank). */
export function percentiles(values: readonly number[]): Lateness {
  if (values.length === 0) return { p50: 0, p99: 0, max: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1]! };
}
