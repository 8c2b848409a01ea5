import { useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import * as v from 'valibot';
import { ApiError, NetworkError } from '../../api/client';
import { confirmFitrahShift, countFitrahShift, deleteFitrahEntry, getFitrahDesk, recordFitrahEntry } from '../../api/fitrah-desk';
import type { FitrahEntryRequest } from '../../api/fitrah-desk-entry';
import {
  FITRAH_DESK_LIMITS, FitrahEntryForm, fitrahReceiptLines, riceFor, riceText,
  type FitrahDeskEntry, type FitrahDeskKind, type FitrahDeskView, type FitrahShift, type FitrahTotals, type RiceUnit,
} from '../../contract/fitrah-desk';
import { formatRupiah } from '../../contract/rupiah';
import { jakartaDate } from '../../contract/jakarta-date';
import type { OutboxEntry } from '../../db/database';
import { NIAT } from '../../lib/zakat-niat';
import { dismissRejected, enqueue } from '../../sync/outbox';
import { FitrahDeskPayloadSchema } from '../../sync/fitrah-desk-outbox';
import { useOutboxReplay, usePendingOutbox, useRejectedOutbox } from '../../sync/use-outbox';
import { clientErrors, submitFailure, type FieldErrors } from '../../ui/form-error';
import { PageLayout } from '../../ui/page-layout';
import { Skeleton } from '../../ui/skeleton';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast';
import { useRemote } from '../../ui/use-remote';
import { ZakatNiat } from '../../ui/zakat-niat';
import { AdminFailureBody } from './admin-gate';
import { whatsappShareHref } from './friday-report-text';
import styles from './admin.module.css';
import rows from './mosque-admin.module.css';
import own from './fitrah-desk.module.css';
import { registerFitrahDeskEntry } from '../../sync/fitrah-desk-outbox';

// The desk queues its entries in the outbox; the kind is the desk's own (sync/fitrah-desk-outbox.ts).
registerFitrahDeskEntry();

/*
 * Meja Zakat Fitrah (/admin/masjid/$id/zakat-fitrah): a phone at the desk. Each household is
 * entered with an id made here; without a signal the entry waits in the outbox under that id
 * ('Menunggu sinyal') and is sent when the signal returns, so it is never made twice.
 */

/** A row of the list: the server's, or one still on this phone (waiting or refused). */
type Row = FitrahDeskEntry & { waiting?: 'pending' | 'refused'; refusal?: string; seq?: number };

function queuedRows(entries: readonly OutboxEntry[], masjidId: number, rate: number, state: 'pending' | 'refused'): Row[] {
  return entries.flatMap((entry) => {
    const parsed = v.safeParse(FitrahDeskPayloadSchema, entry.payload);
    if (!parsed.success || parsed.output.masjid_id !== String(masjidId)) return [];
    const p = parsed.output;
    const jiwa = Number(p.jiwa);
    const rice = p.kind === 'beras' ? riceFor(jiwa, p.unit) : 0;
    return [{
      id: -(entry.seq ?? 0), client_id: p.client_id, source: 'meja', nama: p.nama, jiwa, kind: p.kind, amount: p.kind === 'uang' ? jiwa * rate : 0,
      rice_grams: p.unit === 'kg' ? rice : 0, rice_ml: p.unit === 'liter' ? rice : 0, note: p.note, created_at: entry.createdAt, created_by: '',
      in_shift: false, possible_duplicate: false, waiting: state, refusal: entry.rejected?.message, seq: entry.seq,
    }];
  });
}

const totalsOf = (list: readonly Row[]): FitrahTotals => list.reduce<FitrahTotals>(
  (t, e) => ({ entries: t.entries + 1, jiwa: t.jiwa + e.jiwa, amount: t.amount + e.amount, rice_grams: t.rice_grams + e.rice_grams, rice_ml: t.rice_ml + e.rice_ml }),
  { entries: 0, jiwa: 0, amount: 0, rice_grams: 0, rice_ml: 0 },
);

const paidText = (e: Pick<FitrahDeskEntry, 'kind' | 'amount' | 'rice_grams' | 'rice_ml'>) =>
  (e.kind === 'uang' ? formatRupiah(e.amount) : riceText(e.rice_grams, e.rice_ml));

export function FitrahDeskPage({ id }: { id: number }) {
  const remote = useRemote(`fitrah-desk:${id}`, (signal) => getFitrahDesk(id, { signal }));
  // Entries made without a signal are sent from here too once it returns.
  useOutboxReplay();
  const pending = usePendingOutbox('fitrah_desk_entry');
  const rejected = useRejectedOutbox('fitrah_desk_entry');
  const waitedBefore = useRef(0);
  const { retry } = remote;
  useEffect(() => {
    // Once what waited on this phone is sent (or refused), the desk reads the server's list again.
    if (pending.length < waitedBefore.current) retry();
    waitedBefore.current = pending.length;
  }, [pending.length, retry]);
  return (
    <PageLayout title="Meja Zakat Fitrah">
      <div className={styles.page}>
        {remote.status === 'loading' ? <><Skeleton height={260} radius={16} /><Skeleton height={200} radius={16} /></> : null}
        {remote.status === 'error' ? <AdminFailureBody error={remote.error} onRetry={remote.retry} /> : null}
        {remote.status === 'ready' ? (
          <Desk view={remote.data} refresh={remote.retry}
            waiting={[...queuedRows(rejected, id, remote.data.rate, 'refused'), ...queuedRows(pending, id, remote.data.rate, 'pending')]} />
        ) : null}
      </div>
    </PageLayout>
  );
}

function Desk({ view, waiting, refresh }: { view: FitrahDeskView; waiting: Row[]; refresh: () => void }) {
  const [receipt, setReceipt] = useState<Row | null>(null);
  const today = jakartaDate(new Date());
  // What the server has and what still waits on this phone; an entry sent meanwhile shows once.
  const sent = new Set(view.entries.map((e) => e.client_id));
  const queued = waiting.filter((w) => !sent.has(w.client_id));
  const todays: Row[] = [...queued, ...view.entries.filter((e) => jakartaDate(new Date(e.created_at)) === today)];
  const counted = totalsOf(todays.filter((e) => e.waiting !== 'refused'));
  return (
    <>
      <div className={`${styles.panel} ${own.noPrint}`}>
        <h2>{view.mosque.nama}</h2>
        <p className={styles.panelNote}>Musim {view.season} H · tarif {formatRupiah(view.rate)} per jiwa · beras 2,5 kg atau 3,5 liter per jiwa</p>
        <Link to="/admin/masjid/$id" params={{ id: String(view.mosque.id) }} className="btn btn--outline btn--small">Kembali ke Kelola Masjid</Link>
      </div>
      <EntryForm view={view} onSaved={refresh} />
      <section className={`${styles.panel} ${own.noPrint}`} aria-labelledby="fitrah-today">
        <h2 id="fitrah-today" className={styles.panelTitle}>Hari ini</h2>
        <dl className={own.totals} data-testid="fitrah-totals">
          <div><dt>Uang</dt><dd>{formatRupiah(counted.amount)}</dd></div>
          <div><dt>Beras</dt><dd>{riceText(counted.rice_grams, counted.rice_ml)}</dd></div>
          <div><dt>Jiwa</dt><dd>{counted.jiwa}</dd></div>
        </dl>
        {todays.length === 0 ? <p className={styles.panelNote}>Belum ada zakat fitrah hari ini.</p> : (
          <ul className={rows.rows} data-testid="fitrah-entries">
            {todays.map((e) => <EntryRow key={`${e.source}:${e.client_id}`} entry={e} onReceipt={() => setReceipt(e)} onChanged={refresh} />)}
          </ul>
        )}
        <p className={styles.panelNote}>Sepanjang musim: {formatRupiah(view.totals.amount)} · {riceText(view.totals.rice_grams, view.totals.rice_ml)} beras · {view.totals.jiwa} jiwa ({view.totals.entries} keluarga)</p>
      </section>
      <ShiftPanel view={view} onChanged={refresh} />
      {receipt ? <Receipt mosque={view.mosque.nama} entry={receipt} onClose={() => setReceipt(null)} /> : null}
    </>
  );
}

const blank = { nama: '', jiwa: '1', kind: 'uang' as FitrahDeskKind, unit: 'kg' as RiceUnit, note: '' };

function EntryForm({ view, onSaved }: { view: FitrahDeskView; onSaved: () => void }) {
  const toast = useToast();
  const [values, setValues] = useState(blank);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof typeof blank>(k: K, x: (typeof blank)[K]) => setValues((old) => ({ ...old, [k]: x }));
  const jiwa = Number(values.jiwa);
  const sane = Number.isInteger(jiwa) && jiwa >= 1 && jiwa <= FITRAH_DESK_LIMITS.jiwa;
  const due = !sane ? '—' : values.kind === 'uang' ? formatRupiah(jiwa * view.rate)
    : riceText(values.unit === 'kg' ? riceFor(jiwa, 'kg') : 0, values.unit === 'liter' ? riceFor(jiwa, 'liter') : 0);

  const save = async () => {
    const request: FitrahEntryRequest = { masjid_id: String(view.mosque.id), client_id: crypto.randomUUID(), ...values };
    const problems = clientErrors(FitrahEntryForm, request);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      const answer = await recordFitrahEntry(request, { key: request.client_id });
      toast(answer.message, { tone: 'success' });
      setValues(blank);
      onSaved();
    } catch (error) {
      if (error instanceof NetworkError) {
        await enqueue('fitrah_desk_entry', request, { id: request.client_id });
        toast('Tersimpan di HP ini. Terkirim otomatis saat ada sinyal.', { tone: 'success' });
        setValues(blank);
      } else {
        const failure = submitFailure(error, Object.keys(request));
        setErrors(failure.fields);
        if (failure.message) toast(failure.message, { tone: 'danger', ms: 4000 });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={`${styles.panel} ${own.noPrint}`} aria-labelledby="fitrah-entry">
      <h2 id="fitrah-entry" className={styles.panelTitle}>Catat Zakat Fitrah</h2>
      <form className={styles.form} noValidate aria-label="Catat Zakat Fitrah" onSubmit={(e) => { e.preventDefault(); void save(); }}>
        <TextField label="Nama kepala keluarga" name="nama" max={FITRAH_DESK_LIMITS.nameMax} value={values.nama} onChange={(x) => set('nama', x)} error={errors.nama} autoComplete="off" />
        <TextField label="Jumlah jiwa" name="jiwa" inputMode="numeric" value={values.jiwa} onChange={(x) => set('jiwa', x.replace(/\D/g, '').slice(0, 3))} error={errors.jiwa} />
        <div className={own.choice} role="group" aria-label="Dibayar dengan">
          {(['uang', 'beras'] as const).map((k) => (
            <button key={k} type="button" className={`btn ${values.kind === k ? '' : 'btn--outline'}`} aria-pressed={values.kind === k} onClick={() => set('kind', k)}>
              {k === 'uang' ? 'Uang' : 'Beras'}
            </button>
          ))}
        </div>
        {values.kind === 'beras' ? (
          <div className={own.choice} role="group" aria-label="Takaran beras">
            {(['kg', 'liter'] as const).map((u) => (
              <button key={u} type="button" className={`btn btn--small ${values.unit === u ? '' : 'btn--outline'}`} aria-pressed={values.unit === u} onClick={() => set('unit', u)}>{u}</button>
            ))}
          </div>
        ) : null}
        <p className={own.due} aria-live="polite" data-testid="fitrah-due">
          <span>{values.kind === 'uang' ? 'Uang yang diterima' : 'Beras yang diterima'}</span>
          <strong>{due}</strong>
        </p>
        <TextField label="Catatan (opsional)" name="note" max={FITRAH_DESK_LIMITS.note} value={values.note} onChange={(x) => set('note', x)} error={errors.note} />
        <details className={own.niat}>
          <summary>Niat zakat fitrah untuk keluarga ini</summary>
          <ZakatNiat kind="fitrah" />
        </details>
        <button type="submit" className="btn btn--block" disabled={busy}>{busy ? 'Menyimpan…' : 'Simpan'}</button>
      </form>
    </section>
  );
}

function EntryRow({ entry: e, onReceipt, onChanged }: { entry: Row; onReceipt: () => void; onChanged: () => void }) {
  const toast = useToast();
  const remove = async () => {
    if (!window.confirm(`Hapus catatan ${e.nama}? Catatan yang dihapus tidak lagi dihitung.`)) return;
    try {
      const answer = await deleteFitrahEntry(e.id, crypto.randomUUID());
      toast(answer.message, { tone: 'success' });
    } catch (error) {
      toast(submitFailure(error, []).message ?? 'Belum berhasil. Coba lagi, ya.', { tone: 'danger' });
    }
    onChanged();
  };
  return (
    <li className={rows.row} data-state={e.waiting ?? e.source}>
      <span className={rows.rowText}>
        <strong>{e.nama}</strong>
        <span>{e.jiwa} jiwa · {e.kind === 'uang' ? 'Uang' : 'Beras'} {paidText(e)}</span>
        <span className={own.badges}>
          {e.source === 'online' ? <span className={own.badge}>Online</span> : null}
          {e.waiting === 'pending' ? <span className={own.badge} data-tone="wait">Menunggu sinyal</span> : null}
          {e.waiting === 'refused' ? <span className={own.badge} data-tone="danger">Ditolak: {e.refusal}</span> : null}
          {e.possible_duplicate ? <span className={own.badge} data-tone="wait">Mungkin tercatat dua kali</span> : null}
        </span>
      </span>
      <span className={own.actions}>
        {e.waiting === 'refused' ? null : <button type="button" className="btn btn--small btn--outline" onClick={onReceipt} aria-label={`Bukti ${e.nama}`}>Bukti</button>}
        {e.waiting === 'refused' && e.seq !== undefined ? <button type="button" className={rows.linkButton} onClick={() => void dismissRejected(e.seq!)}>Tutup</button> : null}
        {!e.waiting && e.source === 'meja' && !e.in_shift ? <button type="button" className={rows.linkButton} onClick={() => void remove()} aria-label={`Hapus ${e.nama}`}>Hapus</button> : null}
      </span>
    </li>
  );
}

function Receipt({ mosque, entry, onClose }: { mosque: string; entry: Row; onClose: () => void }) {
  const lines = fitrahReceiptLines(mosque, entry);
  const niat = NIAT.fitrah;
  const text = [...lines, '', `Niat: ${niat.latin}`, `"${niat.meaning}"`, '', 'Semoga Allah menerima zakatmu dan menyucikan hartamu.'].join('\n');
  const shown = useRef<HTMLElement>(null);
  // The Bukti opens below the lists: brought into view for the payer at the desk.
  useEffect(() => shown.current?.scrollIntoView({ block: 'start' }), [entry.client_id]);
  return (
    <section ref={shown} className={`${styles.panel} ${own.receipt}`} aria-labelledby="fitrah-receipt" data-testid="fitrah-receipt">
      <h2 id="fitrah-receipt" className={styles.panelTitle}>{lines[0]}</h2>
      <ul className={own.receiptLines}>{lines.slice(1).map((l) => <li key={l}>{l}</li>)}</ul>
      {entry.waiting ? <p className={styles.panelNote}>Belum terkirim ke server: menunggu sinyal.</p> : null}
      <ZakatNiat kind="fitrah" />
      <div className={`${own.choice} ${own.noPrint}`}>
        <button type="button" className="btn btn--small" onClick={() => window.print()}>Cetak</button>
        <a className="btn btn--small btn--outline" href={whatsappShareHref(text)} target="_blank" rel="noopener noreferrer">Kirim WhatsApp</a>
        <button type="button" className="btn btn--small btn--ghost" onClick={onClose}>Tutup</button>
      </div>
    </section>
  );
}

const kgText = (grams: number) => String(grams / 1000).replace('.', ',');

function ShiftPanel({ view, onChanged }: { view: FitrahDeskView; onChanged: () => void }) {
  const toast = useToast();
  const [values, setValues] = useState({ cash: '', rice_kg: '', rice_liter: '', note: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const pending = view.shifts.filter((s) => s.status === 'pending');
  const confirmed = view.shifts.filter((s) => s.status === 'confirmed').slice(0, 5);
  const count = async () => {
    setBusy(true);
    try {
      const answer = await countFitrahShift({ masjid_id: String(view.mosque.id), ...values }, crypto.randomUUID());
      toast(answer.message, { tone: 'success' });
      setValues({ cash: '', rice_kg: '', rice_liter: '', note: '' });
      setErrors({});
      onChanged();
    } catch (error) {
      const failure = submitFailure(error, Object.keys(values));
      setErrors(failure.fields);
      if (failure.message) toast(failure.message, { tone: 'danger', ms: 4000 });
    } finally {
      setBusy(false);
    }
  };
  const confirm = async (shift: FitrahShift) => {
    try {
      toast((await confirmFitrahShift(shift.id, crypto.randomUUID())).message, { tone: 'success' });
    } catch (error) {
      toast(error instanceof ApiError || error instanceof NetworkError ? error.message : 'Belum berhasil. Coba lagi, ya.', { tone: 'danger' });
    }
    onChanged();
  };
  return (
    <section className={`${styles.panel} ${own.noPrint}`} aria-labelledby="fitrah-shift">
      <h2 id="fitrah-shift" className={styles.panelTitle}>Tutup Meja</h2>
      <p className={styles.panelNote}>
        Sejak tutup meja terakhir tercatat {formatRupiah(view.open.amount)} dan {riceText(view.open.rice_grams, view.open.rice_ml)} beras ({view.open.entries} keluarga).
        Satu pengurus menghitung uang dan menimbang beras, pengurus lain mengonfirmasi dari akunnya sendiri.
      </p>
      {pending.length === 0 ? (
        <form className={styles.form} noValidate aria-label="Hitung Tutup Meja" onSubmit={(e) => { e.preventDefault(); void count(); }}>
          <TextField label="Uang dihitung (Rp)" name="cash" inputMode="numeric" value={values.cash} onChange={(x) => setValues((o) => ({ ...o, cash: x }))} error={errors.cash} placeholder={String(view.open.amount)} />
          <TextField label="Beras ditimbang (kg)" name="rice_kg" inputMode="decimal" value={values.rice_kg} onChange={(x) => setValues((o) => ({ ...o, rice_kg: x }))} error={errors.rice_kg} placeholder={kgText(view.open.rice_grams)} />
          <TextField label="Beras ditakar (liter)" name="rice_liter" inputMode="decimal" value={values.rice_liter} onChange={(x) => setValues((o) => ({ ...o, rice_liter: x }))} error={errors.rice_liter} placeholder={kgText(view.open.rice_ml)} />
          <TextField label="Catatan selisih (wajib bila berbeda)" name="note" max={FITRAH_DESK_LIMITS.note} value={values.note} onChange={(x) => setValues((o) => ({ ...o, note: x }))} error={errors.note} />
          <button type="submit" className="btn btn--block" disabled={busy || view.open.entries === 0}>{busy ? 'Menyimpan…' : 'Simpan Hitungan'}</button>
        </form>
      ) : null}
      {pending.map((s) => (
        <div key={s.id} className={own.shift} data-testid="fitrah-shift-pending">
          <ShiftLines shift={s} />
          {s.counted_by_me ? <p className={styles.panelNote}>Menunggu pengurus lain mengonfirmasi.</p>
            : <button type="button" className="btn btn--small" onClick={() => void confirm(s)}>Konfirmasi Hitungan</button>}
        </div>
      ))}
      {confirmed.length > 0 ? <h3 className={styles.sectionTitle}>Sudah dikonfirmasi</h3> : null}
      {confirmed.map((s) => <div key={s.id} className={own.shift}><ShiftLines shift={s} /></div>)}
    </section>
  );
}

function ShiftLines({ shift: s }: { shift: FitrahShift }) {
  const cashDiff = s.counted_cash - s.recorded.amount;
  const riceDiff = s.counted_rice_grams - s.recorded.rice_grams;
  return (
    <p className={own.shiftText}>
      <strong>{s.recorded.entries} keluarga · {s.recorded.jiwa} jiwa</strong>
      <span>Uang: tercatat {formatRupiah(s.recorded.amount)}, dihitung {formatRupiah(s.counted_cash)}{cashDiff ? ` (selisih ${cashDiff > 0 ? '+' : '−'}${formatRupiah(Math.abs(cashDiff))})` : ' ✓'}</span>
      <span>Beras: tercatat {riceText(s.recorded.rice_grams, s.recorded.rice_ml)}, ditimbang {riceText(s.counted_rice_grams, s.counted_rice_ml)}{riceDiff || s.counted_rice_ml !== s.recorded.rice_ml ? ' (berbeda)' : ' ✓'}</span>
      {s.note ? <span>Catatan: {s.note}</span> : null}
      <span>Dihitung {s.counted_by}{s.confirmed_by ? `, dikonfirmasi ${s.confirmed_by}` : ''}</span>
    </p>
  );
}
