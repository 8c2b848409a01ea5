import { describe, expect, it } from 'vitest';
import { db } from '../../../../src/db/database';
import { removePersonalData } from '../../../../src/db/personal-data';
import { storedAttempt } from '../../../../src/features/admin/stored-attempt';

// An admin form's Idempotency-Key outlives a reload (a new page reads it back) until a success.

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('an admin form attempt kept on the device', () => {
  it('gives the same key after a reload until the attempt succeeds, then a new one', async () => {
    let n = 0;
    const newKey = () => `kunci-uji-${++n}`;
    const first = storedAttempt('finance:1', newKey);
    await first.load();
    expect(first.key()).toBe('kunci-uji-1');
    await settle();

    const afterReload = storedAttempt('finance:1', newKey);
    await afterReload.load();
    expect(afterReload.key()).toBe('kunci-uji-1');
    // Another form keeps its own attempt.
    const other = storedAttempt('activity:1', newKey);
    await other.load();
    expect(other.key()).toBe('kunci-uji-2');

    afterReload.close();
    await settle();
    const next = storedAttempt('finance:1', newKey);
    await next.load();
    expect(next.key()).toBe('kunci-uji-3');
  });

  it('is gone after logging out', async () => {
    const a = storedAttempt('mosque:new', () => 'kunci-sebelum-keluar');
    await a.load();
    a.key();
    await settle();
    await removePersonalData(db);
    const b = storedAttempt('mosque:new', () => 'kunci-baru-1');
    await b.load();
    expect(b.key()).toBe('kunci-baru-1');
  });
});
