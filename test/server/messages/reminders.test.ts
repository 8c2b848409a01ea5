import { describe, expect, it } from 'vitest';
import { calendarDay } from '../../../src/contract/calendar-day.ts';
import { nextReminder, PrayerTimeCache, stillOnTime, type ReminderPlace } from '../../../server/messages/reminders.ts';
import { computePrayerTimes } from '../../../src/contract/prayer-times.ts';
import { prayerTimesAt } from '../../../src/contract/prayer-day.ts';
import { prayerPlace } from '../../../src/contract/prayer-place.ts';

// Which reminder is due when, for places in the three Indonesian zones, with the instant given.

const places = {
  jakarta: { latitude: -6.18, longitude: 106.83, timeZone: 'Asia/Jakarta' }, // WIB
  makassar: { latitude: -5.15, longitude: 119.43, timeZone: 'Asia/Makassar' }, // WITA
  jayapura: { latitude: -2.53, longitude: 140.72, timeZone: 'Asia/Jayapura' }, // WIT
} as const;

const hhmm = (ms: number, timeZone: string) => new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(ms));

describe('nextReminder', () => {
  for (const [name, p] of Object.entries(places)) {
    it(`${name}: the times are the app's own (same module), minutes before applied, in ${p.timeZone}`, () => {
      const place: ReminderPlace = { ...p, method: 'kemenag', prayers: { subuh: 10, maghrib: 0 } };
      const shown = computePrayerTimes(p, '2026-11-24', p.timeZone);
      // Local midnight of 24 November, whichever zone.
      const midnight = Date.parse(`2026-11-24T00:00:00${{ 'Asia/Jakarta': '+07:00', 'Asia/Makassar': '+08:00', 'Asia/Jayapura': '+09:00' }[p.timeZone]}`);
      const first = nextReminder(place, midnight)!;
      expect(first.prayer).toBe('subuh');
      expect(hhmm(first.prayerAt, p.timeZone)).toBe(shown.subuh);
      expect(first.prayerAt - first.at).toBe(10 * 60_000);
      const second = nextReminder(place, first.at)!;
      expect(second.prayer).toBe('maghrib');
      expect(hhmm(second.at, p.timeZone)).toBe(shown.maghrib);
      const third = nextReminder(place, second.at)!;
      expect(third.prayer).toBe('subuh');
      expect(calendarDay(third.prayerAt, p.timeZone)).toBe('2026-11-25');
    });
  }

  it("a highland subscriber's maghrib is the phone's: the horizon of Bandung's regency, not the sea's", () => {
    // A subscription saved before heights were sent: the regency's point and no height, which takes the nearest seat's reference.
    const bandung: ReminderPlace = { latitude: -6.92, longitude: 107.62, timeZone: 'Asia/Jakarta', method: 'kemenag', prayers: { maghrib: 0 } };
    const phone = prayerTimesAt(prayerPlace({ latitude: -6.9175, longitude: 107.62444, elevation: 714, horizon: 'highland' }), '2026-02-20', 'Asia/Jakarta');
    const reminder = nextReminder(bandung, Date.parse('2026-02-20T12:00:00+07:00'))!;
    expect(hhmm(reminder.prayerAt, 'Asia/Jakarta')).toBe(phone.maghrib);
    expect(phone.maghrib).toBe('18:20'); // Bimas Islam's maghrib for Kota Bandung that day
  });

  it('many subscribers at one instant: each gets its own zone\'s next prayer, every prayer off means none', () => {
    const now = Date.parse('2026-11-24T10:30:00Z'); // 17.30 WIB, 18.30 WITA, 19.30 WIT
    const cache = new PrayerTimeCache();
    const due = (p: ReminderPlace) => nextReminder(p, now, cache)?.prayer;
    const all = { imsak: 0, subuh: 0, dzuhur: 0, ashar: 0, maghrib: 0, isya: 0 };
    expect(due({ ...places.jakarta, method: 'kemenag', prayers: all })).toBe('maghrib'); // Maghrib ≈ 17.50 WIB
    expect(due({ ...places.makassar, method: 'kemenag', prayers: all })).toBe('isya'); // Maghrib ≈ 18.0x WITA is past
    expect(due({ ...places.jayapura, method: 'kemenag', prayers: all })).toBe('imsak'); // Isya ≈ 19.0x WIT is past
    expect(nextReminder({ ...places.jakarta, method: 'kemenag', prayers: {} }, now)).toBeNull();
    // 3,000 subscribers across the zones cost one computation per place and day.
    const t0 = performance.now();
    for (let i = 0; i < 3000; i += 1) {
      const p = Object.values(places)[i % 3]!;
      expect(nextReminder({ ...p, method: 'kemenag', prayers: { maghrib: (i % 4) * 5 } }, now, cache)).not.toBeNull();
    }
    expect(performance.now() - t0).toBeLessThan(2000);
  });

  it('a reminder 15 minutes before Imsak may fall on the previous local day', () => {
    const p = { ...places.jayapura, method: 'kemenag', prayers: { imsak: 15 } };
    const after = Date.parse('2026-11-24T12:00:00Z'); // 21.00 WIT
    const r = nextReminder(p, after)!;
    expect(r.prayer).toBe('imsak');
    expect(calendarDay(r.prayerAt, p.timeZone)).toBe('2026-11-25');
    expect(r.prayerAt - r.at).toBe(15 * 60_000);
  });

  it('a send is on time up to a minute after its moment, and late after that', () => {
    expect(stillOnTime(1_000_000, 1_000_000 + 60_000)).toBe(true);
    expect(stillOnTime(1_000_000, 1_000_000 + 60_001)).toBe(false);
  });
});
