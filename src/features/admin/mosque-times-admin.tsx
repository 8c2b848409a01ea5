import { useState } from 'react';
import { addSpecialDay, getAdminMosqueTimes, removeSpecialDay, saveIqamah } from '../../api/mosque-times';
import {
  IQAMAH_PRAYERS, IqamahForm, MOSQUE_TIME_ZONES, SPECIAL_DAY_KINDS, SPECIAL_DAY_LABELS, SpecialDayForm, TIME_ZONE_LABELS, typedIqamah,
  type MosqueTimes, type SpecialDayKind,
} from '../../contract/mosque-times';
import { timeOfDay } from '../../contract/clock-text';
import { jakartaDate } from '../../contract/jakarta-date';
import { Skeleton } from '../../ui/skeleton';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast';
import { useRemote } from '../../ui/use-remote';
import { AdminFailureBody } from './admin-gate';
import { DateField } from './admin-fields';
import { submitAttempt, useAttempts } from './attempt';
import { useAdminForm } from './use-admin-form';
import styles from './admin.module.css';
import own from './mosque-admin.module.css';

const PRAYER_LABELS = { subuh: 'Subuh', dzuhur: 'Dzuhur', ashar: 'Ashar', maghrib: 'Maghrib', isya: 'Isya' } as const;
const dayText = (date: string) => new Intl.DateTimeFormat('id-ID', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

/** 'Jadwal & Iqamah' of one mosque: iqamah per prayer, the wall screen's quiet minutes, and special days. */
export function MosqueTimesAdmin({ masjidId }: { masjidId: number }) {
  const [version, setVersion] = useState(0);
  const remote = useRemote(`admin-mosque-times:${masjidId}:${version}`, (signal) => getAdminMosqueTimes(masjidId, { signal }));
  return (
    <section className={styles.panel} aria-labelledby="admin-jadwal">
      <h2 id="admin-jadwal" className={styles.panelTitle}>Jadwal &amp; Iqamah</h2>
      {remote.status === 'loading' ? <Skeleton height={240} radius={12} /> : null}
      {remote.status === 'error' ? <AdminFailureBody error={remote.error} onRetry={remote.retry} /> : null}
      {remote.status === 'ready' ? (
        <>
          <IqamahFormView key={`iqamah:${version}`} masjidId={masjidId} times={remote.data} onSaved={() => setVersion((n) => n + 1)} />
          <SpecialDays masjidId={masjidId} times={remote.data} onChanged={() => setVersion((n) => n + 1)} />
        </>
      ) : null}
    </section>
  );
}

function IqamahFormView({ masjidId, times, onSaved }: { masjidId: number; times: MosqueTimes; onSaved: () => void }) {
  const toast = useToast();
  const initial = {
    time_zone: times.time_zone,
    quiet_minutes: String(times.quiet_minutes),
    iqamah_subuh: typedIqamah(times.iqamah.subuh),
    iqamah_dzuhur: typedIqamah(times.iqamah.dzuhur),
    iqamah_ashar: typedIqamah(times.iqamah.ashar),
    iqamah_maghrib: typedIqamah(times.iqamah.maghrib),
    iqamah_isya: typedIqamah(times.iqamah.isya),
  };
  const form = useAdminForm({ initial, schema: IqamahForm, toRequest: (values) => ({ masjid_id: String(masjidId), ...values }), formId: `iqamah:${masjidId}` });
  const { values, set, touch, error } = form;
  const onSubmit = async () => {
    const answer = await form.submit((request, key) => saveIqamah(request, key));
    if (!answer) return;
    toast(answer.message, { tone: 'success' });
    onSaved();
  };
  return (
    <form className={styles.form} noValidate aria-label="Atur Iqamah" onSubmit={(e) => { e.preventDefault(); void onSubmit(); }}>
      {form.failure ? <div className="alert alert--danger" role="alert">{form.failure}</div> : null}
      <p className={styles.panelNote}>
        Waktu adzan dihitung otomatis dari lokasi masjid. Isi iqamah dengan menit setelah adzan (misalnya 10) atau jam tetap (misalnya 04:45);
        kosongkan bila tidak ada.
      </p>
      <fieldset className={own.choice} style={{ border: 0, padding: 0, margin: 0 }} aria-label="Zona waktu">
        {MOSQUE_TIME_ZONES.map((z) => (
          <label key={z}><input type="radio" name="time_zone" checked={values.time_zone === z} onChange={() => set('time_zone', z)} />{TIME_ZONE_LABELS[z]}</label>
        ))}
      </fieldset>
      {error('time_zone') ? <p className="field__error">{error('time_zone')}</p> : null}
      <div className={own.two}>
        {IQAMAH_PRAYERS.map((p) => {
          const name = `iqamah_${p}` as const;
          return (
            <TextField key={p} label={`Iqamah ${PRAYER_LABELS[p]}`} name={name} value={values[name]} inputMode="numeric" placeholder="10 atau 04:45"
              onChange={(x) => set(name, x)} onBlur={() => touch(name)} error={error(name)} />
          );
        })}
        <TextField label="Layar tenang (menit)" name="quiet_minutes" value={values.quiet_minutes} inputMode="numeric"
          onChange={(x) => set('quiet_minutes', x)} onBlur={() => touch('quiet_minutes')} error={error('quiet_minutes')} />
      </div>
      <button type="submit" className="btn btn--block" disabled={form.busy}>{form.busy ? 'Menyimpan…' : 'Simpan Iqamah'}</button>
    </form>
  );
}

function SpecialDays({ masjidId, times, onChanged }: { masjidId: number; times: MosqueTimes; onChanged: () => void }) {
  const toast = useToast();
  const attemptFor = useAttempts();
  const initial = { kind: 'tarawih' as SpecialDayKind, date: jakartaDate(new Date()), until_date: '', time: '19:30', place: '', note: '' };
  const form = useAdminForm({ initial, schema: SpecialDayForm, toRequest: (values) => ({ masjid_id: String(masjidId), ...values }), formId: `special-day:${masjidId}` });
  const { values, set, touch, error } = form;
  const onSubmit = async () => {
    const answer = await form.submit((request, key) => addSpecialDay(request, key));
    if (!answer) return;
    toast(answer.message, { tone: 'success' });
    form.reset({ ...initial, kind: values.kind });
    onChanged();
  };
  const remove = async (id: number) => {
    try {
      const answer = await submitAttempt(attemptFor(`remove-special-day:${id}`), (key) => removeSpecialDay(id, key));
      toast(answer.message, { tone: 'success' });
      onChanged();
    } catch {
      toast('Hari khusus belum bisa dihapus. Coba lagi, ya.', { tone: 'danger' });
    }
  };
  return (
    <>
      <h3 className={styles.panelTitle}>Hari Khusus</h3>
      {times.special_days.length === 0 ? <p className={styles.panelNote}>Belum ada tarawih atau salat Id yang dijadwalkan.</p> : (
        <ul className={own.rows} data-testid="admin-special-days">
          {times.special_days.map((d) => (
            <li key={d.id} className={own.row}>
              <span className={own.rowText}>
                <strong>{SPECIAL_DAY_LABELS[d.kind]}</strong>
                <span>{dayText(d.date)}{d.until_date ? ` – ${dayText(d.until_date)}` : ''} · {timeOfDay(d.time, times.time_zone)}{d.place ? ` · ${d.place}` : ''}</span>
              </span>
              <button type="button" className={own.linkButton} onClick={() => void remove(d.id)}>Hapus</button>
            </li>
          ))}
        </ul>
      )}
      <form className={styles.form} noValidate aria-label="Tambah Hari Khusus" onSubmit={(e) => { e.preventDefault(); void onSubmit(); }}>
        {form.failure ? <div className="alert alert--danger" role="alert">{form.failure}</div> : null}
        <fieldset className={own.choice} style={{ border: 0, padding: 0, margin: 0 }} aria-label="Jenis hari khusus">
          {SPECIAL_DAY_KINDS.map((k) => (
            <label key={k}><input type="radio" name="kind" checked={values.kind === k} onChange={() => { set('kind', k); if (k !== 'tarawih') set('until_date', ''); }} />{SPECIAL_DAY_LABELS[k]}</label>
          ))}
        </fieldset>
        <div className={own.two}>
          <DateField label={values.kind === 'tarawih' ? 'Mulai' : 'Tanggal'} name="date" value={values.date} onChange={(x) => set('date', x)} onBlur={() => touch('date')} error={error('date')} />
          <TextField label="Jam" name="time" value={values.time} inputMode="numeric" placeholder="19:30" onChange={(x) => set('time', x)} onBlur={() => touch('time')} error={error('time')} />
        </div>
        {values.kind === 'tarawih' ? (
          <DateField label="Sampai (opsional)" name="until_date" value={values.until_date} onChange={(x) => set('until_date', x)} error={error('until_date')} />
        ) : null}
        <TextField label="Tempat (opsional)" name="place" max={200} value={values.place} placeholder="Halaman masjid" onChange={(x) => set('place', x)} error={error('place')} />
        <TextField label="Catatan (opsional)" name="note" max={500} value={values.note} onChange={(x) => set('note', x)} error={error('note')} />
        <button type="submit" className="btn btn--block btn--outline" disabled={form.busy}>{form.busy ? 'Menyimpan…' : 'Simpan Hari Khusus'}</button>
      </form>
    </>
  );
}
