import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { auditLog, mosqueStaff, mosqueWallFlash, mosqueWallJanazah, mosqueWallPosters, mosqueWallSettings, mosques, users } from '../../../server/db/schema.ts';
import { grantAdminRoles } from '../../../server/accounts/network-admins.ts';
import { adminMessages } from '../../../src/contract/admin.ts';
import { DEFAULT_WALL_SETTINGS, WALL_POSTERS_MAX, WallContentSchema, wallMessages } from '../../../src/contract/wall-settings.ts';
import { insertUserWithSession } from '../donation-fixtures.ts';

// The wall screen's own content: staff of that mosque change it from their phone, the screen reads it.

type Account = { user: typeof users.$inferSelect; cookie: string };
type Mosque = typeof mosques.$inferSelect;

// The smallest real PNG (1×1), as the panel sends a picked image.
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

// An MP3 as a picked file is read: an ID3 tag, then (here) silence.
const MP3 = `data:audio/mpeg;base64,${Buffer.concat([Buffer.from('ID3'), Buffer.alloc(61)]).toString('base64')}`;
const OGG = `data:audio/ogg;base64,${Buffer.concat([Buffer.from('OggS'), Buffer.alloc(60)]).toString('base64')}`;

describe("a mosque's wall content", () => {
  let t: TestApp;
  let admin: Account, staffA: Account, staffB: Account, member: Account;
  let mosqueA: Mosque, mosqueB: Mosque;

  beforeAll(async () => {
    // Thursday 26 November 2026, 19:00 WIB.
    t = await createTestApp({ start: new Date('2026-11-26T12:00:00Z') });
    admin = await insertUserWithSession(t.db, t.clock.now, '81388880001');
    staffA = await insertUserWithSession(t.db, t.clock.now, '81388880002');
    staffB = await insertUserWithSession(t.db, t.clock.now, '81388880003');
    member = await insertUserWithSession(t.db, t.clock.now, '81388880004');
    await grantAdminRoles(t.db, ['81388880001']);
    [mosqueA] = await t.db.insert(mosques).values({ slug: 'masjid-layar-a', nama: 'Masjid Layar A', alamat: 'Jl. A', latitude: -6.2, longitude: 106.8 }).returning() as [Mosque];
    [mosqueB] = await t.db.insert(mosques).values({ slug: 'masjid-layar-b', nama: 'Masjid Layar B', alamat: 'Jl. B', latitude: -6.9, longitude: 107.6 }).returning() as [Mosque];
    await t.db.insert(mosqueStaff).values([{ userId: staffA.user.id, masjidId: mosqueA.id }, { userId: staffB.user.id, masjidId: mosqueB.id }]);
  });
  afterAll(async () => t?.close());

  const post = (kode: string, form: Record<string, string>, cookie?: string) => t.call('admin', kode, { form, cookie, idempotencyKey: crypto.randomUUID() });
  const wall = async (slug = 'masjid-layar-a') => v.parse(WallContentSchema, (await t.call('masjid', 'get_wall', { query: { slug } })).body.data);
  const auditRows = async () => (await t.db.select({ n: count() }).from(auditLog))[0]!.n;
  const poster = (masjidId: number, extra: Record<string, string> = {}) => ({
    masjid_id: String(masjidId), kind: 'text', title: 'Kajian Ahad', body: 'Ba’da subuh bersama Ustadz Fulan', starts_on: '2026-11-26', ends_on: '2026-11-30', ...extra,
  });
  const settingsForm = (masjidId: number, extra: Record<string, string> = {}) => ({
    masjid_id: String(masjidId), screen_iqamah_countdown: 'Y', screen_quiet: '', screen_dzikir: 'Y', screen_ayat: 'Y', screen_donation: '',
    dzikir_minutes: '7', chime_at_adzan: 'Y', chime_at_iqamah: '', chime_sound: 'chime', night_mode: 'dim', night_after_isya_minutes: '90', ...extra,
  });
  const snapshot = async () => ({
    audit: await auditRows(),
    settings: await t.db.select().from(mosqueWallSettings),
    posters: await t.db.select().from(mosqueWallPosters),
    flash: await t.db.select().from(mosqueWallFlash),
    janazah: await t.db.select().from(mosqueWallJanazah),
  });

  it('answers the defaults for a mosque whose staff set nothing, and 404 for no mosque', async () => {
    expect(await wall()).toEqual({ settings: DEFAULT_WALL_SETTINGS, posters: [], flash: null, janazah: null, khataman: [], roster: [] });
    const missing = await t.call('masjid', 'get_wall', { query: { slug: 'tidak-ada' } });
    expect([missing.status, missing.body.message]).toEqual([404, wallMessages.mosqueNotFound]);
  });

  it("lets a mosque's staff switch screens, set dzikir minutes, chime and night; the screen reads them; audited", async () => {
    const before = await auditRows();
    const res = await post('save_wall_settings', settingsForm(mosqueA.id), staffA.cookie);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(wallMessages.settingsSaved);
    expect((await wall()).settings).toEqual({
      screens: { iqamah_countdown: true, quiet: false, dzikir: true, ayat: true, donation: false },
      dzikir_minutes: 7,
      chime: { at_adzan: true, at_iqamah: false, sound: 'chime', own_url: null },
      night: { mode: 'dim', after_isya_minutes: 90 },
    });
    expect(await auditRows()).toBe(before + 1);
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'save_wall_settings'));
    expect(row).toMatchObject({ actorId: staffA.user.id, masjidId: mosqueA.id });
  });

  it('adds text and image posters in order, moves them, edits and removes them', async () => {
    const first = await post('save_wall_poster', poster(mosqueA.id), staffA.cookie);
    expect([first.status, first.body.message], JSON.stringify(first.body)).toEqual([201, wallMessages.posterAdded]);
    const image = await post('save_wall_poster', poster(mosqueA.id, { kind: 'image', title: '', body: '', image: PNG }), staffA.cookie);
    expect(image.status, JSON.stringify(image.body)).toBe(201);
    let posters = (await wall()).posters;
    expect(posters.map((p) => p.kind)).toEqual(['text', 'image']);
    const imageUrl = posters[1]!.image_url!;
    expect(imageUrl).toMatch(/^\/uploads\/[a-f0-9-]{36}\.png$/);
    const file = path.join(t.deps.config.dataDir, imageUrl);
    expect(fs.existsSync(file)).toBe(true);

    expect((await post('move_wall_poster', { id: String(posters[1]!.id), direction: 'up' }, staffA.cookie)).status).toBe(200);
    posters = (await wall()).posters;
    expect(posters.map((p) => p.kind)).toEqual(['image', 'text']);

    const edited = await post('save_wall_poster', poster(mosqueA.id, { id: String(posters[1]!.id), title: 'Kajian Ahad pagi' }), staffA.cookie);
    expect([edited.status, edited.body.message]).toEqual([200, wallMessages.posterSaved]);
    expect((await wall()).posters[1]!.title).toBe('Kajian Ahad pagi');

    const removed = await post('remove_wall_poster', { id: String(posters[0]!.id) }, staffA.cookie);
    expect([removed.status, removed.body.message]).toEqual([200, wallMessages.posterRemoved]);
    expect((await wall()).posters.map((p) => p.title)).toEqual(['Kajian Ahad pagi']);
    // The removed poster's image is gone from the disk too.
    expect(fs.existsSync(file)).toBe(false);
    const audited = await t.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.masjidId, mosqueA.id));
    expect(audited.map((a) => a.action)).toEqual(expect.arrayContaining(['save_wall_poster', 'move_wall_poster', 'remove_wall_poster']));
  });

  it('sends the screen posters now and within 60 days with their dates, never those over or further ahead', async () => {
    await post('save_wall_poster', poster(mosqueB.id, { title: 'Nanti', starts_on: '2027-01-10', ends_on: '2027-01-20' }), staffB.cookie);
    await post('save_wall_poster', poster(mosqueB.id, { title: 'Jauh', starts_on: '2027-03-01', ends_on: '2027-03-05' }), staffB.cookie);
    await post('save_wall_poster', poster(mosqueB.id, { title: 'Hari ini saja', starts_on: '2026-11-26', ends_on: '2026-11-26' }), staffB.cookie);
    const shown = (await wall('masjid-layar-b')).posters;
    expect(shown.map((p) => [p.title, p.starts_on, p.ends_on])).toEqual([['Nanti', '2027-01-10', '2027-01-20'], ['Hari ini saja', '2026-11-26', '2026-11-26']]);
    // The panel sees every poster not yet over.
    const panel = await t.call('admin', 'get_wall_admin', { query: { masjid_id: String(mosqueB.id) }, cookie: staffB.cookie });
    expect(v.parse(WallContentSchema, panel.body.data).posters.map((p) => p.title)).toEqual(['Nanti', 'Jauh', 'Hari ini saja']);
    // Friday 27 November, 00:30 WIB: yesterday's poster is over.
    t.clock.set(new Date('2026-11-26T17:30:00Z'));
    expect((await wall('masjid-layar-b')).posters.map((p) => p.title)).toEqual(['Nanti']);
    t.clock.set(new Date('2026-11-26T12:00:00Z'));
  });

  it('shows the pengumuman kilat until its end, and the janazah notice until the end of its date', async () => {
    const flash = await post('save_wall_flash', { masjid_id: String(mosqueA.id), text: 'Iqamah isya malam ini diundur 5 menit', until_date: '2026-11-26', until_time: '20:30' }, staffA.cookie);
    expect([flash.status, flash.body.message], JSON.stringify(flash.body)).toEqual([200, wallMessages.flashSaved]);
    expect((await wall()).flash).toEqual({ text: 'Iqamah isya malam ini diundur 5 menit', ends_at: '2026-11-26T13:30:00.000Z' });
    const janazah = await post('save_wall_janazah', { masjid_id: String(mosqueA.id), name: 'Bapak H. Ahmad bin Salim', after_prayer: 'dzuhur', date: '2026-11-27', place: 'Masjid Layar A' }, staffA.cookie);
    expect([janazah.status, janazah.body.message], JSON.stringify(janazah.body)).toEqual([200, wallMessages.janazahSaved]);
    expect((await wall()).janazah).toEqual({ name: 'Bapak H. Ahmad bin Salim', after_prayer: 'dzuhur', time: null, date: '2026-11-27', place: 'Masjid Layar A' });

    t.clock.set(new Date('2026-11-26T13:31:00Z'));
    expect((await wall()).flash).toBeNull();
    t.clock.set(new Date('2026-11-27T17:00:00Z')); // 28 November 00:00 WIB
    expect((await wall()).janazah).toBeNull();
    t.clock.set(new Date('2026-11-26T12:00:00Z'));

    await post('save_wall_flash', { masjid_id: String(mosqueA.id), text: 'Harap merapatkan shaf' }, staffA.cookie);
    expect((await wall()).flash).toEqual({ text: 'Harap merapatkan shaf', ends_at: null });
    expect((await post('clear_wall_flash', { masjid_id: String(mosqueA.id) }, staffA.cookie)).body.message).toBe(wallMessages.flashCleared);
    expect((await post('clear_wall_janazah', { masjid_id: String(mosqueA.id) }, staffA.cookie)).body.message).toBe(wallMessages.janazahCleared);
    const after = await wall();
    expect([after.flash, after.janazah]).toEqual([null, null]);
  });

  it("refuses another mosque's staff, a plain user and a guest, changing nothing", async () => {
    const [posterOfB] = await t.db.select().from(mosqueWallPosters).where(eq(mosqueWallPosters.masjidId, mosqueB.id)).limit(1);
    const before = await snapshot();
    const attempts: Array<[string, Record<string, string>]> = [
      ['save_wall_settings', settingsForm(mosqueB.id)],
      ['save_wall_poster', poster(mosqueB.id)],
      ['save_wall_poster', poster(mosqueA.id, { id: String(posterOfB!.id) })],
      ['move_wall_poster', { id: String(posterOfB!.id), direction: 'down' }],
      ['remove_wall_poster', { id: String(posterOfB!.id) }],
      ['save_wall_flash', { masjid_id: String(mosqueB.id), text: 'Bukan masjidmu' }],
      ['clear_wall_flash', { masjid_id: String(mosqueB.id) }],
      ['save_wall_janazah', { masjid_id: String(mosqueB.id), name: 'Fulan', time: '13:00', date: '2026-11-26' }],
      ['clear_wall_janazah', { masjid_id: String(mosqueB.id) }],
      ['save_wall_chime', { masjid_id: String(mosqueB.id), audio: MP3 }],
      ['clear_wall_chime', { masjid_id: String(mosqueB.id) }],
    ];
    for (const [kode, form] of attempts) {
      expect((await post(kode, form)).status, `${kode} guest`).toBe(401);
      const user = await post(kode, form, member.cookie);
      expect([user.status, user.body.message], `${kode} user`).toEqual([403, adminMessages.forbidden]);
      const other = await post(kode, form, staffA.cookie);
      expect([other.status, other.body.message], `${kode} staff of A`).toEqual([403, adminMessages.forbidden]);
    }
    expect((await t.call('admin', 'get_wall_admin', { query: { masjid_id: String(mosqueB.id) }, cookie: staffA.cookie })).status).toBe(403);
    expect(await snapshot()).toEqual(before);
    // The network admin may act on any mosque.
    expect((await post('save_wall_flash', { masjid_id: String(mosqueB.id), text: 'Dari pengurus jaringan' }, admin.cookie)).status).toBe(200);
  });

  it('refuses bad input with Indonesian messages and changes nothing', async () => {
    const before = await snapshot();
    const cases: Array<[string, Record<string, string>, Record<string, string>]> = [
      ['save_wall_settings', settingsForm(mosqueA.id, { dzikir_minutes: '45', night_mode: 'disco', chime_sound: 'trompet', night_after_isya_minutes: '-1' }), {
        dzikir_minutes: wallMessages.minutesInvalid(30), night_mode: wallMessages.choiceInvalid, chime_sound: wallMessages.choiceInvalid, night_after_isya_minutes: wallMessages.minutesInvalid(180),
      }],
      ['save_wall_poster', poster(mosqueA.id, { title: 'x'.repeat(81), ends_on: '2026-11-25' }), { title: wallMessages.tooLong(80), ends_on: wallMessages.endBeforeStart }],
      ['save_wall_poster', poster(mosqueA.id, { title: '', body: '' }), { title: wallMessages.textNeeded }],
      ['save_wall_poster', poster(mosqueA.id, { starts_on: '2026-11-20', ends_on: '2026-11-28' }), { starts_on: wallMessages.posterWindow }],
      ['save_wall_poster', poster(mosqueA.id, { starts_on: '2026-11-31' }), { starts_on: wallMessages.dateInvalid }],
      ['save_wall_poster', poster(mosqueA.id, { ends_on: '2028-01-01' }), { ends_on: wallMessages.posterWindow }],
      ['save_wall_poster', poster(mosqueA.id, { kind: 'image' }), { image: wallMessages.imageNeeded }],
      ['save_wall_poster', poster(mosqueA.id, { kind: 'image', image: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' }), { image: wallMessages.imageType }],
      // A JPEG that says it is a PNG.
      ['save_wall_poster', poster(mosqueA.id, { kind: 'image', image: `data:image/png;base64,${Buffer.from([0xff, 0xd8, 0xff, ...new Array(20).fill(0)]).toString('base64')}` }), { image: wallMessages.imageType }],
      ['save_wall_poster', poster(mosqueA.id, { kind: 'image', image: `data:image/png;base64,${Buffer.alloc(2 * 1024 * 1024 + 10).toString('base64')}` }), { image: wallMessages.imageSize }],
      ['move_wall_poster', { id: '1', direction: 'sideways' }, { direction: wallMessages.choiceInvalid }],
      ['save_wall_flash', { masjid_id: String(mosqueA.id), text: 'x'.repeat(141) }, { text: wallMessages.tooLong(140) }],
      ['save_wall_flash', { masjid_id: String(mosqueA.id), text: 'Sudah lewat', until_date: '2026-11-26', until_time: '18:00' }, { until_date: wallMessages.flashEndPassed }],
      ['save_wall_flash', { masjid_id: String(mosqueA.id), text: 'Jam tanpa tanggal', until_time: '21:00' }, { until_date: 'Mohon diisi terlebih dahulu' }],
      ['save_wall_janazah', { masjid_id: String(mosqueA.id), name: 'Fulan', date: '2026-11-26' }, { after_prayer: wallMessages.janazahWhen }],
      ['save_wall_janazah', { masjid_id: String(mosqueA.id), name: 'Fulan', after_prayer: 'ashar', time: '13:00', date: '2026-11-26' }, { after_prayer: wallMessages.janazahWhen }],
      ['save_wall_janazah', { masjid_id: String(mosqueA.id), name: 'Fulan', time: '25:00', date: '2026-11-26' }, { time: wallMessages.timeInvalid }],
      ['save_wall_janazah', { masjid_id: String(mosqueA.id), name: 'Fulan', time: '13:00', date: '2026-12-10' }, { date: wallMessages.janazahWindow }],
      ['save_wall_janazah', { masjid_id: String(mosqueA.id), name: ' ', time: '13:00', date: '2026-11-26' }, { name: 'Mohon diisi terlebih dahulu' }],
    ];
    for (const [kode, form, errors] of cases) {
      const res = await post(kode, form, staffA.cookie);
      expect(res.status, `${kode} ${JSON.stringify(res.body)}`).toBe(422);
      expect(res.body.errors, kode).toMatchObject(errors);
      expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:\d+/);
    }
    expect(await snapshot()).toEqual(before);
    // No image from a refused poster is left on the disk.
    const uploads = path.join(t.deps.config.dataDir, 'uploads');
    const images = fs.existsSync(uploads) ? fs.readdirSync(uploads) : [];
    const kept = (await t.db.select({ image: mosqueWallPosters.image }).from(mosqueWallPosters)).map((r) => r.image).filter(Boolean);
    expect(images.length).toBe(kept.length);
  });

  it(`holds at most ${WALL_POSTERS_MAX} posters not yet over; one that ended frees its place`, async () => {
    const held = (await t.db.select({ n: count() }).from(mosqueWallPosters).where(eq(mosqueWallPosters.masjidId, mosqueA.id)))[0]!.n;
    for (let i = held; i < WALL_POSTERS_MAX; i++) {
      expect((await post('save_wall_poster', poster(mosqueA.id, { title: `Poster ${i}`, starts_on: '2026-11-26', ends_on: i === held ? '2026-11-26' : '2026-12-31' }), staffA.cookie)).status).toBe(201);
    }
    const over = await post('save_wall_poster', poster(mosqueA.id, { title: 'Satu lagi' }), staffA.cookie);
    expect([over.status, over.body.errors?.title]).toEqual([422, wallMessages.tooManyPosters]);
    t.clock.set(new Date('2026-11-27T01:00:00Z')); // the next day: the poster of the 26th is over
    expect((await post('save_wall_poster', poster(mosqueA.id, { title: 'Satu lagi', starts_on: '2026-11-27' }), staffA.cookie)).status).toBe(201);
    t.clock.set(new Date('2026-11-26T12:00:00Z'));
  });

  it("keeps the mosque's own sound: uploaded, it plays as 'own' and is served as audio; replaced or removed, its old file goes; a wrong file changes nothing", async () => {
    const form = (audio: string) => ({ masjid_id: String(mosqueA.id), audio });
    const before = await snapshot();
    const refusals: Array<[Record<string, string>, string]> = [
      [form(PNG.replace('image/png', 'audio/mpeg')), wallMessages.chimeType], // a picture called a sound
      [form(`data:audio/mpeg;base64,${Buffer.alloc(1024 * 1024 + 10, 0xff).toString('base64')}`), wallMessages.chimeSize],
      [form('data:audio/wav;base64,UklGRiQAAABXQVZFZm10IBAAAAABAAEA'), wallMessages.chimeType],
      [form(''), wallMessages.chimeNeeded],
    ];
    for (const [input, message] of refusals) {
      const res = await post('save_wall_chime', input, staffA.cookie);
      expect([res.status, res.body.errors?.audio], message).toEqual([422, message]);
    }
    // 'Bunyi sendiri' cannot be chosen before there is a file.
    const early = await post('save_wall_settings', settingsForm(mosqueA.id, { chime_sound: 'own' }), staffA.cookie);
    expect([early.status, early.body.errors?.chime_sound]).toEqual([422, wallMessages.chimeNeeded]);
    expect(await snapshot()).toEqual(before);
    const uploads = path.join(t.deps.config.dataDir, 'uploads');
    const files = () => (fs.existsSync(uploads) ? fs.readdirSync(uploads).filter((f) => /\.(mp3|ogg)$/.test(f)) : []);
    expect(files()).toEqual([]);

    const saved = await post('save_wall_chime', form(MP3), staffA.cookie);
    expect([saved.status, saved.body.message]).toEqual([200, wallMessages.chimeSaved]);
    const first = (await wall()).settings.chime;
    expect(first).toMatchObject({ sound: 'own', own_url: expect.stringMatching(/^\/uploads\/[a-f0-9-]{36}\.mp3$/) });
    const served = await t.app.request(first.own_url!);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'audio/mpeg']);
    expect(Buffer.from(await served.arrayBuffer()).subarray(0, 3).toString()).toBe('ID3');
    // Saving the other settings keeps the file, and 'own' is now a choice.
    expect((await post('save_wall_settings', settingsForm(mosqueA.id, { chime_sound: 'own' }), staffA.cookie)).status).toBe(200);
    expect((await wall()).settings.chime).toMatchObject({ sound: 'own', own_url: first.own_url });

    expect((await post('save_wall_chime', form(OGG), staffA.cookie)).status).toBe(200);
    const second = (await wall()).settings.chime;
    expect(second.own_url).toMatch(/\.ogg$/);
    expect(files()).toEqual([path.basename(second.own_url!)]);
    expect((await t.app.request(first.own_url!)).status).toBe(404);

    const cleared = await post('clear_wall_chime', { masjid_id: String(mosqueA.id) }, staffA.cookie);
    expect([cleared.status, cleared.body.message]).toEqual([200, wallMessages.chimeRemoved]);
    expect((await wall()).settings.chime).toMatchObject({ sound: 'chime', own_url: null });
    expect(files()).toEqual([]);
    // Each change has its audit row: two uploads, the settings, the removal.
    expect(await auditRows()).toBe(before.audit + 4);
  });
});
