import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import * as v from 'valibot';
import regencyFile from '../../../public/json/regencies.json';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { readCalendar } from '../../support/ical-read.ts';
import { pushSubscriptions } from '../../../server/db/schema.ts';
import { nextReminder } from '../../../server/messages/reminders.ts';
import { encodeReminderPrayers, type ReminderPrayer } from '../../../src/contract/pesan.ts';
import { prayerFeedPath } from '../../../src/contract/prayer-feed.ts';
import { namedPrayerPlace, placeFields } from '../../../src/contract/prayer-place-fields.ts';
import { IQAMAH_PRAYERS, type MosqueTimes } from '../../../src/contract/mosque-times.ts';
import { addDays, clockInZone, instantOf } from '../../../src/contract/zone-clock.ts';
import { placeFromPoint } from '../../../src/features/prayer/location.ts';
import { RegencyFileSchema } from '../../../src/features/prayer/places.ts';
import { nextPrayer, scheduleDays } from '../../../src/features/prayer/schedule.ts';
import { monthSchedule } from '../../../src/features/prayer/calendar-month.ts';
import { imsakiyahRows } from '../../../src/features/prayer/calendar-imsakiyah.ts';
import { nextMoment } from '../../../src/features/pesan/prayer-moment-plan.ts';
import { mosqueDay } from '../../../src/lib/mosque-day.ts';
import type { Place } from '../../../src/db/prayer-place.ts';

/*
 * One place, one time: for the same position and day, every surface that shows or rings a prayer
 * time gives the same minute. The schedule on screen and the home countdown, the month calendar
 * and the imsakiyah (and so its image), the open app's reminder, the calendar feed's events and
 * alarms (the .ics the server answers, read by an independent parser, for the link the app builds),
 * the push reminders' due times (a subscription saved through the API as the app sends it) and the
 * wall screen of a mosque standing there. Measured before: the feed's alarm a minute before the
 * screen on 25 of 150 times (3 Dec maghrib 17.59 against 18:00), the link carrying the regency's
 * point while the screen used the phone's.
 */

const regencies = v.parse(RegencyFileSchema, regencyFile).items;
/** Each ringing prayer with its own lead time, so a shifted alarm shows. */
const RINGS: Record<ReminderPrayer, number> = { imsak: 10, subuh: 0, dzuhur: 5, ashar: 0, maghrib: 0, isya: 15 };
const RINGING = Object.keys(RINGS) as ReminderPrayer[];
const MINUTE = 60_000;
const METHOD = 'kemenag';

let t: TestApp;
let peer = 0;
beforeAll(async () => {
  t = await createTestApp({ start: new Date('2026-11-30T03:00:00Z') });
});
afterAll(async () => t?.close());

/** What every surface says for one day: prayer → instant of the minute shown or rung. */
type Said = Record<string, Record<string, number>>;

/** The phone's place for a GPS position, as the app stores it (device clock on UTC: the zone comes from the province). */
const storedPlace = (lat: number, lng: number): Place => placeFromPoint({ lat, lng }, regencies, 'gps', 'UTC');

const mosqueAt = (lat: number, lng: number, timeZone: string): MosqueTimes => ({
  masjid: { id: 1, slug: 'masjid-di-sini', nama: 'Masjid di Sini', latitude: lat, longitude: lng, kencleng_slug: null },
  time_zone: v.parse(v.picklist(['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura']), timeZone),
  iqamah: Object.fromEntries(IQAMAH_PRAYERS.map((p) => [p, null])) as MosqueTimes['iqamah'],
  quiet_minutes: 0, fridays: [], special_days: [],
});

/** A fresh address per request: the feed's and the subscription's limits are not what this tests. */
const nextPeer = () => {
  peer += 1;
  return `198.18.${peer >> 8}.${peer & 255}`;
};

async function feedEvents(place: Place, month: string) {
  const path = prayerFeedPath(namedPrayerPlace(place), METHOD, RINGS, month);
  const res = await t.app.request(`http://localhost${path}`, {}, { incoming: { socket: { remoteAddress: nextPeer() } } });
  expect(res.status).toBe(200);
  return readCalendar(await res.text()).events;
}

/** The push subscription as the app sends it (src/api/pesan.ts), saved through the API; the stored row is what the scheduler reads. */
async function savedSubscription(place: Place) {
  const endpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString('hex')}`;
  const form = {
    endpoint, p256dh: randomBytes(65).toString('base64url'), auth: randomBytes(16).toString('base64url'),
    ...placeFields(namedPrayerPlace(place)), method: METHOD, prayers: encodeReminderPrayers(RINGS), donation_news: '0',
  };
  const saved = await t.call('pesan', 'subscribe', { form, peer: nextPeer() });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const [row] = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  await t.db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  return { row: row!, nextAt: Date.parse(saved.body.data.next_at as string) };
}

/** Every surface for `place` on `dates` (one month's feed per month asked). */
async function everySurface(place: Place, lat: number, lng: number, dates: readonly string[]): Promise<Record<string, Said>> {
  const zone = place.timeZone;
  const out: Record<string, Said> = {};
  const put = (surface: string, date: string, prayer: string, at: number) => {
    ((out[surface] ??= {})[date] ??= {})[prayer] = at;
  };
  const { row } = await savedSubscription(place);
  const feeds = new Map<string, Awaited<ReturnType<typeof feedEvents>>>();
  const mosque = mosqueAt(lat, lng, zone);
  for (const date of dates) {
    const month = date.slice(0, 7);
    if (!feeds.has(month)) feeds.set(month, await feedEvents(place, month));
    const [today] = scheduleDays(place, date, 1, METHOD);
    const row2 = monthSchedule(month, place, METHOD).find((d) => d.date === date)!;
    const wall = mosqueDay(mosque, date)!;
    for (const prayer of RINGING) {
      const onScreen = instantOf(date, today!.times[prayer], zone);
      put('jadwal-sholat', date, prayer, onScreen);
      put('kalender bulan', date, prayer, instantOf(date, row2.times[prayer], zone));
      const event = feeds.get(month)!.find((e) => e.uid.startsWith(`${date}-${prayer}-`));
      expect(event, `${date} ${prayer} in the feed`).toBeDefined();
      put('feed event', date, prayer, event!.start);
      expect(event!.alarms).toHaveLength(1);
      // The alarm rings at its lead time before the prayer; + lead gives the prayer's own minute back.
      put('feed alarm', date, prayer, event!.start + event!.alarms[0]!.triggerSeconds * 1000 + RINGS[prayer] * MINUTE);
      // The push due for this prayer: the scheduler's next reminder from just before its due time.
      const due = nextReminder({ ...row, prayers: { [prayer]: RINGS[prayer] } }, onScreen - RINGS[prayer] * MINUTE - 30 * MINUTE)!;
      put('push', date, prayer, due.at + RINGS[prayer] * MINUTE);
      const moment = nextMoment({ [prayer]: RINGS[prayer] }, place, METHOD, onScreen - RINGS[prayer] * MINUTE - 30 * MINUTE)!;
      put('pengingat di aplikasi', date, prayer, moment.at + RINGS[prayer] * MINUTE);
      if (prayer !== 'imsak') {
        // The home countdown counts down to this prayer's minute from half an hour before.
        const next = nextPrayer({ timeZone: zone, days: scheduleDays(place, addDays(date, -1), 3, METHOD) }, onScreen - 30 * MINUTE)!;
        put('hitung mundur', date, prayer, next.at);
        const wallPrayer = wall.prayers.find((p) => p.key === prayer)!;
        put('layar masjid', date, prayer, wallPrayer.adzanAt);
      } else {
        put('layar masjid', date, prayer, instantOf(date, wall.times.imsak, zone));
      }
    }
  }
  return out;
}

/** Every surface must say exactly the screen's instant, a whole minute; a difference is listed as 'HH:mm' in the place's zone. */
function expectAgreement(said: Record<string, Said>, zone: string, where: string) {
  const screen = said['jadwal-sholat']!;
  const differences: string[] = [];
  for (const [surface, days] of Object.entries(said)) {
    for (const [date, prayers] of Object.entries(days)) {
      for (const [prayer, at] of Object.entries(prayers)) {
        const shown = screen[date]![prayer]!;
        if (at !== shown || at % MINUTE !== 0) differences.push(`${date} ${prayer}: ${surface} ${clockInZone(at, zone)}, screen ${clockInZone(shown, zone)}`);
      }
    }
  }
  expect(differences, where).toEqual([]);
  expect(Object.keys(said).sort()).toEqual(['feed alarm', 'feed event', 'hitung mundur', 'jadwal-sholat', 'kalender bulan', 'layar masjid', 'pengingat di aplikasi', 'push']);
}

describe('one place, one time', () => {
  // Phones around Jakarta. The first is the measured case: labelled Kota Jakarta Pusat, whose
  // point (-6.1777, 106.8403) gives maghrib 17.59 on 3 December where the phone's position gives 18.00.
  const JAKARTA_ISH: ReadonlyArray<[number, number]> = [[-6.204, 106.802], [-6.191, 106.802], [-6.1754, 106.8272], [-6.2088, 106.8456], [-6.3, 106.9]];

  it('3 December 2026 around Jakarta: screen, countdown, month, feed and its alarms, push, the open app and the wall screen agree', async () => {
    const dates = ['2026-12-01', '2026-12-03', '2026-12-04'];
    for (const [lat, lng] of JAKARTA_ISH) {
      const place = storedPlace(lat, lng);
      expect(place.timeZone).toBe('Asia/Jakarta');
      const said = await everySurface(place, lat, lng, dates);
      expectAgreement(said, place.timeZone, `${lat},${lng}`);
      if (lat === -6.204) {
        expect(place.label).toBe('Kota Jakarta Pusat');
        expect(clockInZone(said['jadwal-sholat']!['2026-12-03']!.maghrib!, 'Asia/Jakarta')).toBe('18:00');
        expect(clockInZone(said['feed alarm']!['2026-12-03']!.maghrib!, 'Asia/Jakarta')).toBe('18:00');
      }
    }
  });

  it('the feed link and the push subscription carry the phone\'s own rounded position, not the regency\'s point', async () => {
    const place = storedPlace(-6.20437, 106.80215);
    const fields = placeFields(namedPrayerPlace(place));
    expect(fields).toMatchObject({ lat: '-6.204', lng: '106.802', elevation: String(place.elevation), time_zone: 'Asia/Jakarta', regency: 'Kota Jakarta Pusat' });
    const regency = regencies.find((r) => r.kode === place.kode)!;
    expect([Number(fields.lat), Number(fields.lng)]).not.toEqual([regency.lat, regency.lng]);
    const { row } = await savedSubscription(place);
    expect([row.latitude, row.longitude, row.elevation]).toEqual([-6.204, 106.802, place.elevation]);
  });

  it('random positions across WIB, WITA and WIT on random days: every surface gives the screen\'s minute', async () => {
    const byZone = (zone: string) => regencies.filter((r) => storedPlace(r.lat, r.lng).timeZone === zone);
    const zones = { 'Asia/Jakarta': byZone('Asia/Jakarta'), 'Asia/Makassar': byZone('Asia/Makassar'), 'Asia/Jayapura': byZone('Asia/Jayapura') };
    const position = fc.constantFrom(...(Object.keys(zones) as Array<keyof typeof zones>)).chain((zone) => fc.record({
      zone: fc.constant(zone),
      regency: fc.integer({ min: 0, max: zones[zone].length - 1 }),
      // A few kilometres from the regency's point, at any precision a GPS gives.
      dLat: fc.double({ min: -0.05, max: 0.05, noNaN: true }),
      dLng: fc.double({ min: -0.05, max: 0.05, noNaN: true }),
      day: fc.integer({ min: 0, max: 364 }),
    }));
    await fc.assert(fc.asyncProperty(position, async ({ zone, regency, dLat, dLng, day }) => {
      const r = zones[zone][regency]!;
      const [lat, lng] = [r.lat + dLat, r.lng + dLng];
      const place = storedPlace(lat, lng);
      const dates = ['2026-12-03', addDays('2026-12-05', day)];
      expectAgreement(await everySurface(place, lat, lng, dates), place.timeZone, `${lat},${lng} (${place.label})`);
    }), { numRuns: 24 });
  }, 240_000);

  it('the imsakiyah (and the image made of its rows) gives the schedule\'s minutes for every day of Ramadan 1448', () => {
    for (const [lat, lng] of [[-6.1754, 106.8272], [-5.1477, 119.4327], [-2.5337, 140.7181], [-7.2575, 112.7521]] as const) {
      const place = storedPlace(lat, lng);
      const rows = imsakiyahRows(1448, place, METHOD);
      expect(rows.length).toBeGreaterThanOrEqual(29);
      for (const row of rows) expect(row.times, `${row.date} at ${place.label}`).toEqual(scheduleDays(place, row.date, 1, METHOD)[0]!.times);
    }
  });
});
