import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { ApiError } from '../../api/client';
import { routineHistory } from '../../api/routine';
import { loadRoutines } from './load-routines';
import { routineScheduleOf, scheduleText, type Routine } from '../../contract/routine';
import { formatRupiah, formatThousands, formatAmountInput } from '../../lib/rupiah';
import { dismissRejected, enqueue, replayOutbox } from '../../sync/outbox';
import { OutboxPayloadError } from '../../sync/outbox-kind';
import { useCachedProfile, useOutboxReplay, usePendingOutbox, useRejectedOutbox } from '../../sync/use-outbox';
import { ConfirmSheet } from '../../ui/confirm-sheet';
import { EmptyState } from '../../ui/empty-state';
import { failureMessage } from '../../ui/form-error';
import { Skeleton } from '../../ui/skeleton';
import { useToast } from '../../ui/toast';
import { useRemote } from '../../ui/use-remote';
import { AmountField } from './amount-field';
import { withPendingChanges } from './pending-changes';
import { dueDateText } from './routine-text';
import { ScheduleFields, scheduleFormFields, type ScheduleValue } from './schedule-fields';
import styles from './routine.module.css';

type Shown = Routine & { waiting: boolean };
type Change = { id: string; action: 'pause' | 'resume' | 'stop' | 'change'; amount?: string; schedule?: string; day?: string; weekday?: string };

/** /profile/infaq-rutin: the account's routines; pause, resume, change, stop (queued when offline), history. */
export function RoutineList() {
  useOutboxReplay();
  const navigate = useNavigate();
  const toast = useToast();
  const profile = useCachedProfile();
  const read = useRemote('routines', (signal) => loadRoutines(signal));
  const pending = usePendingOutbox('routine_change');
  const rejected = useRejectedOutbox('routine_change');
  const guest = profile === null || (read.status === 'error' && read.error instanceof ApiError && read.error.status === 401);
  useEffect(() => {
    if (guest) void navigate({ to: '/auth', replace: true });
  }, [guest, navigate]);

  // A change goes through the outbox: shown at once, sent now or when the signal returns.
  const apply = async (change: Change, done: string) => {
    try {
      await enqueue('routine_change', change);
      toast(navigator.onLine ? done : `${done}. Terkirim saat ada sinyal.`, { tone: 'success' });
      if (navigator.onLine) await replayOutbox();
    } catch (error) {
      toast(error instanceof OutboxPayloadError ? error.message : 'Perubahan belum tersimpan, coba lagi', { tone: 'danger' });
    }
  };
  const waitingCount = pending.length;
  const waitedBefore = useRef(0);
  const { retry } = read;
  useEffect(() => {
    // When the queue empties, the list is read again so it shows the server's own state.
    if (waitedBefore.current > 0 && waitingCount === 0) retry();
    waitedBefore.current = waitingCount;
  }, [waitingCount, retry]);

  if (read.status === 'loading' || guest || profile === undefined) return <div className={styles.stack}>{[0, 1].map((i) => <Skeleton key={i} height={150} radius={16} />)}</div>;
  if (read.status === 'error') return <EmptyState title="Gagal memuat Infaq Rutin" text={failureMessage(read.error)} />;
  const shown = withPendingChanges(read.data.list, pending);
  return (
    <div className={styles.stack}>
      {read.data.fromDevice ? <div className="alert alert--info" role="status">Kamu sedang offline. Ini daftar terakhir yang tersimpan; perubahanmu dikirim saat ada sinyal.</div> : null}
      {rejected.map((entry) => (
        <div key={entry.seq} className="alert alert--danger" role="alert">
          {entry.rejected?.message ?? 'Perubahan Infaq Rutin ditolak server.'}{' '}
          <button type="button" className="btn btn--ghost btn--small" onClick={() => void dismissRejected(entry.seq!)}>Tutup</button>
        </div>
      ))}
      {shown.length === 0 ? (
        <EmptyState title="Belum ada Infaq Rutin" text="Buka program yang ingin kamu dukung, lalu ketuk 'Jadikan Infaq Rutin' di dekat tombol Infaq Sekarang."
          action={<Link to="/infaq" className="btn">Lihat Program</Link>} />
      ) : shown.map((r) => <RoutineCard key={r.id} routine={r} onChange={apply} />)}
      <p className={styles.note}>Kami hanya mengingatkan. Setiap donasi tetap kamu periksa dan bayar sendiri.</p>
    </div>
  );
}

function RoutineCard({ routine: r, onChange }: { routine: Shown; onChange: (change: Change, done: string) => Promise<void> }) {
  const [editing, setEditing] = useState(false);
  const [stopping, setStopping] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const id = String(r.id);
  const schedule = routineScheduleOf(r);
  return (
    <article className={styles.card} data-testid="routine-card" aria-label={`Infaq Rutin ${r.program_title}`}>
      <div className={styles.cardHead}>
        <Link to={r.program_path as '/'} className={styles.rutinLink}>
          <span className={styles.programText}>
            <span className={styles.title}>{r.program_title}</span>
            <span className={styles.amount}>{formatRupiah(r.amount)}</span>
          </span>
        </Link>
        <span className={`${styles.badge} ${r.waiting ? styles.badgeWaiting : r.status === 'active' ? styles.badgeActive : styles.badgePaused}`} data-testid="routine-status">
          {r.waiting ? 'Menunggu sinyal' : r.status === 'active' ? 'Aktif' : 'Dijeda'}
        </span>
      </div>
      <div className={styles.meta}>
        <span data-testid="routine-schedule">{scheduleText(schedule)}{r.whatsapp ? ' · juga lewat WhatsApp' : ''}</span>
        {r.status === 'active' && r.next_due_at && !r.waiting ? <span>Pengingat berikutnya: {dueDateText(Date.parse(r.next_due_at), r.time_zone)}</span> : null}
      </div>
      {editing ? (
        <EditForm routine={r} onCancel={() => setEditing(false)} onSave={async (fields) => { await onChange({ id, action: 'change', ...fields }, 'Infaq Rutin diperbarui'); setEditing(false); }} />
      ) : (
        <div className={styles.actions}>
          {r.status === 'active'
            ? <button type="button" className="btn btn--outline btn--small" onClick={() => void onChange({ id, action: 'pause' }, 'Infaq Rutin dijeda')}>Jeda</button>
            : <button type="button" className="btn btn--outline btn--small" onClick={() => void onChange({ id, action: 'resume' }, 'Infaq Rutin dilanjutkan')}>Lanjutkan</button>}
          <button type="button" className="btn btn--outline btn--small" onClick={() => setEditing(true)}>Ubah</button>
          <button type="button" className="btn btn--ghost btn--small" aria-expanded={showHistory} onClick={() => setShowHistory((x) => !x)}>Riwayat</button>
          <button type="button" className={`btn btn--ghost btn--small ${styles.stop}`} onClick={() => setStopping(true)}>Hentikan</button>
        </div>
      )}
      {showHistory ? <History id={r.id} /> : null}
      <ConfirmSheet open={stopping} title="Hentikan Infaq Rutin?" text={`Pengingat untuk ${r.program_title} tidak akan dikirim lagi. Riwayat donasinya tetap tersimpan.`}
        confirmLabel="Hentikan" danger onCancel={() => setStopping(false)}
        onConfirm={() => { setStopping(false); void onChange({ id, action: 'stop' }, 'Infaq Rutin dihentikan'); }} />
    </article>
  );
}

function EditForm({ routine, onSave, onCancel }: { routine: Shown; onSave: (fields: Omit<Change, 'id' | 'action'>) => Promise<void>; onCancel: () => void }) {
  const [amount, setAmount] = useState(formatThousands(routine.amount));
  const [schedule, setSchedule] = useState<ScheduleValue>({ schedule: routine.schedule, day: routine.day ?? 1, weekday: routine.weekday ?? 5 });
  const [error, setError] = useState<string | undefined>();
  return (
    <form className={styles.stack} noValidate onSubmit={(e) => {
      e.preventDefault();
      const value = formatAmountInput(amount).value;
      if (value < 1000) { setError('Nominal minimal Rp 1.000'); return; }
      void onSave({ amount: String(value), ...scheduleFormFields(schedule) });
    }}>
      <AmountField text={amount} onChange={(x) => { setAmount(x); setError(undefined); }} error={error} />
      <ScheduleFields value={schedule} onChange={setSchedule} />
      <div className={styles.actions}>
        <button type="submit" className="btn btn--small">Simpan</button>
        <button type="button" className="btn btn--ghost btn--small" onClick={onCancel}>Batal</button>
      </div>
    </form>
  );
}

const historyDate = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Jakarta' });

function History({ id }: { id: number }) {
  const read = useRemote(`routine-history:${id}`, async (signal) => (await routineHistory(id, signal)).data);
  if (read.status === 'loading') return <Skeleton height={48} radius={12} />;
  if (read.status === 'error') return <p className={styles.note}>{failureMessage(read.error)}</p>;
  if (read.data.length === 0) return <p className={styles.note} data-testid="routine-history">Belum ada donasi dari pengingat ini.</p>;
  return (
    <ul className={styles.history} data-testid="routine-history">
      {read.data.map((d) => (
        <li key={d.code} className={styles.historyItem}>
          <span>{historyDate.format(new Date(d.created_at))} · {formatRupiah(d.amount)}</span>
          <Link to="/donation/$codeDonate" params={{ codeDonate: d.code }}>{d.status === 'paid' ? 'Lunas' : d.status === 'expired' ? 'Kedaluwarsa' : d.status === 'failed' ? 'Gagal' : 'Belum Lunas'}</Link>
        </li>
      ))}
    </ul>
  );
}
