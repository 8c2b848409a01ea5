import { useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/more-icons';
import { monthGrid, monthNames, parseYmd, shiftMonth, weekdayNames } from './calendar';
import styles from './calendar-view.module.css';

/**
 * A month calendar in Indonesian, weeks from Monday, with month and year pickers (birthdates
 * are decades back). Days after `maxYmd` cannot be chosen.
 */
export function Calendar({ value, onSelect, maxYmd, minYear = 1900 }: { value: string; onSelect: (ymd: string) => void; maxYmd: string; minYear?: number }) {
  const start = parseYmd(value) ?? parseYmd(maxYmd)!;
  const [view, setView] = useState({ year: start.year, month: start.month });
  const maxYear = parseYmd(maxYmd)!.year;
  const months = monthNames();
  const years = Array.from({ length: maxYear - minYear + 1 }, (_, i) => maxYear - i);
  const go = (by: number) => setView((x) => shiftMonth(x.year, x.month, by));
  return (
    <div className={styles.calendar}>
      <div className={styles.head}>
        <button type="button" className={styles.nav} onClick={() => go(-1)} aria-label="Bulan sebelumnya" disabled={view.year <= minYear && view.month === 0}>
          <ChevronLeftIcon size={20} />
        </button>
        <select aria-label="Bulan" value={view.month} onChange={(e) => setView((x) => ({ ...x, month: Number(e.target.value) }))} className={styles.select}>
          {months.map((name, i) => <option key={name} value={i}>{name}</option>)}
        </select>
        <select aria-label="Tahun" value={view.year} onChange={(e) => setView((x) => ({ ...x, year: Number(e.target.value) }))} className={styles.select}>
          {years.map((y) => <option key={y} value={y}>{y}</option>)}
        </select>
        <button type="button" className={styles.nav} onClick={() => go(1)} aria-label="Bulan berikutnya" disabled={view.year >= maxYear && view.month >= parseYmd(maxYmd)!.month}>
          <ChevronRightIcon size={20} />
        </button>
      </div>
      <table className={styles.grid} role="grid" aria-label={`${months[view.month]} ${view.year}`}>
        <thead>
          <tr>{weekdayNames().map((d) => <th key={d} scope="col">{d}</th>)}</tr>
        </thead>
        <tbody>
          {monthGrid(view.year, view.month).map((week) => (
            <tr key={week[0]!.ymd}>
              {week.map((cell) => (
                <td key={cell.ymd}>
                  <button type="button" data-ymd={cell.ymd}
                    className={`${styles.day} ${cell.inMonth ? '' : styles.outside} ${cell.ymd === value ? styles.selected : ''}`}
                    aria-pressed={cell.ymd === value} disabled={cell.ymd > maxYmd}
                    onClick={() => onSelect(cell.ymd)}>
                    {cell.day}
                  </button>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
