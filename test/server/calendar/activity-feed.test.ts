import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, fromPeer, type TestApp } from '../../support/test-app.ts';
import { longestLineOctets, readCalendar } from '../../support/ical-read.ts';
import { mosqueActivities, mosques } from '../../../server/db/schema.ts';
import { ACTIVITY_FEED_MAX, SPEAKER_FEED_PATH, calendarFeedLinks, mosqueFeedPath, speakerFeedPath } from '../../../src/contract/calendar-feeds.ts';

// A mosque's Kegiatan as a calendar feed (issue 43): what a phone subscribed to it shows, in the
// mosque's own zone, and what it stops showing.

type Mosque = typeof mosques.$inferSelect;
const MINUTE = 60_000;
const DAY = 86_400_000;
const WEEK = 7 * DAY;
const at = (local: string, offset: string) => new Date(`${local}:00${offset}`);
const clock = (instant: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant));

describe('GET /kalender/masjid/<slug>.ics', () => {
  let t: TestApp;
  let makassar: Mosque, jayapura: Mosque, jakarta: Mosque;
  // Monday 7 December 2026, 10:00 WITA.
  const now = new Date('2026-12-07T02:00:00Z');
  const ids: Record<string, number> = {};
  const title = 'Fiqih Puasa; Bab Niat, Sahur & "Imsak"\nSesi 2';

  beforeAll(async () => {
    t = await createTestApp({ start: now });
    [makassar, jayapura, jakarta] = await t.db.insert(mosques).values([
      { slug: 'masjid-feed-makassar', nama: 'Masjid Al-Markaz', alamat: 'Jl. Masjid Raya No. 1, Makassar', kota: 'Makassar', latitude: -5.13, longitude: 119.42 },
      { slug: 'masjid-feed-jayapura', nama: 'Masjid Raya Jayapura', alamat: 'Jl. Ahmad Yani', kota: 'Jayapura', latitude: -2.53, longitude: 140.72 },
      { slug: 'masjid-feed-jakarta', nama: 'Masjid Lain', alamat: 'Jl. Menteng', kota: 'Jakarta Pusat', latitude: -6.19, longitude: 106.83 },
    ]).returning() as [Mosque, Mosque, Mosque];
    const rows = await t.db.insert(mosqueActivities).values([
      { masjidId: makassar.id, kind: 'kajian', title, speaker: 'Ustadz Abdul, Lc.', note: 'Bawa mushaf;\nterbuka untuk umum', startsAt: at('2026-12-12T19:30', '+08:00') },
      // Thursdays after isya since October, until the end of January.
      { masjidId: makassar.id, kind: 'kajian', title: 'Kajian Rutin Kamis', speaker: 'Ustadz Das\'ad', startsAt: at('2026-10-01T20:00', '+08:00'), repeat: 'weekly', untilDate: '2027-01-28' },
      { masjidId: makassar.id, kind: 'lainnya', title: 'Kerja Bakti Sepekan Lalu', startsAt: at('2026-11-27T07:00', '+08:00') },
      { masjidId: makassar.id, kind: 'kajian', title: 'Tabligh Akbar Oktober', startsAt: at('2026-10-25T08:00', '+08:00') },
      { masjidId: makassar.id, kind: 'kajian', title: 'Kajian Dibatalkan', startsAt: at('2026-12-10T19:30', '+08:00'), cancelledAt: now },
      { masjidId: makassar.id, kind: 'kajian', title: 'Rutin Selesai Lama', startsAt: at('2026-08-03T19:30', '+08:00'), repeat: 'weekly', untilDate: '2026-10-15' },
      { masjidId: makassar.id, kind: 'ramadan', title: 'Rutin Selesai Baru', startsAt: at('2026-09-01T19:30', '+08:00'), repeat: 'weekly', untilDate: '2026-11-20' },
      // Sundays at 06:00 WIT: Saturday in UTC.
      { masjidId: jayapura.id, kind: 'kajian', title: 'Kajian Ahad Pagi', speaker: 'Ustadz Hasan', startsAt: at('2026-11-01T06:00', '+09:00'), repeat: 'weekly' },
      { masjidId: jakarta.id, kind: 'kajian', title: 'Kajian Masjid Lain', startsAt: at('2026-12-12T19:30', '+07:00') },
      // The same speaker as the Makassar kajian, written otherwise; and a pair that is not him alone.
      { masjidId: jakarta.id, kind: 'kajian', title: 'Tafsir Jakarta', speaker: '  USTADZ ABDUL, LC. ', startsAt: at('2026-12-15T19:30', '+07:00') },
      { masjidId: jakarta.id, kind: 'kajian', title: 'Kajian Berdua', speaker: 'Ustadz Abdul, Lc. dan Ustadz Hasan', startsAt: at('2026-12-16T19:30', '+07:00') },
    ]).returning();
    for (const row of rows) ids[row.title] = row.id;
  });
  afterAll(async () => t?.close());

  const get = (path: string, peer = '203.0.113.20') => t.app.request(`http://localhost${path}`, {}, fromPeer(peer));
  const feed = async (mosque: Mosque) => {
    const res = await get(mosqueFeedPath(mosque.slug));
    expect(res.status).toBe(200);
    const text = await res.text();
    return { res, text, ...readCalendar(text) };
  };

  it('answers the mosque\'s activities of the last 30 days and all coming ones, none of another mosque\'s, none cancelled', async () => {
    const { res, name, timeZone, events, text } = await feed(makassar);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(name).toBe('Kegiatan Masjid Al-Markaz');
    expect(timeZone).toBe('Asia/Makassar');
    // Calendar apps are told to fetch it again daily.
    expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:P1D');
    expect(text).toContain('X-PUBLISHED-TTL:P1D');
    expect(events.map((e) => e.summary).sort()).toEqual([title, 'Kajian Rutin Kamis', 'Kerja Bakti Sepekan Lalu', 'Rutin Selesai Baru'].sort());
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
  });

  it('writes a one-off kajian with its speaker, note and place, at the time the mosque set, text escaped as written', async () => {
    const { events, text } = await feed(makassar);
    const event = events.find((e) => e.uid === `kegiatan-${ids[title]}@jariyah`)!;
    expect(event.summary).toBe(title);
    expect(event.rrule).toBeNull();
    expect(event.start).toBe(Date.parse('2026-12-12T11:30:00Z'));
    expect(clock(event.start, 'Asia/Makassar')).toBe('Sat 19:30');
    expect(event.end - event.start).toBe(60 * MINUTE);
    expect(event.description.split('\n\n')).toEqual(['Ustadz Abdul, Lc.', 'Bawa mushaf;\nterbuka untuk umum', 'Jadwal kegiatan Masjid Al-Markaz: http://localhost/masjid/masjid-feed-makassar']);
    // The town is already in the street address: said once.
    expect(event.location).toBe('Masjid Al-Markaz, Jl. Masjid Raya No. 1, Makassar');
    // RFC 5545: commas, semicolons and line breaks escaped, lines folded at 75 octets with CRLF.
    expect(text).toContain('SUMMARY:Fiqih Puasa\\; Bab Niat\\, Sahur & "Imsak"\\nSesi 2');
    expect(text.split('\r\n').some((line) => /[\r\n]/.test(line))).toBe(false);
    expect(longestLineOctets(text)).toBeLessThanOrEqual(75);
  });

  it('writes a weekly activity once, repeating every week at the mosque\'s time until its last day', async () => {
    const { events } = await feed(makassar);
    const weekly = events.find((e) => e.uid === `kegiatan-${ids['Kajian Rutin Kamis']}@jariyah`)!;
    expect(weekly.rrule).toMatch(/^FREQ=WEEKLY;UNTIL=20270128T/);
    const starts = weekly.starts(100);
    // 1 October to 28 January, every Thursday.
    expect(starts).toHaveLength(18);
    expect(starts.every((s, i) => s === starts[0]! + i * WEEK)).toBe(true);
    expect(new Set(starts.map((s) => clock(s, 'Asia/Makassar')))).toEqual(new Set(['Thu 20:00']));
    expect(new Date(starts.at(-1)!).toISOString()).toBe('2027-01-28T12:00:00.000Z');
  });

  it('keeps a WIT mosque\'s Sunday-morning kajian on Sunday in its own zone, though it is Saturday in UTC', async () => {
    const { timeZone, events } = await feed(jayapura);
    expect(timeZone).toBe('Asia/Jayapura');
    expect(events).toHaveLength(1);
    const starts = events[0]!.starts(10);
    expect(events[0]!.rrule).toBe('FREQ=WEEKLY');
    expect(starts).toHaveLength(10);
    expect(new Set(starts.map((s) => clock(s, 'Asia/Jayapura')))).toEqual(new Set(['Sun 06:00']));
    expect(new Date(starts[0]!).getUTCDay()).toBe(6);
  });

  it('keeps each event\'s UID and stamp from one refresh to the next, and drops what the staff cancel', async () => {
    const before = (await feed(makassar)).events;
    t.clock.advance(DAY);
    await t.db.update(mosqueActivities).set({ cancelledAt: t.clock.now }).where(eq(mosqueActivities.id, ids['Kerja Bakti Sepekan Lalu']!));
    const after = (await feed(makassar)).events;
    expect(after.map((e) => e.uid).sort()).toEqual(before.filter((e) => e.uid !== `kegiatan-${ids['Kerja Bakti Sepekan Lalu']}@jariyah`).map((e) => e.uid).sort());
    for (const event of after) expect(event.stamp).toBe(before.find((e) => e.uid === event.uid)!.stamp);
  });

  it('answers an unknown or malformed address with 404 and a plain Indonesian sentence', async () => {
    for (const path of ['/kalender/masjid/masjid-tidak-ada.ics', '/kalender/masjid/masjid-feed-makassar', '/kalender/masjid/Masjid-Feed-Makassar.ics', '/kalender/masjid/masjid%20feed.ics', `/kalender/masjid/${'a'.repeat(200)}.ics`]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toBe('text/plain; charset=UTF-8');
      expect(await res.text(), path).toBe('Masjid tidak ditemukan. Periksa kembali alamat kalendernya.');
    }
  });

  it('holds at most ACTIVITY_FEED_MAX events, keeping the weekly ones and the times nearest today', async () => {
    const [busy] = await t.db.insert(mosques).values({ slug: 'masjid-feed-ramai', nama: 'Masjid Ramai', alamat: 'Jl. Ramai', kota: 'Jakarta', longitude: 106.8 }).returning();
    const today = t.clock.now.getTime();
    await t.db.insert(mosqueActivities).values([
      { masjidId: busy!.id, kind: 'kajian', title: 'Rutin Lama', startsAt: new Date(today - 400 * DAY), repeat: 'weekly' },
      ...Array.from({ length: 300 }, (_, i) => ({ masjidId: busy!.id, kind: 'kajian', title: `Hari ${i - 60}`, startsAt: new Date(today + (i - 60) * DAY + 3_600_000) })),
    ]);
    const { events } = await feed(busy!);
    expect(events).toHaveLength(ACTIVITY_FEED_MAX);
    const titles = new Set(events.map((e) => e.summary));
    expect(titles.has('Rutin Lama')).toBe(true);
    expect(titles.has('Hari -29')).toBe(true);
    expect(titles.has('Hari -31')).toBe(false);
    expect(titles.has('Hari 1')).toBe(true);
    expect(titles.has('Hari 239')).toBe(false);
  });

  it('builds the link the mosque page offers: https and webcal:// to the same feed', () => {
    expect(calendarFeedLinks('https://jariyah.example', mosqueFeedPath('masjid-al-markaz'))).toEqual({
      https: 'https://jariyah.example/kalender/masjid/masjid-al-markaz.ics',
      webcal: 'webcal://jariyah.example/kalender/masjid/masjid-al-markaz.ics',
    });
  });

  it('gathers one speaker\'s activities at every mosque, matching the name in any case and spacing but whole', async () => {
    for (const name of ['Ustadz Abdul, Lc.', '  ustadz abdul, lc.']) {
      const res = await get(speakerFeedPath(name));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      const { name: calendarName, events } = readCalendar(await res.text());
      expect(calendarName).toBe(`Kajian ${name.trim()}`);
      expect(events.map((e) => [e.summary, e.location]).sort()).toEqual([
        [title, 'Masjid Al-Markaz, Jl. Masjid Raya No. 1, Makassar'],
        ['Tafsir Jakarta', 'Masjid Lain, Jl. Menteng, Jakarta Pusat'],
      ].sort());
      // The same event as in the mosque's own feed: a phone holding both keeps one.
      expect(events.find((e) => e.summary === title)!.uid).toBe(`kegiatan-${ids[title]}@jariyah`);
    }
    const nobody = await get(speakerFeedPath('Ustadz Belum Ada'));
    expect(nobody.status).toBe(200);
    expect(readCalendar(await nobody.text()).events).toEqual([]);
  });

  it('refuses a speaker feed without a usable name with 422 and an Indonesian message', async () => {
    for (const [query, message] of [
      ['', 'Mohon diisi terlebih dahulu'],
      ['?nama=%20%20', 'Isi nama ustadz'],
      [`?nama=${'a'.repeat(121)}`, 'Nama ustadz terlalu panjang'],
      ['?nama=Ustadz%0D%0AX-EVIL:1', 'Nama ustadz tidak boleh memuat baris baru atau karakter kendali'],
    ] as const) {
      const res = await get(`${SPEAKER_FEED_PATH}${query}`);
      expect(res.status, query).toBe(422);
      expect(((await res.json()) as { errors: Record<string, string> }).errors.nama, query).toBe(message);
    }
  });

  it('limits one address as the prayer feed does (429 with Retry-After)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 60; i += 1) statuses.push((await get(mosqueFeedPath(jayapura.slug), '198.51.100.30')).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const refused = await get(mosqueFeedPath(jayapura.slug), '198.51.100.30');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await get(mosqueFeedPath(jayapura.slug), '198.51.100.31')).status).toBe(200);
  }, 120_000);
});
