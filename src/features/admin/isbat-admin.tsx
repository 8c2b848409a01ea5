import { useEffect, useRef, useState } from 'react';
import { getIsbat, saveIsbat } from '../../api/kalender';
import { ApiError } from '../../api/client';
import { HIJRI_MONTH_NAMES, hijriDate, mabimsMonthStart } from '../../contract/hijri';
import { IsbatForm } from '../../contract/kalender';
import { PageLayout } from '../../ui/page-layout';
import { Skeleton } from '../../ui/skeleton';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast';
import { useRemote } from '../../ui/use-remote';
import { DateField } from './admin-fields';
import { isbatSlots } from './isbat-slots';
import { AdminFailureBody } from './admin-gate';
import * as v from 'valibot';
import styles from './admin.module.css';
import own from './isbat-admin.module.css';

const longDay = new Intl.DateTimeFormat('id-ID', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayText = (date: string) => longDay.format(new Date(`${date}T00:00:00Z`));

/** The form opens on the coming Hijri month, the one the next isbat decides. */
function comingMonth(today: string): { year: number; month: number } {
  const now = hijriDate(today);
  return now.month === 12 ? { year: now.year + 1, month: 1 } : { year: now.year, month: now.month + 1 };
}

/**
 * /admin/kalender (network admins): Kemenag's sidang isbat decisions. The app counts Hijri days by
 * the MABIMS hisab; a decision recorded here wins, on every phone at its next sync.
 */
export function IsbatAdmin() {
  const [version, setVersion] = useState(0);
  const [chosen, setChosen] = useState<{ year: number; month: number } | null>(null);
  const remote = useRemote(`isbat:${version}`, (signal) => getIsbat({ signal }).then((a) => a.data));
  const today = new Date().toISOString().slice(0, 10);
  return (
    <PageLayout title="Kalender Hijriah">
      <div className={styles.page}>
        <p className={styles.panelNote}>
          Tanggal Hijriah di aplikasi dihitung dengan kriteria MABIMS (tinggi hilal 3°, elongasi 6,4°). Setelah sidang isbat
          Kementerian Agama, catat hasilnya di sini: semua ponsel memakainya saat tersambung berikutnya.
        </p>
        <IsbatFormPanel chosen={chosen} onSaved={() => setVersion((n) => n + 1)} />
        <section className={styles.panel} aria-labelledby="isbat-list">
          <h2 id="isbat-list" className={styles.panelTitle}>Hasil sidang isbat</h2>
          {remote.status === 'loading' ? <Skeleton height={160} radius={12} /> : null}
          {remote.status === 'error' ? <AdminFailureBody error={remote.error} onRetry={remote.retry} /> : null}
          {remote.status === 'ready' ? (
            <ul className={styles.list} style={{ gap: 0 }} data-testid="isbat-list">
              {isbatSlots(remote.data, today).map((slot) => {
                const name = `1 ${HIJRI_MONTH_NAMES[slot.month - 1]} ${slot.year} H`;
                return slot.decided ? (
                  <li key={`${slot.year}-${slot.month}`} className={own.decision}>
                    <span className={own.decisionMonth}>{name}</span>
                    <span className={own.decisionDay}>{dayText(slot.firstDay)}</span>
                  </li>
                ) : (
                  <li key={`${slot.year}-${slot.month}`} className={`${own.decision} ${own.missing}`} data-testid="isbat-missing">
                    <span className={own.decisionMonth}>{name}</span>
                    <span className={own.decisionDay}>
                      Belum dicatat · hisab MABIMS {dayText(slot.hisab)}
                      <button type="button" className="btn btn--outline btn--small" aria-label={`Catat ${name}`}
                        onClick={() => setChosen({ year: slot.year, month: slot.month })}>Catat</button>
                    </span>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </section>
      </div>
    </PageLayout>
  );
}

function IsbatFormPanel({ chosen, onSaved }: { chosen: { year: number; month: number } | null; onSaved: () => void }) {
  const toast = useToast();
  const start = comingMonth(new Date().toISOString().slice(0, 10));
  const [year, setYear] = useState(String(start.year));
  const [month, setMonth] = useState(String(start.month));
  const [firstDay, setFirstDay] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // 'Catat' on a month the list shows as missing: the form takes that month, in view.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!chosen) return;
    setYear(String(chosen.year));
    setMonth(String(chosen.month));
    setFirstDay('');
    setErrors({});
    formRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    formRef.current?.querySelector<HTMLInputElement>('input[name=first_day]')?.focus({ preventScroll: true });
  }, [chosen]);
  const hisab = /^\d{4}$/.test(year) ? mabimsMonthStart(Number(year), Number(month)) : undefined;

  const save = async () => {
    const form = { year, month, first_day: firstDay } as v.InferInput<typeof IsbatForm>;
    const checked = v.safeParse(IsbatForm, form);
    if (!checked.success) {
      // The first problem of each field is the one to mend first.
      setErrors(Object.fromEntries(checked.issues.map((i): [string, string] => [v.getDotPath(i) ?? '_', i.message]).reverse()));
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const answer = await saveIsbat(form);
      toast(answer.message, { tone: 'success' });
      setFirstDay('');
      onSaved();
    } catch (e) {
      if (e instanceof ApiError) setErrors({ ...e.errors, _: e.message });
      else setErrors({ _: 'Tidak dapat terhubung. Periksa koneksi internetmu.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} className={`${styles.panel} ${styles.form}`} noValidate aria-label="Catat hasil sidang isbat" onSubmit={(e) => { e.preventDefault(); void save(); }}>
      <h2 className={styles.panelTitle}>Catat hasil sidang isbat</h2>
      {errors._ ? <div className="alert alert--danger" role="alert">{errors._}</div> : null}
      <div className="field">
        <label className="field__label" htmlFor="isbat-month">Bulan</label>
        <select id="isbat-month" name="month" className={own.select} value={month} onChange={(e) => setMonth(e.target.value)}>
          {HIJRI_MONTH_NAMES.map((name, i) => <option key={name} value={String(i + 1)}>{name}</option>)}
        </select>
        <span className="field__error" role={errors.month ? 'alert' : undefined}>{errors.month ?? ''}</span>
      </div>
      <TextField label="Tahun Hijriah" name="year" inputMode="numeric" value={year} onChange={setYear} error={errors.year} />
      <DateField label={`Tanggal 1 ${HIJRI_MONTH_NAMES[Number(month) - 1]} (Masehi)`} name="first_day" value={firstDay} onChange={setFirstDay} error={errors.first_day} />
      {hisab ? (
        <p className={own.hisab} data-testid="isbat-hisab">
          Menurut hisab MABIMS: <strong>{dayText(hisab)}</strong>.{' '}
          <button type="button" className="btn btn--outline btn--small" onClick={() => setFirstDay(hisab)}>Pakai tanggal ini</button>
        </p>
      ) : null}
      <button type="submit" className="btn btn--block" disabled={busy}>{busy ? 'Menyimpan…' : 'Simpan'}</button>
    </form>
  );
}
