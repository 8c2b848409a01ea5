import { useMemo } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/more-icons';
import { hijriMonthDays, hijriMonthName, holyDayOf, shiftHijriMonth, type HijriMonth } from './calendar-hijri';
import styles from './calendar.module.css';

const WEEKDAYS = ['Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab', 'Min'];
const DAY_MONTH = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const DAY_LONG_MONTH = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const LONG_DATE = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const LONG_DAY = new Intl.DateTimeFormat('id-ID', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const utc = (date: string) => new Date(`${date}T00:00:00Z`);
/** Monday = 0 … Sunday = 6: Indonesian wall calendars begin the week on Senin. */
const column = (date: string) => (utc(date).getUTCDay() + 6) % 7;

/** One Hijri month as a calendar, the days people remember marked and listed below it. */
export function HijriMonthView({ month, today, hijriShift, onMonth }: {
  month: HijriMonth; today: string; hijriShift: number; onMonth: (month: HijriMonth) => void;
}) {
  const days = useMemo(() => hijriMonthDays(month, hijriShift), [month.year, month.month, hijriShift]); // eslint-disable-line react-hooks/exhaustive-deps
  const marked = days.flatMap((d) => {
    const holy = holyDayOf(d.hijri);
    return holy ? [{ ...d, holy }] : [];
  });
  const first = days[0]?.date;
  const last = days[days.length - 1]?.date;
  const title = `${hijriMonthName(month.month)} ${month.year} H`;

  return (
    <section className="card" aria-labelledby="hijri-title">
      <div className={styles.monthBar}>
        <button type="button" className={styles.step} aria-label="Bulan Hijriah sebelumnya" onClick={() => onMonth(shiftHijriMonth(month, -1))}>
          <ChevronLeftIcon size={20} />
        </button>
        <div className={styles.monthTitle}>
          <h2 id="hijri-title">{title}</h2>
          {first && last ? <p className="muted">{DAY_LONG_MONTH.format(utc(first))} – {LONG_DATE.format(utc(last))}</p> : null}
        </div>
        <button type="button" className={styles.step} aria-label="Bulan Hijriah berikutnya" onClick={() => onMonth(shiftHijriMonth(month, 1))}>
          <ChevronRightIcon size={20} />
        </button>
      </div>
      <div className={styles.grid} aria-hidden="true">
        {WEEKDAYS.map((w) => <span key={w} className={styles.weekdayHead}>{w}</span>)}
      </div>
      <ol className={`${styles.grid} ${styles.days}`} aria-label={title}>
        {first ? Array.from({ length: column(first) }, (_, i) => <li key={`blank-${i}`} aria-hidden="true" />) : null}
        {days.map(({ date, hijri }) => {
          const holy = holyDayOf(hijri);
          const classes = [styles.cell, holy ? styles[holy.kind] : '', date === today ? styles.cellToday : ''].join(' ');
          return (
            <li key={date} className={classes} data-date={date} data-hijri-day={hijri.day}
              aria-current={date === today ? 'date' : undefined}
              aria-label={`${hijri.day} ${hijriMonthName(hijri.month)}, ${LONG_DAY.format(utc(date))}${holy ? `, ${holy.name}` : ''}`}>
              {holy ? <span className={styles.dot} aria-hidden="true" /> : null}
              <strong aria-hidden="true">{hijri.day}</strong>
              <small aria-hidden="true">{DAY_MONTH.format(utc(date))}</small>
            </li>
          );
        })}
      </ol>
      {marked.length ? (
        <ul className={styles.marks} aria-label="Hari penting">
          {marked.map(({ date, hijri, holy }) => (
            <li key={date} className={styles[holy.kind]}>
              <span>{hijri.day}</span>
              <div>
                <strong>{holy.name}</strong>
                <small>{hijri.day} {hijriMonthName(hijri.month)} · {LONG_DAY.format(utc(date))}</small>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
