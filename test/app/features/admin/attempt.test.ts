import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../../../src/api/client';
import { createAttempt, submitAttempt } from '../../../../src/features/admin/attempt';

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

const counter = () => { let n = 0; return () => `key-${++n}-abcdefgh`; };

describe('the idempotency key of an admin form', () => {
  it('is sent again by the retry after a lost answer, so exactly one record is made', async () => {
    const server = fakeServer();
    const attempt = createAttempt(counter());
    server.fail('answer');
    await expect(submitAttempt(attempt, server.create)).rejects.toBeInstanceOf(NetworkError);
    const id = await submitAttempt(attempt, server.create);
    expect(server.keys).toEqual(['key-1-abcdefgh', 'key-1-abcdefgh']);
    expect(server.records.size).toBe(1);
    expect(id).toBe(1);
  });
  it('is kept after a request that never arrived', async () => {
    const server = fakeServer();
    const attempt = createAttempt(counter());
    server.fail('request');
    await expect(submitAttempt(attempt, server.create)).rejects.toBeInstanceOf(NetworkError);
    await submitAttempt(attempt, server.create);
    expect(new Set(server.keys).size).toBe(1);
  });
  it('is new for the next submit once one succeeded, so a second entry is really a second record', async () => {
    const server = fakeServer();
    const attempt = createAttempt(counter());
    expect(await submitAttempt(attempt, server.create)).toBe(1);
    expect(await submitAttempt(attempt, server.create)).toBe(2);
    expect(server.keys).toEqual(['key-1-abcdefgh', 'key-2-abcdefgh']);
  });
  it('is a UUID by default, which the server accepts as a key', () => {
    expect(createAttempt().key()).toMatch(/^[A-Za-z0-9-]{8,100}$/);
  });
});
