import { useState } from 'react';
import { addFinanceEntry, listFinanceEntries } from '../../api/admin-mosque';
import { FinanceEntryForm, type FinanceEntry } from '../../contract/admin-mosque';
import { jakartaDate } from '../../contract/jakarta-date';
import { formatRupiah } from '../../lib/rupiah';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast';
import { useRemote } from '../../ui/use-remote';
import { AmountField, DateField } from './admin-fields';
import { useStepUp } from './step-up';
import { useAdminForm } from './use-admin-form';
import styles from './admin.module.css';
import own from './mosque-admin.module.css';

const INCOME_SUGGESTIONS = ['Kotak Jumat', 'Kotak harian', 'Hamba Allah', 'Sewa aula', 'Zakat fitrah', 'Zakat maal', 'Fidyah', 'Wakaf'];
const EXPENSE_SUGGESTIONS = ['Listrik dan air', 'Kebersihan', 'Honor khatib', 'Perawatan', 'Kegiatan'];
const day = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * 'Keuangan' of one mosque: the cash the staff count and spend. Entries are never edited; a
 * mistake is corrected by a new entry (a negative amount naming the entry it corrects).
 */
export function FinanceAdmin({ masjidId }: { masjidId: number }) {
  const [version, setVersion] = useState(0);
  const toast = useToast();
  const withStepUp = useStepUp();
  const remote = useRemote(`admin-finance:${masjidId}:${version}`, (signal) => listFinanceEntries(masjidId, { signal }));
  const initial = { kind: 'income' as 'income' | 'expense', category: '', amount: '', entry_date: jakartaDate(new Date()), note: '', corrects_id: '' };
  const form = useAdminForm({ initial, schema: FinanceEntryForm, toRequest: (values) => ({ masjid_id: String(masjidId), ...values }), formId: `finance:${masjidId}` });
  const { values, set, touch, error } = form;
  const onSubmit = async () => {
    const answer = await form.submit((request, key) => withStepUp(() => addFinanceEntry(request, key)));
    if (!answer) return;
    toast(answer.message, { tone: 'success' });
    form.reset({ ...initial, kind: values.kind });
    setVersion((n) => n + 1);
  };
  const correct = (e: FinanceEntry) => {
    form.reset({ ...initial, kind: e.kind, category: e.category, corrects_id: String(e.id), note: `Koreksi catatan ${day.format(new Date(`${e.entry_date}T00:00:00Z`))}` });
  };
  const suggestions = values.kind === 'income' ? INCOME_SUGGESTIONS : EXPENSE_SUGGESTIONS;
  return (
    <section className={styles.panel} aria-labelledby="admin-keuangan">
      <h2 id="admin-keuangan" className={styles.panelTitle}>Keuangan</h2>
      <form className={styles.form} noValidate aria-label="Catat Keuangan" onSubmit={(e) => { e.preventDefault(); void onSubmit(); }}>
        {form.failure ? <div className="alert alert--danger" role="alert">{form.failure}</div> : null}
        <fieldset className={own.choice} style={{ border: 0, padding: 0, margin: 0 }} aria-label="Jenis catatan">
          <label><input type="radio" name="kind" checked={values.kind === 'income'} onChange={() => set('kind', 'income')} />Pemasukan tunai</label>
          <label><input type="radio" name="kind" checked={values.kind === 'expense'} onChange={() => set('kind', 'expense')} />Pengeluaran</label>
        </fieldset>
        {values.corrects_id ? (
          <div className="alert" role="status">
            Koreksi catatan #{values.corrects_id}: isi selisihnya (boleh minus, misalnya -50000).{' '}
            <button type="button" className={own.linkButton} onClick={() => form.reset(initial)}>Batal koreksi</button>
          </div>
        ) : null}
        <TextField label="Kategori" name="category" max={60} value={values.category} onChange={(x) => set('category', x)} onBlur={() => touch('category')} error={error('category')} />
        <div className={own.choice}>
          {suggestions.map((s) => <button key={s} type="button" className={styles.chip} aria-pressed={values.category === s} onClick={() => set('category', s)}>{s}</button>)}
        </div>
        {values.kind === 'income' ? <p className={styles.panelNote}>Kategori yang memuat kata Zakat, Fidyah atau Wakaf tercatat terpisah dari infaq di laporan.</p> : null}
        <div className={own.two}>
          {values.corrects_id ? (
            <TextField label="Nominal" name="amount" inputMode="numeric" prefix="Rp" value={values.amount} onChange={(x) => set('amount', x.replace(/[^\d-]/g, ''))} onBlur={() => touch('amount')} error={error('amount')} />
          ) : (
            <AmountField label="Nominal" name="amount" value={values.amount} onChange={(x) => set('amount', x)} onBlur={() => touch('amount')} error={error('amount')} />
          )}
          <DateField label="Tanggal" name="entry_date" value={values.entry_date} onChange={(x) => set('entry_date', x)} onBlur={() => touch('entry_date')} error={error('entry_date')} />
        </div>
        <TextField label="Catatan (opsional)" name="note" max={500} value={values.note} onChange={(x) => set('note', x)} error={error('note')} />
        <button type="submit" className="btn btn--block" disabled={form.busy}>{form.busy ? 'Menyimpan…' : 'Simpan Catatan'}</button>
      </form>
      {remote.status === 'ready' && remote.data.length === 0 ? <p className={styles.panelNote}>Belum ada catatan kas.</p> : null}
      {remote.status === 'ready' && remote.data.length > 0 ? (
        <ul className={own.rows} data-testid="admin-finance-entries">
          {remote.data.slice(0, 30).map((e) => (
            <li key={e.id} className={own.row}>
              <span className={own.rowText}>
                <strong>{e.category}</strong>
                <span>{day.format(new Date(`${e.entry_date}T00:00:00Z`))}{e.corrects_id ? ` · koreksi #${e.corrects_id}` : ''}{e.note ? ` · ${e.note}` : ''}</span>
              </span>
              <span className={own.amount} data-kind={e.kind}>{e.kind === 'expense' ? '−' : '+'}{formatRupiah(e.amount)}</span>
              {e.corrects_id ? null : <button type="button" className={own.linkButton} onClick={() => correct(e)} aria-label={`Koreksi ${e.category}`}>Koreksi</button>}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
