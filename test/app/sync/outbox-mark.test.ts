import { afterEach, describe, expect, it } from 'vitest';
import { JariyahDatabase } from '../../../src/db/database';
import { enqueue } from '../../../src/sync/outbox';
import { markOutboxWaiting, outboxMayWait } from '../../../src/sync/outbox-mark';

// Start-up loads the replay (and Dexie) only when this mark says something may wait.
describe('the outbox mark', () => {
  afterEach(() => localStorage.clear());

  it('on a first visit (no mark, no worker yet) says nothing waits; on an older install it says maybe', () => {
    expect(outboxMayWait(false)).toBe(false);
    expect(outboxMayWait(true)).toBe(true);
  });

  it('is set by an enqueue and cleared when a replay leaves nothing', async () => {
    markOutboxWaiting(false);
    expect(outboxMayWait(true)).toBe(false);
    const database = new JariyahDatabase(`mark-${crypto.randomUUID()}`);
    await enqueue('toggle_like', { doa_id: 17, state: 'liked' }, { database });
    expect(outboxMayWait(false)).toBe(true);
    markOutboxWaiting(false);
    expect(outboxMayWait(true)).toBe(false);
    database.close();
  });
});
