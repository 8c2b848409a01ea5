import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import * as v from 'valibot';
import { GUEST_OWNER, JariyahDatabase } from '../../../src/db/database';
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
  it('opens the newest version with every table the app relies on', async () => {
    const db = freshDb();
    await db.open();
    expect(db.verno).toBe(4);
    expect(db.tables.map((t) => t.name).sort()).toEqual(['donations', 'kv', 'messages', 'outbox', 'prayerDays', 'savedSurahs', 'tilawahBookmarks', 'tilawahDays']);
  });

  it('keeps outbox entries in insertion order with unique ids', async () => {
    const db = freshDb();
    await db.outbox.add({ id: 'a', kind: 'edit_profile', payload: {}, owner: GUEST_OWNER, createdAt: '1', attempts: 0 });
    await db.outbox.add({ id: 'b', kind: 'toggle_like', payload: {}, owner: GUEST_OWNER, createdAt: '2', attempts: 0 });
    await expect(db.outbox.add({ id: 'a', kind: 'x', payload: {}, owner: GUEST_OWNER, createdAt: '3', attempts: 0 })).rejects.toThrow();
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
    expect(defaultSettings.hijriAdjustment).toBe(0);
    await updateSettings({ hijriAdjustment: 1 }, db);
    expect((await readSettings(db)).hijriAdjustment).toBe(1);
    await db.kv.put({ key: 'settings', value: { hijriAdjustment: 9, prayerMethod: 'nope' } });
    expect(await readSettings(db)).toMatchObject({ hijriAdjustment: 0, prayerMethod: 'kemenag' });
  });

  it('moves the old default Hijri shift of −1 to 0 once (Kemenag needs none), and keeps a shift the user chose', async () => {
    const db = freshDb();
    await db.kv.put({ key: 'settings', value: { hijriAdjustment: -1, prayerMethod: 'mwl' } });
    expect(await readSettings(db)).toMatchObject({ hijriAdjustment: 0, prayerMethod: 'mwl', version: 2 });
    await db.kv.put({ key: 'settings', value: { hijriAdjustment: 1 } });
    expect((await readSettings(db)).hijriAdjustment).toBe(1);
    // Once stored as version 2, −1 is the user's own choice.
    await updateSettings({ hijriAdjustment: -1 }, db);
    expect((await db.kv.get('settings'))?.value).toMatchObject({ version: 2, hijriAdjustment: -1 });
    expect((await readSettings(db)).hijriAdjustment).toBe(-1);
  });

  describe('upgrade to version 2 (owners)', () => {
    /** A device that ran version 1: the same stores() string as shipped, with rows in it. */
    async function versionOneDevice(name: string, rows: { profile?: unknown }) {
      const old = new Dexie(name);
      old.version(1).stores({ kv: '&key', prayerDays: '&date, placeKey', donations: '&code, createdAt', outbox: '++seq, &id, kind', savedSurahs: '&nomor' });
      if (rows.profile) await old.table('kv').put({ key: 'profile', value: rows.profile });
      await old.table('donations').add({ code: 'D-1', programTitle: 'Sumur', amount: 50_000, createdAt: '2025-01-01T00:00:00Z' });
      await old.table('outbox').add({ id: 'e-1', kind: 'toggle_like', payload: { doa_id: '3', state: 'liked' }, createdAt: '2025-01-01T00:00:00Z', attempts: 0 });
      old.close();
    }

    it('gives every row to the account whose profile was cached, so its sign-out takes them', async () => {
      const name = `upgrade-${crypto.randomUUID()}`;
      await versionOneDevice(name, { profile: { nama: 'Aisyah', whatsapp: '81234567890' } });
      const db = new JariyahDatabase(name);
      open.push(db);
      expect((await db.donations.get('D-1'))?.owner).toBe('81234567890');
      expect((await db.outbox.toArray()).map((e) => e.owner)).toEqual(['81234567890']);
      // The new index answers: the rows can be found (and removed) by owner.
      expect(await db.donations.where('owner').equals('81234567890').count()).toBe(1);
    });

    it('gives them to a guest when nobody was logged in', async () => {
      const name = `upgrade-${crypto.randomUUID()}`;
      await versionOneDevice(name, {});
      const db = new JariyahDatabase(name);
      open.push(db);
      expect((await db.donations.get('D-1'))?.owner).toBe(GUEST_OWNER);
      expect(await db.outbox.where('owner').equals(GUEST_OWNER).count()).toBe(1);
    });
  });

  describe('upgrade to version 3 (Tilawahku)', () => {
    it('keeps what version 2 held and opens the empty reading tables', async () => {
      const name = `upgrade-${crypto.randomUUID()}`;
      const old = new Dexie(name);
      old.version(1).stores({ kv: '&key', prayerDays: '&date, placeKey', donations: '&code, createdAt', outbox: '++seq, &id, kind', savedSurahs: '&nomor' });
      old.version(2).stores({ donations: '&code, createdAt, owner', outbox: '++seq, &id, kind, owner' });
      await old.open();
      await old.table('kv').put({ key: 'settings', value: { hijriAdjustment: 1 } });
      await old.table('donations').add({ code: 'D-2', programTitle: 'Sumur', amount: 10_000, createdAt: '2025-01-01T00:00:00Z', owner: GUEST_OWNER });
      old.close();

      const db = new JariyahDatabase(name);
      open.push(db);
      expect((await db.donations.get('D-2'))?.owner).toBe(GUEST_OWNER);
      expect((await readSettings(db)).hijriAdjustment).toBe(1);
      expect(await db.tilawahDays.count()).toBe(0);
      await db.tilawahBookmarks.put({ key: '18:10', surah: 18, ayah: 10, updatedAt: '2026-11-24T10:00:00.000Z', deleted: false });
      expect(await db.tilawahBookmarks.orderBy('updatedAt').first()).toMatchObject({ surah: 18, ayah: 10 });
    });
  });
});
