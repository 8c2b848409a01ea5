import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../../../src/api/client';
import { db } from '../../../../src/db/database';
import { removePersonalData } from '../../../../src/db/personal-data';
import { storedAttempt, submitAttempt } from '../../../../src/features/admin/attempt';

/** The server's idempotency: one record per key; the network may lose a request or an answer. */
function fakeServer() {
  const records = new Map<string, number>();
  const keys: string[] = [];
  let failNext: 'request' | 'answer' | null = null;
  return {
    keys,
    records,
    fail: (what: 'request' | 'answer') => { failNext = what; },
    create: async (key: string) => {
      keys.push(key);
      if (failNext === 'request') { failNext = null; throw new NetworkError(); }
      const id = records.get(key) ?? records.size + 1;
      records.set(key, id);
      if (failNext === 'answer') { failNext = null; throw new NetworkError(); }
      return id;
    },
  };
}

const counter = (form: string) => { let n = 0; return () => `key-${form}-${++n}-abcdefgh`; };
/** Writes to the device are not awaited by the form: give them a moment, as a user would. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the idempotency key of an admin form', () => {
  it('is sent again by the retry after a lost answer, so exactly one record is made', async () => {
    const server = fakeServer();
    const attempt = storedAttempt('uji:lost-answer', counter('a'));
    server.fail('answer');
    await expect(submitAttempt(attempt, server.create)).rejects.toBeInstanceOf(NetworkError);
    const id = await submitAttempt(attempt, server.create);
    expect(server.keys).toEqual(['key-a-1-abcdefgh', 'key-a-1-abcdefgh']);
    expect(server.records.size).toBe(1);
    expect(id).toBe(1);
  });
  it('is kept after a request that never arrived', async () => {
    const server = fakeServer();
    const attempt = storedAttempt('uji:lost-request', counter('b'));
    server.fail('request');
    await expect(submitAttempt(attempt, server.create)).rejects.toBeInstanceOf(NetworkError);
    await submitAttempt(attempt, server.create);
    expect(new Set(server.keys).size).toBe(1);
  });
  it('is new for the next submit once one succeeded, so a second entry is really a second record', async () => {
    const server = fakeServer();
    const attempt = storedAttempt('uji:two-entries', counter('c'));
    expect(await submitAttempt(attempt, server.create)).toBe(1);
    expect(await submitAttempt(attempt, server.create)).toBe(2);
    expect(server.keys).toEqual(['key-c-1-abcdefgh', 'key-c-2-abcdefgh']);
  });
  it('is a UUID by default, which the server accepts as a key', () => {
    expect(storedAttempt('uji:uuid').key()).toMatch(/^[A-Za-z0-9-]{8,100}$/);
  });

  it('survives a reload: the page made again sends the key the lost answer left open, once', async () => {
    const server = fakeServer();
    const newKey = counter('d');
    server.fail('answer');
    // A confirm of a transfer whose answer never came back, then the page is reloaded.
    await expect(submitAttempt(storedAttempt('confirm:D-1', newKey), server.create)).rejects.toBeInstanceOf(NetworkError);
    await settle();
    const afterReload = storedAttempt('confirm:D-1', newKey);
    expect(await submitAttempt(afterReload, server.create)).toBe(1);
    expect(server.keys).toEqual(['key-d-1-abcdefgh', 'key-d-1-abcdefgh']);
    expect(server.records.size).toBe(1);
    // Closed by the success: the next page starts a new attempt.
    await settle();
    const next = storedAttempt('confirm:D-1', newKey);
    await next.ready();
    expect(next.key()).toBe('key-d-2-abcdefgh');
  });

  it('keeps one open key per form, read back after a reload until the attempt succeeds', async () => {
    let n = 0;
    const newKey = () => `kunci-uji-${++n}`;
    const first = storedAttempt('finance:1', newKey);
    await first.ready();
    expect(first.key()).toBe('kunci-uji-1');
    await settle();

    const afterReload = storedAttempt('finance:1', newKey);
    await afterReload.ready();
    expect(afterReload.key()).toBe('kunci-uji-1');
    // Another form keeps its own attempt.
    const other = storedAttempt('activity:1', newKey);
    await other.ready();
    expect(other.key()).toBe('kunci-uji-2');

    afterReload.close();
    await settle();
    const next = storedAttempt('finance:1', newKey);
    await next.ready();
    expect(next.key()).toBe('kunci-uji-3');
  });

  it('is gone after logging out', async () => {
    const a = storedAttempt('mosque:new', () => 'kunci-sebelum-keluar');
    await a.ready();
    a.key();
    await settle();
    await removePersonalData(db);
    const b = storedAttempt('mosque:new', () => 'kunci-baru-1');
    await b.ready();
    expect(b.key()).toBe('kunci-baru-1');
  });
});
