import { useId } from 'react';
import { WEEKDAY_NAMES, type RoutineScheduleKind } from '../../contract/routine';
import styles from './routine.module.css';

export type ScheduleValue = { schedule: RoutineScheduleKind; day: number; weekday: number };

const CHOICES: { kind: RoutineScheduleKind; label: string }[] = [
  { kind: 'jumat', label: 'Setiap Jumat' },
  { kind: 'mingguan', label: 'Mingguan' },
  { kind: 'bulanan', label: 'Bulanan' },
];

/** Every Friday, weekly on a weekday, or monthly on a date (29–31: the month's last day when shorter). */
export function ScheduleFields({ value, onChange }: { value: ScheduleValue; onChange: (next: ScheduleValue) => void }) {
  const dayId = useId();
  const weekdayId = useId();
  return (
    <>
      <div className={styles.chips} role="group" aria-label="Jadwal">
        {CHOICES.map((c) => (
          <button key={c.kind} type="button" className={styles.chip} aria-pressed={value.schedule === c.kind} onClick={() => onChange({ ...value, schedule: c.kind })}>
            {c.label}
          </button>
        ))}
      </div>
      {value.schedule === 'mingguan' ? (
        <div className="field">
          <label className="field__label" htmlFor={weekdayId}>Hari</label>
          <select id={weekdayId} className={styles.select} value={value.weekday} onChange={(e) => onChange({ ...value, weekday: Number(e.target.value) })}>
            {WEEKDAY_NAMES.map((name, i) => <option key={name} value={i}>{name}</option>)}
          </select>
        </div>
      ) : null}
      {value.schedule === 'bulanan' ? (
        <div className="field">
          <label className="field__label" htmlFor={dayId}>Tanggal</label>
          <select id={dayId} className={styles.select} value={value.day} onChange={(e) => onChange({ ...value, day: Number(e.target.value) })}>
            {Array.from({ length: 31 }, (_, i) => i + 1).map((d) => <option key={d} value={d}>{d}</option>)}
          </select>
          {value.day >= 29 ? <p className={styles.note}>Di bulan yang lebih pendek, pengingat datang di hari terakhir bulan itu.</p> : null}
        </div>
      ) : null}
    </>
  );
}

/** The schedule as the API's fields. */
export const scheduleFormFields = (s: ScheduleValue) => ({
  schedule: s.schedule,
  ...(s.schedule === 'bulanan' ? { day: String(s.day) } : {}),
  ...(s.schedule === 'mingguan' ? { weekday: String(s.weekday) } : {}),
});
