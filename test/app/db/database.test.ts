import { afterEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { JariyahDatabase } from '../../../src/db/database';
import { readKv, writeKv } from '../../../src/db/kv';
import { defaultSettings, readSettings, updateSettings } from '../../../src/db/settings';

const open: JariyahDatabase[] = [];
function freshDb() {
  const db = new JariyahDatabase(`test-${crypto.randomUUID()}`);
  open.push(db);
  return db;
}
afterEach(async () => {
  for (const db of open.splice(0)) {
    db.close();
    await db.delete();
  }
});

describe('the Dexie database', () => {
  it('opens version 1 with every table the app relies on', async () => {
    const db = freshDb();
    await db.open();
    expect(db.verno).toBe(1);
    expect(db.tables.map((t) => t.name).sort()).toEqual(['donations', 'kv', 'outbox', 'prayerDays', 'savedSurahs']);
  });

  it('keeps outbox entries in insertion order with unique ids', async () => {
    const db = freshDb();
    await db.outbox.add({ id: 'a', kind: 'edit_profile', payload: {}, createdAt: '1', attempts: 0 });
    await db.outbox.add({ id: 'b', kind: 'toggle_like', payload: {}, createdAt: '2', attempts: 0 });
    await expect(db.outbox.add({ id: 'a', kind: 'x', payload: {}, createdAt: '3', attempts: 0 })).rejects.toThrow();
    expect((await db.outbox.orderBy('seq').toArray()).map((e) => e.id)).toEqual(['a', 'b']);
  });

  it('reads stored values through their schema; a foreign shape reads as missing', async () => {
    const db = freshDb();
    await writeKv('last', { lat: 1 }, db);
    expect(await readKv('last', v.object({ lat: v.number() }), db)).toEqual({ lat: 1 });
    expect(await readKv('last', v.object({ lng: v.number() }), db)).toBeUndefined();
    expect(await readKv('missing', v.string(), db)).toBeUndefined();
  });

  it('falls back to default settings and keeps valid changes only', async () => {
    const db = freshDb();
    expect(await readSettings(db)).toEqual(defaultSettings);
    expect(defaultSettings.hijriAdjustment).toBe(-1);
    await updateSettings({ hijriAdjustment: 1 }, db);
    expect((await readSettings(db)).hijriAdjustment).toBe(1);
    await db.kv.put({ key: 'settings', value: { hijriAdjustment: 9, prayerMethod: 'nope' } });
    expect(await readSettings(db)).toMatchObject({ hijriAdjustment: -1, prayerMethod: 'kemenag' });
  });
});
