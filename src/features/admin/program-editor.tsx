import { useState } from 'react';
import { DoaModeration } from './doa-moderation';
import { useStepUp } from './step-up';
import { Link, useNavigate } from '@tanstack/react-router';
import { ApiError } from '../../api/client';
import { addDisbursement, addUpdate, getAdminProgram, saveProgram } from '../../api/admin';
import {
  DisbursementForm, HEADER_MAX, LONG_TEXT_MAX, ProgramForm, TITLE_MAX, UpdateForm, type AdminProgram,
} from '../../contract/admin';
import { jakartaDate } from '../../contract/jakarta-date';
import { formatProgramId } from '../../contract/program-id';
import { formatRupiah } from '../../lib/rupiah';
import { EmptyState } from '../../ui/empty-state';
import { PageLayout } from '../../ui/page-layout';
import { Skeleton } from '../../ui/skeleton';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast';
import { useRemote } from '../../ui/use-remote';
import { AdminFailureBody } from './admin-gate';
import { AmountField, DateField, SwitchField, TextAreaField } from './admin-fields';
import { formatDay } from './admin-format';
import { FlyerPicker } from './flyer-picker';
import { ProgramStatus } from './program-list';
import { emptyProgram, programRequest, programValues, PROGRAM_FIELDS } from './program-values';
import { useAdminForm } from './use-admin-form';
import styles from './admin.module.css';

const PARAGRAPH_HINT = 'Teks biasa; pisahkan paragraf dengan satu baris kosong.';

/** /admin/program/baru: a new infaq campaign; once saved, its page opens for updates and disbursements. */
export function ProgramCreate() {
  const navigate = useNavigate();
  const toast = useToast();
  return (
    <PageLayout title="Program Baru">
      <div className={styles.page}>
        <ProgramFormPanel onSaved={(program, message) => {
          toast(message, { tone: 'success' });
          void navigate({ to: '/admin/program/$slug', params: { slug: program.slug }, replace: true });
        }} />
      </div>
    </PageLayout>
  );
}

/** /admin/program/$slug: the program's form, then 'Kabar Terbaru' and 'Pencairan Dana'. */
export function ProgramEdit({ slug }: { slug: string }) {
  const remote = useRemote(`admin-program:${slug}`, (signal) =>
    getAdminProgram(slug, { signal }).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }));
  return (
    <PageLayout title="Ubah Program">
      <div className={styles.page}>
        {remote.status === 'loading' ? (
          <div className={styles.form} aria-busy="true" aria-label="Memuat program">
            <Skeleton height={72} radius={16} /><Skeleton height={420} radius={16} />
          </div>
        ) : remote.status === 'error' ? (
          <AdminFailureBody error={remote.error} onRetry={remote.retry} />
        ) : remote.data === null ? (
          <EmptyState title="Program tidak ditemukan" text="Mungkin alamatnya berubah." action={<Link to="/admin/program" className="btn">Lihat semua program</Link>} />
        ) : (
          <LoadedProgram key={remote.data.slug} initial={remote.data} />
        )}
      </div>
    </PageLayout>
  );
}

function LoadedProgram({ initial }: { initial: AdminProgram }) {
  const toast = useToast();
  const [program, setProgram] = useState(initial);
  return (
    <>
      <div className={styles.panel}>
        <div className={styles.donationTop}>
          <h2 className={styles.panelTitle}>{program.header}</h2>
          <ProgramStatus open={program.open} />
        </div>
        <p className={styles.panelNote}>{program.masjid ? `Kencleng ${program.masjid}` : 'Program infaq'} · dibuat {formatDay(program.created_date.slice(0, 10))}</p>
        {program.type === 'kencleng-masjid' ? (
          <Link to="/kencleng-masjid/$slug" params={{ slug: program.slug }} className="btn btn--outline btn--small">Lihat halaman program</Link>
        ) : (
          <Link to="/campaign/$slug" params={{ slug: program.slug }} className="btn btn--outline btn--small">Lihat halaman program</Link>
        )}
      </div>
      <ProgramFormPanel program={program} onSaved={(saved, message) => { setProgram(saved); toast(message, { tone: 'success' }); }} />
      <UpdatePanel slug={program.slug} />
      <DisbursementPanel program={program} onAdded={(amount) => setProgram((p) => ({ ...p, total_disbursed: p.total_disbursed + amount }))} />
      <DoaModeration programId={formatProgramId(program.type, program.id)} />
    </>
  );
}

function ProgramFormPanel({ program, onSaved }: { program?: AdminProgram; onSaved: (program: AdminProgram, message: string) => void }) {
  const form = useAdminForm({
    initial: program ? programValues(program) : emptyProgram(),
    schema: ProgramForm,
    formId: `program:${program?.slug ?? 'new'}`,
    toRequest: (values) => programRequest(values, program?.slug),
    fields: PROGRAM_FIELDS,
  });
  const [flyerProblem, setFlyerProblem] = useState<string | null>(null);
  const { values, set, touch, error } = form;
  const onSubmit = async () => {
    if (flyerProblem) return;
    const answer = await form.submit((request, key) => saveProgram(request, key));
    if (!answer) return;
    // The form now shows what the server kept (its texts come back as plain text).
    form.reset(programValues(answer.data));
    onSaved(answer.data, answer.message);
  };
  return (
    <form className={`${styles.panel} ${styles.form}`} noValidate aria-label="Data program" onSubmit={(e) => { e.preventDefault(); void onSubmit(); }}>
      <h2 className={styles.panelTitle}>{program ? 'Data Program' : 'Data Program Baru'}</h2>
      {form.failure ? <div className="alert alert--danger" role="alert" data-testid="program-failure">{form.failure}</div> : null}
      <TextField label="Judul Program" name="header" max={HEADER_MAX} value={values.header} onChange={(x) => set('header', x)} onBlur={() => touch('header')} error={error('header')} />
      <AmountField label="Target Donasi" name="target" placeholder="Kosongkan bila tanpa target" value={values.target} onChange={(x) => set('target', x)} onBlur={() => touch('target')} error={error('target')} />
      <SwitchField label="Tanpa batas waktu" name="all_time" description="Program terus menerima donasi tanpa tanggal akhir."
        checked={values.all_time === 'Y'} onChange={(on) => { set('all_time', on ? 'Y' : 'N'); touch('batas_tanggal'); }} />
      <DateField label="Batas Tanggal" name="batas_tanggal" value={values.batas_tanggal} disabled={values.all_time === 'Y'}
        onChange={(x) => set('batas_tanggal', x)} onBlur={() => touch('batas_tanggal')} error={error('batas_tanggal')} />
      <TextAreaField label="Deskripsi" name="deskripsi" hint={PARAGRAPH_HINT} rows={6} max={LONG_TEXT_MAX} value={values.deskripsi}
        onChange={(x) => set('deskripsi', x)} onBlur={() => touch('deskripsi')} error={error('deskripsi')} />
      <TextAreaField label="Tentang Program" name="tentang" hint="Boleh dikosongkan. Tampil di halaman detail program." rows={4} max={LONG_TEXT_MAX} value={values.tentang}
        onChange={(x) => set('tentang', x)} onBlur={() => touch('tentang')} error={error('tentang')} />
      <FlyerPicker current={program?.flyer ?? null} picked={values.flyer} error={flyerProblem ?? error('flyer')}
        onPick={(dataUrl) => { setFlyerProblem(null); set('flyer', dataUrl); }} onProblem={setFlyerProblem} />
      <button type="submit" className="btn btn--block" disabled={form.busy}>{form.busy ? 'Menyimpan…' : program ? 'Simpan Perubahan' : 'Simpan Program'}</button>
    </form>
  );
}

function UpdatePanel({ slug }: { slug: string }) {
  const toast = useToast();
  const [added, setAdded] = useState<Array<{ id: number; title: string; created_date: string }>>([]);
  const form = useAdminForm({ initial: { title: '', body: '' }, schema: UpdateForm, formId: `update:${slug}`, toRequest: (values) => ({ slug, ...values }) });
  const { values, set, touch, error } = form;
  const onSubmit = async () => {
    const answer = await form.submit((request, key) => addUpdate(request, key));
    if (!answer) return;
    toast(answer.message, { tone: 'success' });
    setAdded((list) => [answer.data, ...list]);
    form.reset();
  };
  return (
    <form className={`${styles.panel} ${styles.form}`} noValidate aria-label="Tambah Kabar Terbaru" onSubmit={(e) => { e.preventDefault(); void onSubmit(); }}>
      <div>
        <h2 className={styles.panelTitle}>Tambah Kabar Terbaru</h2>
        <p className={styles.panelNote}>Kabarkan perkembangan program kepada para donatur.</p>
      </div>
      {form.failure ? <div className="alert alert--danger" role="alert">{form.failure}</div> : null}
      {added.length > 0 ? (
        <ul className={styles.added} aria-label="Kabar yang baru ditambahkan">
          {added.map((u) => <li key={u.id} className={styles.addedItem} data-testid="added-update"><strong>{u.title}</strong><span>{formatDay(u.created_date.slice(0, 10))}</span></li>)}
        </ul>
      ) : null}
      <TextField label="Judul Kabar" name="update-title" max={TITLE_MAX} value={values.title} onChange={(x) => set('title', x)} onBlur={() => touch('title')} error={error('title')} />
      <TextAreaField label="Isi Kabar" name="update-body" hint={PARAGRAPH_HINT} value={values.body} onChange={(x) => set('body', x)} onBlur={() => touch('body')} error={error('body')} />
      <button type="submit" className="btn btn--outline btn--block" disabled={form.busy}>{form.busy ? 'Menyimpan…' : 'Tambah Kabar'}</button>
    </form>
  );
}

function DisbursementPanel({ program, onAdded, now = () => new Date() }: { program: AdminProgram; onAdded: (amount: number) => void; now?: () => Date }) {
  const toast = useToast();
  const [added, setAdded] = useState<Array<{ id: number; title: string; amount: number; disbursed_at: string }>>([]);
  const initial = { title: '', description: '', amount: '', disbursed_at: jakartaDate(now()) };
  const form = useAdminForm({ initial, schema: DisbursementForm, formId: `disbursement:${program.slug}`, toRequest: (values) => ({ slug: program.slug, ...values }) });
  const { values, set, touch, error } = form;
  const withStepUp = useStepUp();
  const onSubmit = async () => {
    const answer = await form.submit((request, key) => withStepUp(() => addDisbursement(request, key)));
    if (!answer) return;
    toast(answer.message, { tone: 'success' });
    setAdded((list) => [answer.data, ...list]);
    onAdded(answer.data.amount);
    form.reset();
  };
  const available = Math.max(0, program.total_donasi - program.total_disbursed);
  return (
    <form className={`${styles.panel} ${styles.form}`} noValidate aria-label="Catat Pencairan Dana" onSubmit={(e) => { e.preventDefault(); void onSubmit(); }}>
      <div>
        <h2 className={styles.panelTitle}>Catat Pencairan Dana</h2>
        <p className={styles.panelNote}>Dana yang dicairkan tidak boleh melebihi dana yang terkumpul.</p>
      </div>
      <div className={styles.totals}>
        <div className={styles.totalBox}><span>Terkumpul</span><strong data-testid="program-collected">{formatRupiah(program.total_donasi)}</strong></div>
        <div className={styles.totalBox}><span>Sudah dicairkan</span><strong data-testid="program-disbursed">{formatRupiah(program.total_disbursed)}</strong></div>
        <div className={styles.totalBox} style={{ gridColumn: '1 / -1' }}><span>Masih dapat dicairkan</span><strong data-testid="program-available">{formatRupiah(available)}</strong></div>
      </div>
      {form.failure ? <div className="alert alert--danger" role="alert">{form.failure}</div> : null}
      {added.length > 0 ? (
        <ul className={styles.added} aria-label="Pencairan yang baru dicatat">
          {added.map((d) => <li key={d.id} className={styles.addedItem} data-testid="added-disbursement"><strong>{d.title}</strong><span>{formatRupiah(d.amount)}</span></li>)}
        </ul>
      ) : null}
      <TextField label="Judul Pencairan" name="disbursement-title" max={TITLE_MAX} value={values.title} onChange={(x) => set('title', x)} onBlur={() => touch('title')} error={error('title')} />
      <TextAreaField label="Keterangan" name="disbursement-description" rows={3} max={2000} value={values.description}
        onChange={(x) => set('description', x)} onBlur={() => touch('description')} error={error('description')} />
      <AmountField label="Jumlah Dana" name="amount" value={values.amount} onChange={(x) => set('amount', x)} onBlur={() => touch('amount')} error={error('amount')} />
      <DateField label="Tanggal Pencairan" name="disbursed_at" value={values.disbursed_at} onChange={(x) => set('disbursed_at', x)} onBlur={() => touch('disbursed_at')} error={error('disbursed_at')} />
      <button type="submit" className="btn btn--outline btn--block" disabled={form.busy}>{form.busy ? 'Menyimpan…' : 'Catat Pencairan'}</button>
    </form>
  );
}
