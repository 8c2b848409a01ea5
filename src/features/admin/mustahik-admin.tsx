import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import {
  confirmFitrahHandOver, deleteMustahik, getMustahikAdmin, handOverFitrah, planFitrah, saveFitrahSeason, saveMustahik,
} from '../../api/mustahik';
import {
  ASNAF, ASNAF_LABELS, FitrahSeasonForm, MUSTAHIK_LIMITS, MustahikForm, formatKg, pendingLine,
  type Asnaf, type FitrahLedger, type MustahikAdminView, type MustahikRow,
} from '../../contract/mustahik';
import { formatRupiah } from '../../contract/rupiah';
import { PageLayout } from '../../ui/page-layout';
import { Skeleton } from '../../ui/skeleton';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast';
import { useNow } from '../../ui/use-now';
import { useRemote } from '../../ui/use-remote';
import { AdminFailureBody } from './admin-gate';
import { DateField } from './admin-fields';
import { formatMoment } from './admin-format';
import { submitAttempt, useAttempts } from './attempt';
import { useAdminForm } from './use-admin-form';
import styles from './admin.module.css';
import own from './mosque-admin.module.css';
import mine from './mustahik-admin.module.css';

type Changed = (view: MustahikAdminView) => void;

/**
 * /admin/masjid/$id/mustahik: the mosque's register of mustahik (NIK and phone masked, as the
 * server sends them), each one's plan, the hand-over and its second witness, what is still to
 * hand over before the Eid prayer, and the season's books.
 */
export function MustahikAdminPage({ id }: { id: number }) {
  const [fresh, setFresh] = useState<MustahikAdminView | null>(null);
  const remote = useRemote(`admin-mustahik:${id}`, (signal) => getMustahikAdmin(id, { signal }));
  const view = fresh ?? (remote.status === 'ready' ? remote.data : null);
  const [editing, setEditing] = useState<MustahikRow | null>(null);
  return (
    <PageLayout title="Mustahik & Penyaluran">
      <div className={styles.page}>
        <Link to="/admin/masjid/$id" params={{ id: String(id) }} className="btn btn--outline btn--small">Kembali ke Kelola Masjid</Link>
        {!view && remote.status === 'loading' ? <Skeleton height={240} radius={16} /> : null}
        {!view && remote.status === 'error' ? <AdminFailureBody error={remote.error} onRetry={remote.retry} /> : null}
        {view ? (
          <>
            <DeadlinePanel masjidId={id} view={view} onChanged={setFresh} />
            <section className={styles.panel} aria-labelledby="mustahik-list">
              <h2 id="mustahik-list" className={styles.panelTitle}>Daftar Mustahik</h2>
              <p className={styles.panelNote}>Hanya pengurus masjid ini yang melihat daftar ini. NIK dan nomor HP selalu disamarkan.</p>
              {view.mustahik.length === 0 ? <p className={styles.panelNote}>Belum ada mustahik terdaftar.</p> : (
                <ul className={own.rows} data-testid="mustahik-list">
                  {view.mustahik.map((m) => <MustahikItem key={m.id} person={m} onChanged={setFresh} onEdit={() => setEditing(m)} />)}
                </ul>
              )}
            </section>
            <RegisterForm key={editing?.id ?? 'new'} masjidId={id} editing={editing} onDone={(next) => { setEditing(null); if (next) setFresh(next); }} />
            <BooksPanel view={view} />
          </>
        ) : null}
      </div>
    </PageLayout>
  );
}

function DeadlinePanel({ masjidId, view, onChanged }: { masjidId: number; view: MustahikAdminView; onChanged: Changed }) {
  const now = useNow(60_000);
  const toast = useToast();
  const late = Date.parse(view.eid_at) <= now;
  const eid = new Date(view.eid_at);
  const initial = { eid_date: view.eid_set ? eid.toLocaleDateString('sv-SE', { timeZone: 'Asia/Jakarta' }) : '', eid_time: view.eid_set ? eid.toLocaleTimeString('sv-SE', { timeZone: 'Asia/Jakarta', hour: '2-digit', minute: '2-digit' }) : '', amil_percent: String(view.amil_tenths / 10).replace('.', ',') };
  const form = useAdminForm({ initial, schema: FitrahSeasonForm, toRequest: (values) => ({ ...values, masjid_id: String(masjidId) }), formId: `fitrah-season:${masjidId}` });
  const [open, setOpen] = useState(false);
  const onSubmit = async () => {
    const answer = await form.submit((request, key) => saveFitrahSeason(request, key));
    if (!answer) return;
    toast(answer.message, { tone: 'success' });
    setOpen(false);
    onChanged(answer.data);
  };
  return (
    <section className={styles.panel} aria-labelledby="fitrah-deadline">
      <h2 id="fitrah-deadline" className={styles.panelTitle}>Zakat Fitrah {view.season} H</h2>
      <p className={mine.deadline} data-late={late && view.pending.households > 0} data-testid="fitrah-pending">{pendingLine(view.pending, view.eid_at, new Date(now))}</p>
      <p className={styles.panelNote}>
        Salat Id: {formatMoment(view.eid_at)}{view.eid_set ? '' : ' (perkiraan 1 Syawal pukul 06.30)'} · Bagian amil {String(view.amil_tenths / 10).replace('.', ',')}%
      </p>
      {open ? (
        <form className={styles.form} noValidate aria-label="Pengaturan musim" onSubmit={(e) => { e.preventDefault(); void onSubmit(); }}>
          {form.failure ? <div className="alert alert--danger" role="alert">{form.failure}</div> : null}
          <div className={own.two}>
            <DateField label="Tanggal salat Id" name="eid_date" value={form.values.eid_date} onChange={(x) => form.set('eid_date', x)} error={form.error('eid_date')} />
            <TextField label="Jam salat Id" name="eid_time" value={form.values.eid_time} placeholder="06:30" onChange={(x) => form.set('eid_time', x)} error={form.error('eid_time')} />
          </div>
          <TextField label="Bagian amil (%)" name="amil_percent" inputMode="decimal" value={form.values.amil_percent} onChange={(x) => form.set('amil_percent', x)}
            onBlur={() => form.touch('amil_percent')} error={form.error('amil_percent')} />
          <p className={own.small}>Paling banyak 12,5% (seperdelapan), menurut pendapat umum bahwa zakat dibagi untuk delapan asnaf.</p>
          <div className={own.two}>
            <button type="button" className="btn btn--outline" onClick={() => setOpen(false)}>Batal</button>
            <button type="submit" className="btn" disabled={form.busy}>{form.busy ? 'Menyimpan…' : 'Simpan'}</button>
          </div>
        </form>
      ) : <button type="button" className="btn btn--outline btn--small" onClick={() => setOpen(true)}>Atur Salat Id & Amil</button>}
    </section>
  );
}

const kgInput = (grams: number) => String(grams / 1000).replace('.', ',');

function MustahikItem({ person: m, onChanged, onEdit }: { person: MustahikRow; onChanged: Changed; onEdit: () => void }) {
  const toast = useToast();
  const attemptFor = useAttempts();
  const [mode, setMode] = useState<'plan' | 'hand' | null>(null);
  const [rice, setRice] = useState(kgInput(m.plan?.rice_grams ?? 0));
  const [money, setMoney] = useState(String(m.plan?.money ?? 0));
  const [busy, setBusy] = useState(false);
  const act = async (name: string, call: (key: string) => Promise<{ message: string; data: MustahikAdminView }>) => {
    setBusy(true);
    try {
      const answer = await submitAttempt(attemptFor(`${name}:${m.id}`), call);
      toast(answer.message, { tone: 'success' });
      setMode(null);
      onChanged(answer.data);
    } catch (error) {
      toast(error instanceof ApiError ? error.message : 'Belum bisa disimpan. Coba lagi, ya.', { tone: 'danger' });
    } finally {
      setBusy(false);
    }
  };
  const h = m.hand_over;
  const amounts = (x: { rice_grams: number; money: number }) => `${formatKg(x.rice_grams)} · ${formatRupiah(x.money)}`;
  return (
    <li className={`${own.row} ${own.stacked}`} data-testid="mustahik-row">
      <span className={own.rowText}>
        <strong>{m.name}</strong>
        <span>{ASNAF_LABELS[m.asnaf]} · {m.household_size} jiwa{m.address ? ` · ${m.address}` : ''}</span>
        {m.nik || m.phone ? <span>{[m.nik ? `NIK ${m.nik}` : '', m.phone ? `HP ${m.phone}` : ''].filter(Boolean).join(' · ')}</span> : null}
        <span>Rencana: {m.plan ? amounts(m.plan) : 'belum ada'}</span>
        {h ? (
          <span className={mine.status} data-state={h.confirmed_by ? 'done' : 'pending'}>
            {h.confirmed_by ? `Diserahkan ${amounts(h)} oleh ${h.handed_by}, dikonfirmasi ${h.confirmed_by}` : `Diserahkan ${amounts(h)} oleh ${h.handed_by} · menunggu konfirmasi`}
          </span>
        ) : null}
      </span>
      {mode ? (
        <form className={styles.form} noValidate aria-label={mode === 'plan' ? `Rencana ${m.name}` : `Serahkan ke ${m.name}`}
          onSubmit={(e) => {
            e.preventDefault();
            const form = { mustahik_id: String(m.id), rice_kg: rice, money };
            void act(mode, (key) => (mode === 'plan' ? planFitrah(form, key) : handOverFitrah(form, key)));
          }}>
          <div className={own.two}>
            <TextField label="Beras (kg)" name={`rice-${m.id}`} inputMode="decimal" value={rice} onChange={setRice} />
            <TextField label="Uang (Rp)" name={`money-${m.id}`} inputMode="numeric" value={money} onChange={setMoney} />
          </div>
          <div className={own.two}>
            <button type="button" className="btn btn--outline" onClick={() => setMode(null)} disabled={busy}>Batal</button>
            <button type="submit" className="btn" disabled={busy}>{busy ? 'Menyimpan…' : mode === 'plan' ? 'Simpan Rencana' : 'Simpan Penyerahan'}</button>
          </div>
        </form>
      ) : (
        <div className={mine.actions}>
          {h ? null : <button type="button" className="btn btn--outline btn--small" onClick={() => setMode('plan')}>Rencana</button>}
          {h ? null : <button type="button" className="btn btn--small" onClick={() => setMode('hand')}>Serahkan</button>}
          {h && !h.confirmed_by && !h.handed_by_me ? (
            <button type="button" className="btn btn--small" disabled={busy} onClick={() => void act('confirm', (key) => confirmFitrahHandOver(h.id, key))}>Konfirmasi</button>
          ) : null}
          {h && !h.confirmed_by && h.handed_by_me ? <span className={own.small}>Minta pengurus lain mengonfirmasi.</span> : null}
          <button type="button" className={`${own.linkButton} ${own.editLink}`} onClick={onEdit}>Ubah</button>
          <button type="button" className={own.linkButton} disabled={busy}
            onClick={() => { if (window.confirm(`Hapus ${m.name} dari daftar mustahik?`)) void act('delete', (key) => deleteMustahik(m.id, key)); }}>Hapus</button>
        </div>
      )}
    </li>
  );
}

function RegisterForm({ masjidId, editing, onDone }: { masjidId: number; editing: MustahikRow | null; onDone: (view: MustahikAdminView | null) => void }) {
  const toast = useToast();
  const initial = {
    name: editing?.name ?? '', asnaf: editing?.asnaf ?? 'fakir', household_size: String(editing?.household_size ?? 1),
    address: editing?.address ?? '', nik: '', phone: '',
  };
  const form = useAdminForm({
    initial, schema: MustahikForm, formId: `mustahik:${masjidId}:${editing?.id ?? 'new'}`,
    toRequest: (values) => ({ ...values, masjid_id: String(masjidId), id: editing ? String(editing.id) : '' }),
  });
  const { values, set, touch, error } = form;
  const onSubmit = async () => {
    const answer = await form.submit((request, key) => saveMustahik(request, key));
    if (!answer) return;
    toast(answer.message, { tone: 'success' });
    form.reset(initial);
    onDone(answer.data);
  };
  return (
    <form className={`${styles.panel} ${styles.form}`} noValidate aria-label={editing ? 'Ubah Mustahik' : 'Daftarkan Mustahik'} onSubmit={(e) => { e.preventDefault(); void onSubmit(); }}>
      <h2 className={styles.panelTitle}>{editing ? `Ubah ${editing.name}` : 'Daftarkan Mustahik'}</h2>
      {form.failure ? <div className="alert alert--danger" role="alert">{form.failure}</div> : null}
      <TextField label="Nama" name="name" max={MUSTAHIK_LIMITS.nameMax} value={values.name} onChange={(x) => set('name', x)} onBlur={() => touch('name')} error={error('name')} />
      <div className={own.two}>
        <div className={`field ${own.fieldTop}`}>
          <label className="field__label" htmlFor={`mustahik-asnaf-${masjidId}`}>Asnaf</label>
          <select id={`mustahik-asnaf-${masjidId}`} name="asnaf" className={own.select} value={values.asnaf} onChange={(e) => set('asnaf', e.target.value as Asnaf)}>
            {ASNAF.map((a) => <option key={a} value={a}>{ASNAF_LABELS[a]}</option>)}
          </select>
        </div>
        <TextField label="Jumlah jiwa" name="household_size" inputMode="numeric" value={values.household_size}
          onChange={(x) => set('household_size', x)} onBlur={() => touch('household_size')} error={error('household_size')} />
      </div>
      <TextField label="Alamat" name="address" max={MUSTAHIK_LIMITS.addressMax} value={values.address} onChange={(x) => set('address', x)} onBlur={() => touch('address')} error={error('address')} />
      <TextField label={editing?.nik ? `NIK (tersimpan ${editing.nik}; kosongkan bila tetap)` : 'NIK (opsional)'} name="nik" inputMode="numeric" value={values.nik}
        onChange={(x) => set('nik', x)} onBlur={() => touch('nik')} error={error('nik')} />
      <TextField label={editing?.phone ? `Nomor HP (tersimpan ${editing.phone}; kosongkan bila tetap)` : 'Nomor HP (opsional)'} name="phone" type="tel" inputMode="tel" value={values.phone}
        onChange={(x) => set('phone', x)} onBlur={() => touch('phone')} error={error('phone')} />
      <div className={own.two}>
        {editing ? <button type="button" className="btn btn--outline" onClick={() => onDone(null)}>Batal</button> : null}
        <button type="submit" className={`btn ${editing ? '' : 'btn--block'}`} disabled={form.busy}>{form.busy ? 'Menyimpan…' : editing ? 'Simpan Perubahan' : 'Daftarkan'}</button>
      </div>
    </form>
  );
}

function Ledger({ title, side, show }: { title: string; side: FitrahLedger; show: (n: number) => string }) {
  return (
    <dl aria-label={title}>
      <dt>Masuk</dt><dd>{show(side.in)}</dd>
      <dt>Disalurkan</dt><dd>{show(side.out)}</dd>
      <dt>Amil</dt><dd>{show(side.amil)}</dd>
      <dt>Sisa</dt><dd>{side.short ? `−${show(side.short)}` : show(side.stock)}</dd>
    </dl>
  );
}

function BooksPanel({ view }: { view: MustahikAdminView }) {
  return (
    <section className={styles.panel} aria-labelledby="fitrah-books">
      <h2 id="fitrah-books" className={styles.panelTitle}>Pembukuan Zakat Fitrah</h2>
      <p className={styles.panelNote}>Masuk = disalurkan + bagian amil + sisa. Penerimaan di meja zakat masuk ke sini; penyerahan dihitung setelah dikonfirmasi.</p>
      <div className={mine.books}>
        <div><h3>Beras</h3><Ledger title="Beras" side={view.books.rice} show={formatKg} /></div>
        <div><h3>Uang</h3><Ledger title="Uang" side={view.books.money} show={formatRupiah} /></div>
      </div>
      {view.books.warnings.map((w) => <p key={w} className={mine.warning}>{w}</p>)}
    </section>
  );
}
