// Reminder scheduler at 100,000 subscribers on one process with the embedded database:
//   node --import tsx test/bench/push-scheduler.ts [subscribers]
// (PGlite in a temporary folder; BENCH_DATABASE_URL=postgres://… for an empty PostgreSQL database.)
// Prints how many reminders are planned per second (pure computation with the app's prayer-time
// module) and claimed per second (FOR UPDATE SKIP LOCKED batches, next reminder planned and
// written back), with the process's memory. Sending is the push services' side and not timed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client.ts';
import { pushSubscriptions } from '../../server/db/schema.ts';
import { claimDueReminders } from '../../server/messages/push.ts';
import { nextReminder, PrayerTimeCache } from '../../server/messages/reminders.ts';

const total = Number(process.argv[2] ?? 100_000);
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jariyah-push-bench-'));
const url = process.env.BENCH_DATABASE_URL;
const database = await openDatabase(url ? { url } : { dataDir: dir });
await database.migrate();
const { db } = database;

// ~500 regencies over the three zones, as the bundled list has.
const zones = [
  { timeZone: 'Asia/Jakarta', lng: [95, 115] }, { timeZone: 'Asia/Makassar', lng: [115, 125] }, { timeZone: 'Asia/Jayapura', lng: [125, 141] },
] as const;
const regencies = Array.from({ length: 500 }, (_, i) => {
  const zone = zones[i % 3]!;
  return { lat: Math.round((-10 + (i * 37) % 16) * 100) / 100, lng: Math.round((zone.lng[0] + ((i * 53) % 100) / 100 * (zone.lng[1] - zone.lng[0])) * 100) / 100, timeZone: zone.timeZone };
});
const prayersChoices: Record<string, number>[] = [{ maghrib: 0 }, { subuh: 10, maghrib: 0 }, { imsak: 15, subuh: 0, dzuhur: 0, ashar: 0, maghrib: 5, isya: 0 }, { isya: 10 }];
const start = Date.parse('2026-11-24T09:00:00Z');

const rssBefore = process.memoryUsage().rss;
let t0 = performance.now();
const cache = new PrayerTimeCache();
const rows: (typeof pushSubscriptions.$inferInsert)[] = [];
for (let i = 0; i < total; i += 1) {
  const r = regencies[i % regencies.length]!;
  const place = { latitude: r.lat, longitude: r.lng, timeZone: r.timeZone, method: 'kemenag', prayers: prayersChoices[i % prayersChoices.length]! };
  const next = nextReminder(place, start, cache)!;
  rows.push({ endpoint: `https://push.example.com/${i}`, p256dh: 'x'.repeat(87), auth: 'y'.repeat(22), regency: `R${i % 500}`, latitude: r.lat, longitude: r.lng, timeZone: r.timeZone, method: 'kemenag', prayers: place.prayers, nextAt: new Date(next.at), nextPrayer: next.prayer });
}
const planMs = performance.now() - t0;
console.log(`planned ${total} next reminders in ${Math.round(planMs)} ms: ${Math.round(total / (planMs / 1000))} plans/s`);

t0 = performance.now();
for (let i = 0; i < rows.length; i += 2000) await db.insert(pushSubscriptions).values(rows.slice(i, i + 2000));
console.log(`inserted in ${Math.round(performance.now() - t0)} ms`);
rows.length = 0;

// The worst minute: every subscriber due at once (all moved to one instant), claimed in batches.
await db.execute(sql`update push_subscriptions set next_at = ${new Date(start)}`);
const now = new Date(start + 30_000);
t0 = performance.now();
let claimed = 0;
let peakRss = 0;
for (;;) {
  const { planned, skipped } = await claimDueReminders(db, now, 1000);
  claimed += planned.length + skipped;
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  if (planned.length + skipped < 1000) break;
}
const claimMs = performance.now() - t0;
console.log(`claimed ${claimed} due reminders in ${Math.round(claimMs)} ms: ${Math.round(claimed / (claimMs / 1000))} claims/s (each: locked, next planned, written back)`);
console.log(`memory: rss ${mb(rssBefore)} MB before, peak ${mb(peakRss)} MB while claiming; heap used ${mb(process.memoryUsage().heapUsed)} MB`);
await database.close();
fs.rmSync(dir, { recursive: true, force: true });
