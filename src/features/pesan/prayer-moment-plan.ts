import { calendarDay } from '../../contract/calendar-day';
import { prayerInstantsAt, type PrayerMethod } from '../../contract/prayer-day';
import { prayerPlaceOf, type KemenagHorizonKind } from '../../contract/prayer-place';
import { PRAYER_LABELS, REMINDER_PRAYERS, type ReminderPrayer } from '../../contract/pesan';

/*
 * When the open app shows a prayer reminder: the same instants the schedule shows (the place's
 * own regency horizon, the chosen method) less the chosen lead time. Pure: `now` is a parameter.
 */

export type MomentPlace = { lat: number; lng: number; elevation?: number; horizon?: KemenagHorizonKind; timeZone: string; label: string };
export type PrayerMoment = { prayer: ReminderPrayer; prayerAt: number; at: number; minutesBefore: number };

const DAY = 86_400_000;
/** A reminder the app was not open for is shown up to this long after its moment, then let go. */
export const MOMENT_GRACE_MS = 60_000;


/** Every chosen reminder from yesterday to the day after tomorrow in the place's zone, in time order. */
function moments(prayers: Partial<Record<ReminderPrayer, number>>, place: MomentPlace, method: PrayerMethod, now: number): PrayerMoment[] {
  const chosen = REMINDER_PRAYERS.filter((p) => prayers[p] !== undefined);
  const out: PrayerMoment[] = [];
  const at = prayerPlaceOf(place);
  for (let i = -1; i <= 2; i += 1) {
    const times = prayerInstantsAt(at, calendarDay(now + i * DAY, place.timeZone), method);
    for (const prayer of chosen) {
      const minutesBefore = prayers[prayer]!;
      out.push({ prayer, prayerAt: times[prayer], at: times[prayer] - minutesBefore * 60_000, minutesBefore });
    }
  }
  return out.sort((a, b) => a.at - b.at);
}

/** The reminder whose moment has come (at most MOMENT_GRACE_MS ago), if any. */
export function dueMoment(prayers: Partial<Record<ReminderPrayer, number>>, place: MomentPlace, method: PrayerMethod, now: number): PrayerMoment | null {
  return moments(prayers, place, method, now).filter((m) => m.at <= now && now - m.at < MOMENT_GRACE_MS).at(-1) ?? null;
}

/** The next reminder strictly after `now`, if any prayer is chosen. */
export function nextMoment(prayers: Partial<Record<ReminderPrayer, number>>, place: MomentPlace, method: PrayerMethod, now: number): PrayerMoment | null {
  return moments(prayers, place, method, now).find((m) => m.at > now) ?? null;
}

const clocks = new Map<string, Intl.DateTimeFormat>();
const clock = (at: number, timeZone: string) => {
  let f = clocks.get(timeZone);
  if (!f) clocks.set(timeZone, (f = new Intl.DateTimeFormat('id-ID', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone })));
  return f.format(new Date(at));
};

/** 'Waktunya sholat Maghrib' / '10 menit lagi waktu Maghrib', and 'pukul 17.54 di Kota Jakarta Pusat'. */
export function momentText(moment: PrayerMoment, place: MomentPlace): { title: string; detail: string } {
  const name = PRAYER_LABELS[moment.prayer];
  const title = moment.minutesBefore > 0 ? `${moment.minutesBefore} menit lagi waktu ${name}`
    : moment.prayer === 'imsak' ? 'Waktunya imsak' : `Waktunya sholat ${name}`;
  return { title, detail: `Pukul ${clock(moment.prayerAt, place.timeZone)} di ${place.label}` };
}
