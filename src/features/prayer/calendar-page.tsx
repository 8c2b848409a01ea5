import type { ReactNode } from 'react';
import { useSettings } from '../../db/use-settings';
import { MapPinIcon } from '../../ui/icons';
import { PrayerSchedule } from './prayer-schedule';
import { zoneAbbreviation } from './places';
import { placeLine } from './place-line';
import { useNow, type PlaceState } from './use-prayer';
import { dateInZone } from '../../contract/zone-clock';
import { hijriOf, type HijriMonth } from './calendar-hijri';
import { imsakiyahYear } from './calendar-imsakiyah';
import { MonthView } from './calendar-month-view';
import { HijriMonthView } from './calendar-hijri-view';
import { ImsakiyahView } from './calendar-imsakiyah-view';
import scheduleStyles from './prayer-schedule.module.css';
import styles from './calendar.module.css';
import { CALENDAR_VIEWS, type CalendarSearch, type CalendarView } from './calendar-views';


const TAB_LABELS: Record<CalendarView, string> = { 'hari-ini': 'Hari ini', bulan: 'Bulan', hijriah: 'Hijriah', imsakiyah: 'Imsakiyah' };
// Before a place is known the calendar still shows dates; Indonesia's most people keep WIB.
const FALLBACK_ZONE = 'Asia/Jakarta';

const hijriMonthOf = (value: string | undefined): HijriMonth | undefined => {
  const m = value ? /^(\d{4})-(\d{2})$/.exec(value) : null;
  return m ? { year: Number(m[1]), month: Number(m[2]) } : undefined;
};
const hijriParam = ({ year, month }: HijriMonth) => `${year}-${String(month).padStart(2, '0')}`;

/**
 * The schedule page: today's times, a Gregorian month, a Hijri month, and in Syakban and
 * Ramadan the imsakiyah. All of it is computed on the device, so it works without a signal.
 */
export function PrayerCalendar({ location, search, onSearch, onPickCity }: {
  location: PlaceState; search: CalendarSearch; onSearch: (next: CalendarSearch) => void; onPickCity: () => void;
}) {
  const now = useNow(60_000);
  const { prayerMethod, hijriAdjustment } = useSettings();
  const { place } = location;
  const today = dateInZone(now, place?.timeZone ?? FALLBACK_ZONE);
  // The build's prerendered page cannot know the season of the day it is opened on.
  const ramadanYear = import.meta.env.SSR ? undefined : imsakiyahYear(today, hijriAdjustment);
  const tabs = CALENDAR_VIEWS.filter((v) => v !== 'imsakiyah' || ramadanYear);
  const view = search.tampilan && tabs.includes(search.tampilan) ? search.tampilan : 'hari-ini';

  const tabBar = (
    <div className={styles.tabs} role="tablist" aria-label="Tampilan jadwal">
      {tabs.map((tab) => (
        <button key={tab} type="button" role="tab" aria-selected={tab === view} className={styles.tab}
          onClick={() => tab !== view && onSearch({ tampilan: tab === 'hari-ini' ? undefined : tab })}>
          {TAB_LABELS[tab]}
        </button>
      ))}
    </div>
  );

  if (view === 'hari-ini') {
    return (
      <>
        <div className="page-body" style={{ paddingBottom: 0 }}>{tabBar}</div>
        <PrayerSchedule location={location} onPickCity={onPickCity} />
      </>
    );
  }

  let body: ReactNode;
  if (view === 'hijriah') {
    const { year, month } = hijriOf(today, hijriAdjustment);
    const shown = hijriMonthOf(search.hijriah) ?? { year, month };
    body = <HijriMonthView month={shown} today={today} hijriShift={hijriAdjustment}
      onMonth={(m) => onSearch({ tampilan: 'hijriah', hijriah: hijriParam(m) })} />;
  } else if (!place) {
    body = <p className="alert alert--info">Pilih kotamu untuk melihat jadwal sholat.</p>;
  } else if (view === 'bulan') {
    body = <MonthView place={place} month={search.bulan ?? today.slice(0, 7)} today={today} method={prayerMethod} hijriShift={hijriAdjustment}
      onMonth={(bulan) => onSearch({ tampilan: 'bulan', bulan })} />;
  } else {
    body = <ImsakiyahView place={place} placeLabel={place.label} year={ramadanYear!} today={today} method={prayerMethod} hijriShift={hijriAdjustment} />;
  }

  return (
    <div className="page-body">
      {tabBar}
      {view !== 'hijriah' ? (
        <button type="button" className={scheduleStyles.place} onClick={onPickCity}>
          <MapPinIcon size={16} />
          <span>{place ? placeLine(place) : location.label}</span>
          {place ? <small>{zoneAbbreviation(place.timeZone)}</small> : null}
          <span className={scheduleStyles.change}>Ubah</span>
        </button>
      ) : null}
      {body}
      <p className={`muted ${styles.note}`}>Dihitung di perangkatmu, jadi tetap tersedia tanpa sinyal.</p>
    </div>
  );
}
