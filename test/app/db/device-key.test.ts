import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JariyahDatabase } from '../../../src/db/database';
import { deviceKey } from '../../../src/db/device-key';
import { removePersonalData } from '../../../src/db/personal-data';
import { DeviceKeySchema } from '../../../src/contract/mosque-follow';
import * as v from 'valibot';

// The device's own key: a guest's followed mosques and their Pesan belong to it.

let database: JariyahDatabase;
beforeEach(() => {
  database = new JariyahDatabase(`device-key-${crypto.randomUUID()}`);
});
afterEach(async () => {
  database.close();
  await database.delete();
});

describe('the device key', () => {
  it('is made once, kept, and passes the server\'s check', async () => {
    const first = await deviceKey(database);
    expect(v.safeParse(DeviceKeySchema, first).success).toBe(true);
    expect(await deviceKey(database)).toBe(first);
    const other = new JariyahDatabase(`device-key-${crypto.randomUUID()}`);
    expect(await deviceKey(other)).not.toBe(first);
    other.close();
    await other.delete();
  });

  it('stays when a person signs out (it names the device, not the person)', async () => {
    const key = await deviceKey(database);
    await removePersonalData(database);
    expect(await deviceKey(database)).toBe(key);
  });

  it('a stored value that is not a key is replaced', async () => {
    await database.kv.put({ key: 'device-key', value: 'x' });
    const key = await deviceKey(database);
    expect(key).not.toBe('x');
    expect(v.safeParse(DeviceKeySchema, key).success).toBe(true);
  });
});
