import { useState } from 'react';
import { getAdminMosqueTimes, removeFriday, saveFriday } from '../../api/mosque-times';
import { timeOfDay } from '../../contract/clock-text';
import { FridayForm } from '../../contract/mosque-times';
import { jakartaDate } from '../../contract/jakarta-date';
import { addDays, weekday } from '../../contract/zone-clock';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast';
import { useRemote } from '../../ui/use-remote';
import { AdminFailureBody } from './admin-gate';
import { DateField } from './admin-fields';
import { submitAttempt, useAttempts } from './attempt';
import { useAdminForm } from './use-admin-form';
import styles from './admin.module.css';
import own from './mosque-admin.module.css';

const dayText = (date: string) => new Intl.DateTimeFormat('id-ID', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

/** The coming Friday from a date (that date itself when it is one). */
export function comingFriday(today: string): string {
  return addDays(today, (5 - weekday(today) + 7) % 7);
}

/** 'Jumat': Fridays entered weeks ahead (time, khatib, imam, theme); the same date again replaces it. */
export function FridaysAdmin({ masjidId }: { masjidId: number }) {
  const [version, setVersion] = useState(0);
  const toast = useToast();
  const attemptFor = useAttempts();
  const remote = useRemote(`admin-fridays:${masjidId}:${version}`, (signal) => getAdminMosqueTimes(masjidId, { signal }));
  const today = jakartaDate(new Date());
  const upcoming = remote.status === 'ready' ? remote.data.fridays.filter((f) => f.date >= today) : [];
  const zone = remote.status === 'ready' ? remote.data.time_zone : 'Asia/Jakarta';
  const nextFree = (() => {
    let date = comingFriday(today);
    while (upcoming.some((f) => f.date === date)) date = addDays(date, 7);
    return date;
  })();
  const initial = { date: nextFree, time: '12:00', khatib: '', imam: '', theme: '' };
  const form = useAdminForm({ initial, schema: FridayForm, toRequest: (values) => ({ masjid_id: String(masjidId), ...values }), formId: `friday:${masjidId}` });
  const { values, set, touch, error } = form;
  const onSubmit = async () => {
    const answer = await form.submit((request, key) => saveFriday(request, key));
    if (!answer) return;
    toast(answer.message, { tone: 'success' });
    form.reset({ ...initial, date: addDays(values.date, 7), time: values.time });
    setVersion((n) => n + 1);
  };
  const remove = async (id: number) => {
    try {
      const answer = await submitAttempt(attemptFor(`remove-friday:${id}`), (key) => removeFriday(id, key));
      toast(answer.message, { tone: 'success' });
      setVersion((n) => n + 1);
    } catch {
      toast('Jadwal Jumat belum bisa dihapus. Coba lagi, ya.', { tone: 'danger' });
    }
  };
  return (
    <section className={styles.panel} aria-labelledby="admin-jumat">
      <h2 id="admin-jumat" className={styles.panelTitle}>Jumat</h2>
      {remote.status === 'error' ? <AdminFailureBody error={remote.error} onRetry={remote.retry} /> : null}
      {remote.status === 'ready' && upcoming.length === 0 ? <p className={styles.panelNote}>Belum ada jadwal Jumat. Isi beberapa pekan sekaligus, ya.</p> : null}
      {upcoming.length > 0 ? (
        <ul className={own.rows} data-testid="admin-fridays">
          {upcoming.map((f) => (
            <li key={f.id} className={own.row}>
              <span className={own.rowText}>
                <strong>{dayText(f.date)}, {timeOfDay(f.time, zone)}</strong>
                <span>Khatib {f.khatib}{f.imam ? ` · Imam ${f.imam}` : ''}{f.theme ? ` · ${f.theme}` : ''}</span>
              </span>
              <button type="button" className={own.linkButton} onClick={() => void remove(f.id)}>Hapus</button>
            </li>
          ))}
        </ul>
      ) : null}
      <form className={styles.form} noValidate aria-label="Simpan Jadwal Jumat" onSubmit={(e) => { e.preventDefault(); void onSubmit(); }}>
        {form.failure ? <div className="alert alert--danger" role="alert">{form.failure}</div> : null}
        <div className={own.two}>
          <DateField label="Tanggal (Jumat)" name="date" value={values.date} onChange={(x) => set('date', x)} onBlur={() => touch('date')} error={error('date')} />
          <TextField label="Jam salat" name="time" value={values.time} inputMode="numeric" placeholder="12:00" onChange={(x) => set('time', x)} onBlur={() => touch('time')} error={error('time')} />
        </div>
        <TextField label="Khatib" name="khatib" max={120} value={values.khatib} onChange={(x) => set('khatib', x)} onBlur={() => touch('khatib')} error={error('khatib')} />
        <TextField label="Imam (opsional)" name="imam" max={120} value={values.imam} onChange={(x) => set('imam', x)} error={error('imam')} />
        <TextField label="Tema khutbah (opsional)" name="theme" max={200} value={values.theme} onChange={(x) => set('theme', x)} error={error('theme')} />
        <button type="submit" className="btn btn--block" disabled={form.busy}>{form.busy ? 'Menyimpan…' : 'Simpan Jadwal Jumat'}</button>
      </form>
    </section>
  );
}
