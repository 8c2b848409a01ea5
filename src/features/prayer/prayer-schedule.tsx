import { PRAYER_NAMES, nextPrayer, formatCountdown } from './schedule';
import { TIME_KEYS } from '../../contract/prayer-times';
import { zoneAbbreviation } from './places';
import { useNow, usePrayerDays, type PlaceState } from './use-prayer';
import { placeLine } from './place-line';
import { Link } from '@tanstack/react-router';
import { BellIcon, MapPinIcon } from '../../ui/icons';
import { REMINDER_PRAYERS, type ReminderPrayer } from '../../contract/reminder-prayers';
import { useSettings } from '../../db/use-settings';
import { prayerMethodNote } from '../../contract/prayer-method-words';
import styles from './prayer-schedule.module.css';

const LONG_DAY = new Intl.DateTimeFormat('id-ID', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const SHORT_WEEKDAY = new Intl.DateTimeFormat('id-ID', { weekday: 'short', timeZone: 'UTC' });
const SHORT_DATE = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);

const isReminderPrayer = (key: string): key is ReminderPrayer => (REMINDER_PRAYERS as readonly string[]).includes(key);

/** Today's eight times with the next prayer marked (each prayer's bell opens its reminder), then the seven days after. */
export function PrayerSchedule({ location, onPickCity }: { location: PlaceState; onPickCity: () => void }) {
  const now = useNow(5_000);
  const { prayerMethod } = useSettings();
  const { place } = location;
  const { today, days } = usePrayerDays(place, now, 8);
  const next = place && days?.length ? nextPrayer({ timeZone: place.timeZone, days }, now) : undefined;
  const todays = days?.find((d) => d.date === today);
  const week = (days ?? []).filter((d) => today && d.date > today).slice(0, 7);

  return (
    <div className="page-body">
      <button type="button" className={styles.place} onClick={onPickCity}>
        <MapPinIcon size={16} />
        <span data-testid="schedule-place">{place ? placeLine(place) : location.label}</span>
        {place ? <small>{zoneAbbreviation(place.timeZone)}</small> : null}
        <span className={styles.change}>Ubah</span>
      </button>

      {!place && (location.status === 'failed' || location.status === 'unasked') ? (
        <p className="alert alert--info">Pilih kotamu untuk melihat jadwal sholat.</p>
      ) : null}

      {todays && place ? (
        <section className="card" aria-labelledby="today-title">
          <header className={styles.head}>
            <h2 id="today-title" className={styles.title}>Hari ini</h2>
            <p className="muted">{LONG_DAY.format(utcDate(todays.date))}</p>
            {next ? <p className={styles.countdown}>{formatCountdown(next.at - now, next.name)}</p> : null}
          </header>
          <ul className={styles.times}>
            {TIME_KEYS.map((key) => {
              const isNext = next?.date === todays.date && next.key === key;
              return (
                <li key={key} className={isNext ? styles.current : undefined} aria-current={isNext ? 'time' : undefined} data-key={key}>
                  <span>{PRAYER_NAMES[key]}</span>
                  <span className={styles.timeCell}>
                    <strong>{todays.times[key]}</strong>
                    {isReminderPrayer(key) ? (
                      <Link to="/profile/pengaturan" search={{ pengingat: key }} className={styles.bell} aria-label={`Atur pengingat ${PRAYER_NAMES[key]}`}>
                        <BellIcon size={18} />
                      </Link>
                    ) : <span className={styles.bellSpace} aria-hidden="true" />}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ) : place ? (
        <div className="skeleton" style={{ height: 360, borderRadius: 'var(--radius-l)' }} />
      ) : null}

      {week.length ? (
        <section className="card" aria-labelledby="week-title">
          <h2 id="week-title" className={`${styles.title} ${styles.weekTitle}`}>7 hari ke depan</h2>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Tanggal</th>
                  {(['subuh', 'dzuhur', 'ashar', 'maghrib', 'isya'] as const).map((k) => (
                    <th scope="col" key={k}>{PRAYER_NAMES[k]}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {week.map((d) => (
                  <tr key={d.date}>
                    <th scope="row">
                      {/* Weekday above the date keeps six columns inside a phone's width. */}
                      <span className={styles.weekday}>{SHORT_WEEKDAY.format(utcDate(d.date))}</span> {SHORT_DATE.format(utcDate(d.date))}
                    </th>
                    {(['subuh', 'dzuhur', 'ashar', 'maghrib', 'isya'] as const).map((k) => (
                      <td key={k}>{d.times[k]}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
      <p className={`muted ${styles.note}`}>
        Dihitung di perangkatmu dengan {prayerMethodNote(prayerMethod)}, jadi tetap tersedia tanpa sinyal.
      </p>
    </div>
  );
}
