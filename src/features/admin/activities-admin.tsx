import { useState } from 'react';
import { addActivity, cancelActivity, listAdminActivities } from '../../api/admin-mosque';
import { ActivityForm } from '../../contract/admin-mosque';
import { timeOfDayAt } from '../../contract/clock-text';
import { ACTIVITY_KIND_LABELS, NEW_ACTIVITY_KINDS, type NewActivityKind } from '../../contract/mosque-finance';
import { jakartaDate } from '../../contract/jakarta-date';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast';
import { useRemote } from '../../ui/use-remote';
import { DateField } from './admin-fields';
import { useAdminForm } from './use-admin-form';
import { submitAttempt, useAttempts } from './attempt';
import styles from './admin.module.css';
import own from './mosque-admin.module.css';

const day = new Intl.DateTimeFormat('id-ID', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Asia/Jakarta' });

/** 'Kegiatan' of one mosque: what is coming (cancel), and a form for a one-off or weekly activity. */
export function ActivitiesAdmin({ masjidId }: { masjidId: number }) {
  const [version, setVersion] = useState(0);
  const toast = useToast();
  const remote = useRemote(`admin-activities:${masjidId}:${version}`, (signal) => listAdminActivities(masjidId, { signal }));
  const initial = { kind: 'kajian' as NewActivityKind, title: '', speaker: '', note: '', date: jakartaDate(new Date()), time: '19:30', repeat: 'none' as 'none' | 'weekly', until_date: '', capacity: '' };
  const form = useAdminForm({ initial, schema: ActivityForm, toRequest: (values) => ({ masjid_id: String(masjidId), ...values }), formId: `activity:${masjidId}` });
  const { values, set, touch, error } = form;
  const onSubmit = async () => {
    const answer = await form.submit((request, key) => addActivity(request, key));
    if (!answer) return;
    toast(answer.message, { tone: 'success' });
    form.reset({ ...initial, kind: values.kind });
    setVersion((n) => n + 1);
  };
  const attemptFor = useAttempts();
  const cancel = async (id: number) => {
    try {
      const answer = await submitAttempt(attemptFor(`cancel-activity:${id}`), (key) => cancelActivity(id, key));
      toast(answer.message, { tone: 'success' });
      setVersion((n) => n + 1);
    } catch {
      toast('Kegiatan belum bisa dibatalkan. Coba lagi, ya.', { tone: 'danger' });
    }
  };
  return (
    <section className={styles.panel} aria-labelledby="admin-kegiatan">
      <h2 id="admin-kegiatan" className={styles.panelTitle}>Kegiatan</h2>
      {remote.status === 'ready' && remote.data.length === 0 ? <p className={styles.panelNote}>Belum ada kegiatan terjadwal.</p> : null}
      {remote.status === 'ready' && remote.data.length > 0 ? (
        <ul className={own.rows} data-testid="admin-activities">
          {remote.data.map((a) => (
            <li key={a.id} className={own.row}>
              <span className={own.rowText}>
                <strong>{a.title}</strong>
                <span>{ACTIVITY_KIND_LABELS[a.kind]}{a.repeat === 'weekly' ? ' · pekanan' : ''} · {day.format(new Date(a.next_at))}, {timeOfDayAt(new Date(a.next_at), 'Asia/Jakarta')}{a.capacity ? ` · kuota ${a.capacity}` : ''}</span>
              </span>
              <button type="button" className={own.linkButton} onClick={() => void cancel(a.id)}>Batalkan</button>
            </li>
          ))}
        </ul>
      ) : null}
      <form className={styles.form} noValidate aria-label="Tambah Kegiatan" onSubmit={(e) => { e.preventDefault(); void onSubmit(); }}>
        {form.failure ? <div className="alert alert--danger" role="alert">{form.failure}</div> : null}
        <fieldset className={own.choice} style={{ border: 0, padding: 0, margin: 0 }} aria-label="Jenis kegiatan">
          {NEW_ACTIVITY_KINDS.map((k) => (
            <label key={k}><input type="radio" name="kind" checked={values.kind === k} onChange={() => set('kind', k)} />{ACTIVITY_KIND_LABELS[k]}</label>
          ))}
        </fieldset>
        <p className={styles.panelNote}>Salat Jumat diisi di bagian Jumat di atas, bukan di sini.</p>
        <TextField label="Nama Kegiatan" name="title" max={120} value={values.title} onChange={(x) => set('title', x)} onBlur={() => touch('title')} error={error('title')} />
        <TextField label="Ustadz / Khatib / Imam" name="speaker" max={120} value={values.speaker} onChange={(x) => set('speaker', x)} error={error('speaker')} />
        <div className={own.two}>
          <DateField label="Tanggal" name="date" value={values.date} onChange={(x) => set('date', x)} onBlur={() => touch('date')} error={error('date')} />
          <TextField label="Jam (WIB)" name="time" value={values.time} inputMode="numeric" placeholder="19:30" onChange={(x) => set('time', x)} onBlur={() => touch('time')} error={error('time')} />
        </div>
        <fieldset className={own.choice} style={{ border: 0, padding: 0, margin: 0 }} aria-label="Pengulangan">
          <label><input type="radio" name="repeat" checked={values.repeat === 'none'} onChange={() => set('repeat', 'none')} />Sekali</label>
          <label><input type="radio" name="repeat" checked={values.repeat === 'weekly'} onChange={() => set('repeat', 'weekly')} />Setiap pekan</label>
        </fieldset>
        {values.repeat === 'weekly' ? (
          <DateField label="Berakhir (opsional)" name="until_date" value={values.until_date} onChange={(x) => set('until_date', x)} error={error('until_date')} />
        ) : null}
        <TextField label="Kuota pendaftar (kosongkan bila tanpa pendaftaran)" name="capacity" value={values.capacity} inputMode="numeric"
          onChange={(x) => set('capacity', x)} onBlur={() => touch('capacity')} error={error('capacity')} />
        <TextField label="Catatan (opsional)" name="note" max={1000} value={values.note} onChange={(x) => set('note', x)} error={error('note')} />
        <button type="submit" className="btn btn--block" disabled={form.busy}>{form.busy ? 'Menyimpan…' : 'Terbitkan Kegiatan'}</button>
      </form>
    </section>
  );
}
