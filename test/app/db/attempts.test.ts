import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminAttempts, donateAttempts, requestFingerprint } from '../../../src/db/attempts';
import { JariyahDatabase } from '../../../src/db/database';
import { removePersonalData } from '../../../src/db/personal-data';

// One store of open submit attempts for the donate form and the admin forms.

let database: JariyahDatabase;
beforeEach(() => {
  database = new JariyahDatabase(`attempts-${crypto.randomUUID()}`);
});
afterEach(async () => {
  database.close();
  await database.delete();
});

describe('open submit attempts', () => {
  it('reads an admin attempt in the shape older versions stored ({ key } only)', async () => {
    await database.kv.put({ key: 'admin-attempt:finance:3', value: { key: 'old-key-12345678' } });
    expect(await adminAttempts.read('finance:3', database)).toBe('old-key-12345678');
    expect(await adminAttempts.open('finance:3', { database })).toBe('old-key-12345678');
  });

  it('keeps the donate form and the admin forms apart, and a new key for a changed request', async () => {
    const donate = await donateAttempts.open('3', { database, request: requestFingerprint({ amount: 10000 }) });
    expect(await adminAttempts.read('3', database)).toBeUndefined();
    expect(await donateAttempts.open('3', { database, request: requestFingerprint({ amount: 10000 }) })).toBe(donate);
    expect(await donateAttempts.open('3', { database, request: requestFingerprint({ amount: 20000 }) })).not.toBe(donate);
  });

  it('closes on success and is removed with the rest at sign-out', async () => {
    await adminAttempts.write('confirm:D-1', 'key-confirm-1234', { database });
    await adminAttempts.close('confirm:D-1', database);
    expect(await adminAttempts.read('confirm:D-1', database)).toBeUndefined();
    await adminAttempts.write('confirm:D-2', 'key-confirm-5678', { database });
    await donateAttempts.open('7', { database });
    await removePersonalData(database);
    expect(await database.kv.count()).toBe(0);
  });
});
