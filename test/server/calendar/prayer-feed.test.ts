import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { longestLineOctets, readCalendar } from '../../support/ical-read.ts';
import { prayerFeedEvents, writePrayerFeed } from '../../../server/calendar/prayer-feed.ts';
import { PRAYER_FEED_PATH, PrayerFeedQuery, prayerFeedPath } from '../../../src/contract/prayer-feed.ts';
import { calendarFeedLinks } from '../../../src/contract/calendar-feeds.ts';
import { computePrayerInstants, computePrayerTimes, prayerPlace } from '../../../src/contract/prayer-times.ts';

const MINUTE = 60_000;
const PLACES = [
  { regency: 'Kota Jakarta Pusat', lat: -6.18, lng: 106.83, timeZone: 'Asia/Jakarta', zone: 'WIB' },
  { regency: 'Kota Makassar', lat: -5.14, lng: 119.42, timeZone: 'Asia/Makassar', zone: 'WITA' },
  { regency: 'Kota Jayapura', lat: -2.53, lng: 140.72, timeZone: 'Asia/Jayapura', zone: 'WIT' },
  // Highland: the horizon moves maghrib, so the feed must take the regency's height as the app does.
  { regency: 'Kota Bandung', lat: -6.91, lng: 107.61, timeZone: 'Asia/Jakarta', zone: 'WIB' },
] as const;
const hhmm = (at: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(at));
const feedInput = (query: Record<string, string>) => v.parse(PrayerFeedQuery, query);

describe('prayer calendar feed: events and alarms', () => {
  for (const place of PLACES) {
    it(`December 2026 in ${place.regency} (${place.zone}): every prayer at the app's minute, alarms only on the chosen ones`, () => {
      const input = feedInput({ lat: String(place.lat), lng: String(place.lng), time_zone: place.timeZone, regency: place.regency, prayers: 'maghrib:0,subuh:10,imsak:5', month: '2026-12' });
      const now = new Date('2026-11-26T03:00:00Z');
      const { events, name } = readCalendar(writePrayerFeed(input, now));
      expect(name).toBe(`Jadwal Sholat — ${place.regency}`);
      expect(events).toHaveLength(31 * 6); // imsak is in because its reminder is on
      expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
      for (let day = 1; day <= 31; day += 1) {
        const date = `2026-12-${String(day).padStart(2, '0')}`;
        const instants = computePrayerInstants({ latitude: place.lat, longitude: place.lng }, date);
        const shown = computePrayerTimes({ latitude: place.lat, longitude: place.lng }, date, place.timeZone);
        for (const [prayer, summary, alarm] of [
          ['imsak', 'Imsak', -5 * 60], ['subuh', 'Sholat Subuh', -10 * 60], ['dzuhur', 'Sholat Dzuhur', null],
          ['ashar', 'Sholat Ashar', null], ['maghrib', 'Sholat Maghrib', 0], ['isya', 'Sholat Isya', null],
        ] as const) {
          const event = events.find((e) => e.uid.startsWith(`${date}-${prayer}-`));
          expect(event, `${date} ${prayer}`).toBeDefined();
          expect(event!.summary).toBe(summary);
          expect(event!.start).toBe(instants[prayer]);
          // The same clock time the app's schedule shows for that day.
          expect(hhmm(event!.start, place.timeZone)).toBe(shown[prayer]);
          expect(event!.end - event!.start).toBe(10 * MINUTE);
          if (alarm === null) expect(event!.alarms).toEqual([]);
          else {
            expect(event!.alarms).toHaveLength(1);
            expect(event!.alarms[0]).toMatchObject({ action: 'DISPLAY', triggerSeconds: alarm });
            expect(event!.alarms[0]!.description).toContain(`${shown[prayer].replace(':', '.')} — ${place.regency}`);
          }
        }
      }
    });
  }

  it('never lets a line break of the label reach the file, even past the query', () => {
    // The query refuses such a label (below); the writer is safe on its own as well.
    const input = { ...feedInput({ lat: '-6.18', lng: '106.83', time_zone: 'Asia/Jakarta', prayers: 'maghrib:0' }), regency: 'Kota\r\nX-EVIL:1\rBEGIN:VEVENT\nUID:x' };
    const text = writePrayerFeed(input, new Date('2026-11-26T03:00:00Z'));
    const lines = text.split('\r\n');
    expect(lines.some((line) => /[\r\n]/.test(line))).toBe(false);
    expect(lines.some((line) => /^(X-EVIL|UID:x)/.test(line))).toBe(false);
    expect(text.match(/^BEGIN:VEVENT$/gm)).toHaveLength(30 * 5);
    expect(readCalendar(text).name).toBe('Jadwal Sholat — Kota X-EVIL:1 BEGIN:VEVENT UID:x');
  });

  it('writes lines of at most 75 octets with CRLF, escaping what the text holds', () => {
    const input = feedInput({ lat: '-6.18', lng: '106.83', time_zone: 'Asia/Jakarta', regency: 'Kota Jakarta Pusat; Menteng, "Timur"', prayers: 'maghrib:15' });
    const text = writePrayerFeed(input, new Date('2026-11-26T03:00:00Z'));
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(longestLineOctets(text)).toBeLessThanOrEqual(75);
    expect(readCalendar(text).name).toBe('Jadwal Sholat — Kota Jakarta Pusat; Menteng, "Timur"');
    expect(text).toContain('TRIGGER:-PT15M');
  });

  it('covers the next 30 days from today in the place\'s own zone, with the same UIDs on every refresh', () => {
    // 23.30 WIB on the 26th is already 01.30 WIT on the 27th.
    const now = new Date('2026-11-26T16:30:00Z');
    const jakarta = prayerFeedEvents(feedInput({ lat: '-6.18', lng: '106.83', time_zone: 'Asia/Jakarta', prayers: 'maghrib:0' }), now);
    const jayapura = prayerFeedEvents(feedInput({ lat: '-2.53', lng: '140.72', time_zone: 'Asia/Jayapura', prayers: 'maghrib:0' }), now);
    expect(jakarta).toHaveLength(30 * 5);
    expect(jakarta[0]!.date).toBe('2026-11-26');
    expect(jakarta.at(-1)!.date).toBe('2026-12-25');
    expect(jayapura[0]!.date).toBe('2026-11-27');
    const tomorrow = prayerFeedEvents(feedInput({ lat: '-6.18', lng: '106.83', time_zone: 'Asia/Jakarta', prayers: 'maghrib:5,isya:0' }), new Date(now.getTime() + 86_400_000));
    const uids = new Set(jakarta.map((e) => e.uid));
    // A day later, 29 of the days are the same events (changed alarms and all), under the same UIDs.
    expect(tomorrow.filter((e) => uids.has(e.uid))).toHaveLength(29 * 5);
  });

  it('takes the method: Umm al-Qura puts isya 90 minutes after maghrib', () => {
    const events = prayerFeedEvents(feedInput({ lat: '-6.18', lng: '106.83', time_zone: 'Asia/Jakarta', method: 'umm-al-qura', month: '2026-12' }), new Date('2026-11-26T03:00:00Z'));
    const day = events.filter((e) => e.date === '2026-12-10');
    const at = (p: string) => day.find((e) => e.prayer === p)!.at;
    expect(at('isya') - at('maghrib')).toBe(90 * MINUTE);
    expect(day.every((e) => e.alarmMinutes === null)).toBe(true);
  });

  it('builds the app\'s link: https and webcal:// addresses that parse back to the same choice', () => {
    const place = prayerPlace({ latitude: -6.18, longitude: 106.83, elevation: 8, horizon: 'sea' });
    const path = prayerFeedPath({ place, timeZone: 'Asia/Jakarta', regency: 'Kota Jakarta Pusat' }, 'kemenag', { maghrib: 0, subuh: 10 });
    expect(path.startsWith(`${PRAYER_FEED_PATH}?`)).toBe(true);
    const links = calendarFeedLinks('https://jariyah.example', path);
    expect(links.webcal.startsWith('webcal://jariyah.example/kalender/sholat.ics?')).toBe(true);
    const query = Object.fromEntries(new URL(links.https).searchParams);
    expect(feedInput(query)).toMatchObject({ lat: -6.18, lng: 106.83, time_zone: 'Asia/Jakarta', elevation: 8, prayers: { maghrib: 0, subuh: 10 } });
  });
});

describe('GET /kalender/sholat.ics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ start: new Date('2026-11-26T03:00:00Z') });
  });
  afterAll(async () => t?.close());

  const get = (query: Record<string, string>, peer = '203.0.113.7') =>
    t.app.request(`http://localhost${PRAYER_FEED_PATH}?${new URLSearchParams(query).toString()}`, {}, { incoming: { socket: { remoteAddress: peer } } });
  const jakarta = { lat: '-6.18', lng: '106.83', time_zone: 'Asia/Jakarta', regency: 'Kota Jakarta Pusat' };

  it('answers a calendar for a regency, method and chosen prayers, with no client key or action header', async () => {
    const res = await get({ ...jakarta, method: 'kemenag', prayers: 'maghrib:0,subuh:10' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(res.headers.get('content-disposition')).toBeNull();
    const { events } = readCalendar(await res.text());
    expect(events).toHaveLength(150);
    const first = computePrayerInstants({ latitude: -6.18, longitude: 106.83 }, '2026-11-26');
    expect(events.find((e) => e.uid.startsWith('2026-11-26-maghrib-'))).toMatchObject({ start: first.maghrib, alarms: [{ triggerSeconds: 0 }] });
    expect(events.find((e) => e.uid.startsWith('2026-11-26-subuh-'))!.alarms[0]!.triggerSeconds).toBe(-600);
    expect(events.filter((e) => e.alarms.length > 0)).toHaveLength(60);
  });

  it('keeps answering links made before they carried the phone\'s own place: a regency\'s point and no height', async () => {
    // Kota Bandung's point as old links carried it; the height and horizon are those of the regency whose seat is nearest it.
    const res = await get({ lat: '-6.91', lng: '107.61', time_zone: 'Asia/Jakarta', regency: 'Kota Bandung', prayers: 'maghrib:0', month: '2026-12' });
    expect(res.status).toBe(200);
    const { events } = readCalendar(await res.text());
    const maghrib = events.find((e) => e.uid.startsWith('2026-12-03-maghrib-'))!;
    expect(hhmm(maghrib.start, 'Asia/Jakarta')).toBe(computePrayerTimes({ latitude: -6.91, longitude: 107.61, horizon: 'highland' }, '2026-12-03', 'Asia/Jakarta').maghrib);
    expect(hhmm(maghrib.start, 'Asia/Jakarta')).not.toBe(computePrayerTimes({ latitude: -6.91, longitude: 107.61, horizon: 'sea' }, '2026-12-03', 'Asia/Jakarta').maghrib);
    // The same link with the height the app now adds gives the same times.
    const withHeight = readCalendar(await (await get({ lat: '-6.91', lng: '107.61', elevation: '714', time_zone: 'Asia/Jakarta', regency: 'Kota Bandung', prayers: 'maghrib:0', month: '2026-12' })).text());
    expect(withHeight.events.map((e) => [e.uid, e.start])).toEqual(events.map((e) => [e.uid, e.start]));
  });

  it('downloads one month as a file', async () => {
    const res = await get({ ...jakarta, prayers: 'isya:5', month: '2027-02' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="jadwal-sholat-kota-jakarta-pusat-2027-02.ics"');
    const { events } = readCalendar(await res.text());
    expect(events).toHaveLength(28 * 5);
    expect(events.filter((e) => e.alarms[0]?.triggerSeconds === -300)).toHaveLength(28);
  });

  it('serves a person abroad in their own zone', async () => {
    const res = await get({ lat: '48.86', lng: '2.35', time_zone: 'Europe/Paris', regency: 'Paris', prayers: 'maghrib:0', method: 'mwl' });
    expect(res.status).toBe(200);
    const { events } = readCalendar(await res.text());
    const maghrib = events.find((e) => e.uid.startsWith('2026-11-26-maghrib-'))!;
    expect(hhmm(maghrib.start, 'Europe/Paris')).toBe(computePrayerTimes({ latitude: 48.86, longitude: 2.35 }, '2026-11-26', 'Europe/Paris', 'mwl').maghrib);
  });

  it('refuses bad parameters with 422 and an Indonesian message per field', async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ lat: '91' }, 'lat', 'Lokasi tidak valid'],
      [{ lng: 'abc' }, 'lng', 'Lokasi tidak valid'],
      [{ time_zone: 'Mars/Olympus' }, 'time_zone', 'Zona waktu tidak valid'],
      [{ time_zone: '+07:00' }, 'time_zone', 'Zona waktu tidak valid'],
      [{ method: 'karachi' }, 'method', 'Metode tidak valid'],
      [{ prayers: 'maghrib:7' }, 'prayers', 'Pilihan pengingat tidak valid'],
      [{ prayers: 'tahajud:0' }, 'prayers', 'Pilihan pengingat tidak valid'],
      [{ month: '2026-13' }, 'month', 'Bulan tidak valid (contoh: 2026-12)'],
      [{ elevation: '99999' }, 'elevation', 'Ketinggian tidak valid'],
      [{ regency: 'x'.repeat(81) }, 'regency', 'Nama lokasi terlalu panjang'],
      // Number() would take these for 0, 100 and 16.
      [{ lat: '' }, 'lat', 'Lokasi tidak valid'],
      [{ lng: '1e2' }, 'lng', 'Lokasi tidak valid'],
      [{ lat: '0x10' }, 'lat', 'Lokasi tidak valid'],
      [{ elevation: '' }, 'elevation', 'Ketinggian tidak valid'],
      [{ elevation: '12.5' }, 'elevation', 'Ketinggian tidak valid'],
      // A line break in the label would end the .ics line and let the link write its own property.
      [{ regency: 'Kota Jakarta Pusat\r\nX-EVIL:1' }, 'regency', 'Nama lokasi tidak boleh memuat baris baru atau karakter kendali'],
      [{ regency: 'Kota\nBEGIN:VEVENT' }, 'regency', 'Nama lokasi tidak boleh memuat baris baru atau karakter kendali'],
      [{ regency: 'Kota\rX' }, 'regency', 'Nama lokasi tidak boleh memuat baris baru atau karakter kendali'],
    ];
    for (const [bad, field, message] of cases) {
      const res = await get({ ...jakarta, ...bad });
      expect(res.status, JSON.stringify(bad)).toBe(422);
      const body = await res.json() as { message: string; errors: Record<string, string> };
      expect(body.message).toBe('Data yang dikirim tidak valid');
      expect(body.errors[field], JSON.stringify(bad)).toBe(message);
    }
    const missing = await get({ regency: 'Kota Jakarta Pusat' });
    expect(missing.status).toBe(422);
  });

  it('limits one address as other public reads are limited (429 with Retry-After)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await get({ ...jakarta, month: '2026-12' }, '198.51.100.9')).status);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    const refused = await get({ ...jakarta, month: '2026-12' }, '198.51.100.9');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await get({ ...jakarta, month: '2026-12' }, '198.51.100.10')).status).toBe(200);
  }, 120_000);
});
