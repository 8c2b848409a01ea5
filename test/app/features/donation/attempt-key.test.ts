import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { NetworkError } from '../../../../src/api/client';
import { DonateRequestSchema, type DonateAnswer, type DonateRequest } from '../../../../src/contract/donation';
import { GUEST_OWNER, JariyahDatabase } from '../../../../src/db/database';
import { attemptKey } from '../../../../src/features/donation/attempt-key';
import { safeRedirect, submitDonation } from '../../../../src/features/donation/submit-donation';

const request = (programId = 'ID-7'): DonateRequest => v.parse(DonateRequestSchema, {
  price: '50.000', donorName: 'Hamba Allah', donorPhone: '081234567890', codePayment: 'BSI_VA', typePayment: 'VA', programId,
});

/** A stand-in for the server's idempotency: one donation per key, and a network that can drop answers. */
function fakeServer() {
  const byKey = new Map<string, DonateAnswer>();
  let dropNextAnswer = false;
  let refuseNext = false;
  const keys: string[] = [];
  return {
    keys,
    byKey,
    dropNextAnswer: () => { dropNextAnswer = true; },
    cutNetwork: () => { refuseNext = true; },
    storeDonate: async (_r: DonateRequest, key: string): Promise<DonateAnswer> => {
      keys.push(key);
      if (refuseNext) { refuseNext = false; throw new NetworkError(); }
      let answer = byKey.get(key);
      if (!answer) {
        const code = `JRY${String(byKey.size + 1).padStart(10, 'A')}`;
        answer = { codeDonate: code, redirect_url: `/donation/${code}/checkout` };
        byKey.set(key, answer);
      }
      if (dropNextAnswer) { dropNextAnswer = false; throw new NetworkError(); }
      return answer;
    },
  };
}

describe('the idempotency key of a donation attempt', () => {
  it('is kept across a failed attempt, so the retry gets the same donation', async () => {
    const database = new JariyahDatabase(`donate-${crypto.randomUUID()}`);
    const server = fakeServer();
    server.dropNextAnswer(); // the donation is made, the answer is lost on the way back
    await expect(submitDonation(request(), 'Sumur Bor', { storeDonate: server.storeDonate, owner: GUEST_OWNER, database })).rejects.toBeInstanceOf(NetworkError);
    expect(await database.donations.count()).toBe(0);

    const answer = await submitDonation(request(), 'Sumur Bor', { storeDonate: server.storeDonate, owner: GUEST_OWNER, database, now: () => new Date('2025-03-01T10:00:00Z') });
    expect(server.keys).toHaveLength(2);
    expect(server.keys[1]).toBe(server.keys[0]);
    expect(server.byKey.size).toBe(1);
    expect(await database.donations.toArray()).toEqual([
      { code: answer.codeDonate, programTitle: 'Sumur Bor', amount: 50_000, createdAt: '2025-03-01T10:00:00.000Z', status: 'Belum Lunas', owner: GUEST_OWNER },
    ]);
  });

  it('is new when the form changed after a failed attempt: the server would refuse the key with another request', async () => {
    const database = new JariyahDatabase(`donate-${crypto.randomUUID()}`);
    const server = fakeServer();
    server.dropNextAnswer();
    await expect(submitDonation(request(), 'Sumur Bor', { storeDonate: server.storeDonate, owner: GUEST_OWNER, database })).rejects.toBeInstanceOf(NetworkError);
    await submitDonation({ ...request(), price: 75_000 }, 'Sumur Bor', { storeDonate: server.storeDonate, owner: GUEST_OWNER, database });
    expect(server.keys).toHaveLength(2);
    expect(server.keys[1]).not.toBe(server.keys[0]);
  });

  it('survives a reload of the page (it lives in Dexie, not in memory)', async () => {
    const name = `donate-${crypto.randomUUID()}`;
    const server = fakeServer();
    server.cutNetwork();
    await expect(submitDonation(request(), 'X', { storeDonate: server.storeDonate, owner: GUEST_OWNER, database: new JariyahDatabase(name) })).rejects.toThrow();
    const reopened = new JariyahDatabase(name);
    await submitDonation(request(), 'X', { storeDonate: server.storeDonate, owner: GUEST_OWNER, database: reopened });
    expect(new Set(server.keys).size).toBe(1);
  });

  it('is new for the next donation once one succeeded, and separate per program', async () => {
    const database = new JariyahDatabase(`donate-${crypto.randomUUID()}`);
    const server = fakeServer();
    await submitDonation(request('ID-7'), 'A', { storeDonate: server.storeDonate, owner: GUEST_OWNER, database });
    await submitDonation(request('ID-7'), 'A', { storeDonate: server.storeDonate, owner: GUEST_OWNER, database });
    expect(new Set(server.keys).size).toBe(2);
    expect(await database.donations.count()).toBe(2);
    const other = await attemptKey('KM-3', { database });
    expect(other).not.toBe(await attemptKey('ID-7', { database }));
    expect(await attemptKey('KM-3', { database })).toBe(other);
  });

  it('follows only the app\'s own donation pages', () => {
    expect(safeRedirect('/donation/JRYABC123/checkout', 'JRYABC123')).toBe('/donation/JRYABC123/checkout');
    expect(safeRedirect('https://evil.example/x', 'JRYABC123')).toBe('/donation/JRYABC123/checkout');
    expect(safeRedirect('//evil.example', 'JRYABC123')).toBe('/donation/JRYABC123/checkout');
  });
});
