import { useMemo } from 'react';
import { TIME_KEYS, type PrayerMethod } from '../../contract/prayer-times';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/more-icons';
import { hijriMonthName, holyDayOf } from './calendar-hijri';
import { monthSchedule, shiftMonth, type CalendarPlace, type YearMonth } from './calendar-month';
import { PRAYER_NAMES } from './schedule';
import styles from './calendar.module.css';

const MONTH_YEAR = new Intl.DateTimeFormat('id-ID', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const WEEKDAY = new Intl.DateTimeFormat('id-ID', { weekday: 'short', timeZone: 'UTC' });
const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** Every day of a Gregorian month with its Hijri date and eight times, today marked. */
export function MonthView({ place, month, today, method, hijriShift, onMonth }: {
  place: CalendarPlace; month: YearMonth; today: string; method: PrayerMethod; hijriShift: number; onMonth: (month: YearMonth) => void;
}) {
  const days = useMemo(() => monthSchedule(month, place, method, hijriShift),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [month, place.lat, place.lng, place.timeZone, method, hijriShift]);
  const first = days[0]!.hijri;
  const last = days[days.length - 1]!.hijri;
  const hijriSpan = first.year === last.year
    ? `${hijriMonthName(first.month)} – ${hijriMonthName(last.month)} ${last.year} H`
    : `${hijriMonthName(first.month)} ${first.year} – ${hijriMonthName(last.month)} ${last.year} H`;

  return (
    <section className="card" aria-labelledby="month-title">
      <div className={styles.monthBar}>
        <button type="button" className={styles.step} aria-label="Bulan sebelumnya" onClick={() => onMonth(shiftMonth(month, -1))}>
          <ChevronLeftIcon size={20} />
        </button>
        <div className={styles.monthTitle}>
          <h2 id="month-title">{MONTH_YEAR.format(utc(`${month}-01`))}</h2>
          <p className="muted">{hijriSpan}</p>
        </div>
        <button type="button" className={styles.step} aria-label="Bulan berikutnya" onClick={() => onMonth(shiftMonth(month, 1))}>
          <ChevronRightIcon size={20} />
        </button>
      </div>
      {/* Wider than a phone: it scrolls sideways, so a keyboard can reach and scroll it too. */}
      <div className={styles.tableWrap} tabIndex={0} role="group" aria-label="Tabel jadwal sebulan">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Tanggal</th>
              {TIME_KEYS.map((key) => <th scope="col" key={key}>{PRAYER_NAMES[key]}</th>)}
            </tr>
          </thead>
          <tbody>
            {days.map((day, i) => {
              const isToday = day.date === today;
              const weekday = utc(day.date).getUTCDay();
              const className = [isToday ? styles.today : '', weekday === 5 ? styles.friday : ''].filter(Boolean).join(' ') || undefined;
              // The Hijri month's name only where it starts (and on the first row): the number alone elsewhere.
              const hijri = day.hijri.day === 1 || i === 0 ? `${day.hijri.day} ${hijriMonthName(day.hijri.month)}` : String(day.hijri.day);
              // The feasts and remembered days are named; the many fasting days are left to the Hijri view.
              const holy = holyDayOf(day.hijri);
              return (
                <tr key={day.date} className={className} aria-current={isToday ? 'date' : undefined} data-date={day.date}>
                  <th scope="row">
                    {WEEKDAY.format(utc(day.date))} {Number(day.date.slice(8))}
                    <span className={styles.hijriSmall}>{hijri}</span>
                    {holy && holy.kind !== 'fast' ? <span className={styles.holyName}>{holy.name}</span> : null}
                  </th>
                  {TIME_KEYS.map((key) => (
                    <td key={key} className={key === 'imsak' || key === 'maghrib' ? styles.strong : undefined}>{day.times[key]}</td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
