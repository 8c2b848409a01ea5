import { useState } from 'react';
import { ApiError } from '../../api/client';
import { changeQurbanMeat, getAdminQurbanMeat, handOverQurbanMeat } from '../../api/qurban-meat';
import {
  MEAT_CATEGORIES, MEAT_CATEGORY_LABELS, MEAT_LIMITS, QurbanMeatForm, meatText,
  type MeatCategory, type QurbanMeatAdminView, type QurbanMeatHandOver,
} from '../../contract/qurban-meat';
import { Skeleton } from '../../ui/skeleton';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast';
import { useRemote } from '../../ui/use-remote';
import { AdminFailureBody } from './admin-gate';
import { formatMoment } from './admin-format';
import { submitAttempt, useAttempts } from './attempt';
import { useAdminForm } from './use-admin-form';
import styles from './admin.module.css';
import own from './mosque-admin.module.css';

/**
 * 'Penyaluran Daging' of one mosque's qurban: each hand-over to a group is recorded by one staff
 * member and confirmed by another, like the fitrah hand-overs; only confirmed ones reach the
 * mosque page's totals.
 */
export function QurbanMeatAdmin({ masjidId }: { masjidId: number }) {
  const [version, setVersion] = useState(0);
  const [fresh, setFresh] = useState<QurbanMeatAdminView | null>(null);
  const remote = useRemote(`admin-qurban-meat:${masjidId}:${version}`, (signal) => getAdminQurbanMeat(masjidId, { signal }));
  const view = fresh ?? (remote.status === 'ready' ? remote.data : null);
  const changed = (next: QurbanMeatAdminView) => {
    setFresh(next);
    setVersion((n) => n + 1);
  };
  return (
    <section className={styles.panel} aria-labelledby={`admin-qurban-meat-${masjidId}`}>
      <h2 id={`admin-qurban-meat-${masjidId}`} className={styles.panelTitle}>Penyaluran Daging</h2>
      <p className={styles.panelNote}>Catat daging yang diserahkan per kelompok (bukan nama orang). Pengurus lain mengonfirmasi; hanya yang dikonfirmasi tampil di halaman masjid.</p>
      {!view && remote.status === 'loading' ? <Skeleton height={120} radius={12} /> : null}
      {!view && remote.status === 'error' ? <AdminFailureBody error={remote.error} onRetry={remote.retry} /> : null}
      {view ? (
        <>
          <p className={styles.panelNote} data-testid="admin-meat-total">
            {view.totals.total.packages > 0 ? `Dikonfirmasi: ${meatText(view.totals.total)}` : 'Belum ada penyaluran yang dikonfirmasi.'}
          </p>
          {view.hand_overs.length > 0 ? (
            <ul className={own.rows} data-testid="admin-meat-list">
              {view.hand_overs.map((h) => <HandOverRow key={h.id} handOver={h} onChanged={changed} />)}
            </ul>
          ) : null}
          <MeatForm masjidId={masjidId} onRecorded={changed} />
        </>
      ) : null}
    </section>
  );
}

function HandOverRow({ handOver: h, onChanged }: { handOver: QurbanMeatHandOver; onChanged: (v: QurbanMeatAdminView) => void }) {
  const toast = useToast();
  const attemptFor = useAttempts();
  const [busy, setBusy] = useState(false);
  const act = async (kode: 'confirm_qurban_meat' | 'cancel_qurban_meat') => {
    setBusy(true);
    try {
      const answer = await submitAttempt(attemptFor(`${kode}:${h.id}`), (key) => changeQurbanMeat(kode, h.id, key));
      toast(answer.message, { tone: 'success' });
      onChanged(answer.data);
    } catch (error) {
      toast(error instanceof ApiError ? error.message : 'Belum bisa disimpan. Coba lagi, ya.', { tone: 'danger' });
    } finally {
      setBusy(false);
    }
  };
  const pending = !h.confirmed_by;
  return (
    <li className={own.row} data-testid="admin-meat-row">
      <span className={own.rowText}>
        <strong>{h.label}</strong>
        <span>{MEAT_CATEGORY_LABELS[h.category]} · {meatText(h)}</span>
        <span>Dicatat {h.recorded_by} · {formatMoment(h.recorded_at)}</span>
        {pending ? <span>{h.recorded_by_me ? 'Menunggu konfirmasi pengurus lain' : 'Menunggu konfirmasimu'}</span> : <span className={own.done}>Dikonfirmasi {h.confirmed_by}</span>}
      </span>
      {pending && !h.recorded_by_me ? <button type="button" className="btn btn--small" disabled={busy} onClick={() => void act('confirm_qurban_meat')}>Konfirmasi</button> : null}
      {pending && h.recorded_by_me ? (
        <button type="button" className="btn btn--outline btn--small" disabled={busy}
          onClick={() => { if (window.confirm(`Batalkan catatan penyaluran ke ${h.label}?`)) void act('cancel_qurban_meat'); }}>Batalkan</button>
      ) : null}
    </li>
  );
}

function MeatForm({ masjidId, onRecorded }: { masjidId: number; onRecorded: (v: QurbanMeatAdminView) => void }) {
  const toast = useToast();
  const initial = { label: '', category: 'warga' as MeatCategory, packages: '', kg: '' };
  const form = useAdminForm({ initial, schema: QurbanMeatForm, toRequest: (values) => ({ ...values, masjid_id: String(masjidId) }), formId: `qurban-meat:${masjidId}` });
  const { values, set, touch, error } = form;
  const onSubmit = async () => {
    const answer = await form.submit((request, key) => handOverQurbanMeat(request, key));
    if (!answer) return;
    toast(answer.message, { tone: 'success' });
    form.reset({ ...initial, category: values.category });
    onRecorded(answer.data);
  };
  return (
    <form className={styles.form} noValidate aria-label="Catat Penyaluran Daging" onSubmit={(e) => { e.preventDefault(); void onSubmit(); }}>
      <h3 className={styles.panelTitle}>Catat Penyaluran</h3>
      {form.failure ? <div className="alert alert--danger" role="alert">{form.failure}</div> : null}
      <TextField label="Penerima (kelompok)" name="label" max={MEAT_LIMITS.labelMax} value={values.label} placeholder="Warga RT 03"
        onChange={(x) => set('label', x)} onBlur={() => touch('label')} error={error('label')} />
      <div className={`field ${own.fieldTop}`}>
        <label className="field__label" htmlFor={`meat-category-${masjidId}`}>Kelompok penerima</label>
        <select id={`meat-category-${masjidId}`} name="category" className={own.select} value={values.category} onChange={(e) => set('category', e.target.value as MeatCategory)}>
          {MEAT_CATEGORIES.map((c) => <option key={c} value={c}>{MEAT_CATEGORY_LABELS[c]}</option>)}
        </select>
      </div>
      <div className={own.two}>
        <TextField label="Jumlah paket" name="packages" inputMode="numeric" value={values.packages}
          onChange={(x) => set('packages', x)} onBlur={() => touch('packages')} error={error('packages')} />
        <TextField label="Berat (kg)" name="kg" inputMode="decimal" value={values.kg} placeholder="2,5"
          onChange={(x) => set('kg', x)} onBlur={() => touch('kg')} error={error('kg')} />
      </div>
      <button type="submit" className="btn btn--block btn--outline" disabled={form.busy}>{form.busy ? 'Menyimpan…' : 'Catat Penyaluran'}</button>
    </form>
  );
}
