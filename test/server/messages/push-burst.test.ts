import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { burstDatabase, maghribBurst, type BurstResult } from '../../bench/maghrib-burst.ts';
import { PG_TEMPLATE_ENV } from '../../support/test-db.ts';

// The bench's Maghrib burst at a small size: the server's scheduler, forked as its own process,
// against a push service that checks every VAPID token and decrypts every payload. Speed targets
// live in the bench (`npm run bench`); here what must hold at any speed.

const COUNT = 2000;

function expectEveryoneOnce(r: BurstResult) {
  expect(r).toMatchObject({
    received: COUNT, dropped: 0, doubled: 0,
    early: 0, // never before the prayer's second
    rejected: 0, wrongPayload: 0, wrongHeaders: 0, // VAPID accepted; decrypts to the reminder; urgency, topic, TTL
    unclaimedRows: 0, // every row now waits for its next reminder
  });
  expect(r.sentPerProcess.reduce((a, b) => a + b, 0)).toBe(COUNT);
  // One VAPID signature per process for the whole burst.
  expect(r.tokens).toBe(r.processes);
  expect(r.logLines.some((l) => l.startsWith('reminders sent') && l.includes('"failed":0'))).toBe(true);
}

describe('Maghrib burst', () => {
  // The server suite runs once on PGlite and, with TEST_DATABASE_URL, again on PostgreSQL.
  it.skipIf(!!process.env.TEST_DATABASE_URL)(`${COUNT} subscriptions in one zone due at one Maghrib: each gets its reminder once, at or after its second (PGlite, one process)`, async () => {
    const template = process.env[PG_TEMPLATE_ENV];
    if (!template) throw new Error('the server test global setup did not run');
    // A copy of the migrated template: no initdb in this test.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jariyah-burst-test-'));
    fs.cpSync(template, dir, { recursive: true });
    try {
      const result = await maghribBurst({ count: COUNT, processes: 1, target: { dataDir: dir }, leadMs: 8_000 });
      expectEveryoneOnce(result);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(`${COUNT} subscriptions shared by two processes on PostgreSQL: each reminder once`, async () => {
    const db = await burstDatabase('postgres', process.env.TEST_DATABASE_URL);
    try {
      const result = await maghribBurst({ count: COUNT, processes: 2, target: db.target, leadMs: 8_000 });
      expectEveryoneOnce(result);
    } finally {
      await db.drop();
    }
  }, 180_000);
});
