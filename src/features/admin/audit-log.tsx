import { useState } from 'react';
import { listAudit } from '../../api/admin-mosque';
import type { AuditEntry } from '../../contract/admin-mosque';
import { PageLayout } from '../../ui/page-layout';
import { Skeleton } from '../../ui/skeleton';
import { useRemote } from '../../ui/use-remote';
import { DateField } from './admin-fields';
import { AdminFailureBody } from './admin-gate';
import styles from './admin.module.css';
import own from './mosque-admin.module.css';

const ACTION_LABELS: Record<string, string> = {
  confirm_donation: 'Konfirmasi donasi', save_program: 'Simpan program', add_update: 'Kabar terbaru', add_disbursement: 'Pencairan dana',
  save_article: 'Terbitkan artikel', save_mosque: 'Simpan masjid', grant_staff: 'Tambah pengurus', revoke_staff: 'Hapus pengurus',
  add_activity: 'Tambah kegiatan', cancel_activity: 'Batalkan kegiatan', add_finance_entry: 'Catat keuangan',
  save_payment_method: 'Ubah metode pembayaran', hide_prayer: 'Sembunyikan doa', save_isbat: 'Hasil sidang isbat',
};
const when = new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Jakarta' });
const brief = (x: unknown) => (x === null || x === undefined ? '–' : JSON.stringify(x).slice(0, 240));

/** /admin/riwayat: the append-only trail of every admin change, newest first, with filters. */
export function AuditLogView() {
  const [action, setAction] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const remote = useRemote(`audit:${action}:${from}:${to}`, (signal) => listAudit({ action, from, to }, { signal }));
  return (
    <PageLayout title="Riwayat Perubahan">
      <div className={styles.page}>
        <div className={styles.panel}>
          <div className={styles.chips} role="group" aria-label="Jenis perubahan">
            <button type="button" className={styles.chip} aria-pressed={action === ''} onClick={() => setAction('')}>Semua</button>
            {Object.entries(ACTION_LABELS).map(([k, label]) => (
              <button key={k} type="button" className={styles.chip} aria-pressed={action === k} onClick={() => setAction(k)}>{label}</button>
            ))}
          </div>
          <div className={own.two}>
            <DateField label="Dari" name="from" value={from} onChange={setFrom} />
            <DateField label="Sampai" name="to" value={to} onChange={setTo} />
          </div>
        </div>
        {remote.status === 'loading' ? <Skeleton height={240} radius={16} /> : null}
        {remote.status === 'error' ? <AdminFailureBody error={remote.error} onRetry={remote.retry} /> : null}
        {remote.status === 'ready' ? (
          <div className={styles.panel} data-testid="audit-list">
            {remote.data.length === 0 ? <p className={styles.panelNote}>Belum ada perubahan yang cocok.</p> : remote.data.map((r) => <AuditRow key={r.id} r={r} />)}
          </div>
        ) : null}
      </div>
    </PageLayout>
  );
}

function AuditRow({ r }: { r: AuditEntry }) {
  return (
    <div className={own.audit}>
      <div className={own.auditTop}><strong>{ACTION_LABELS[r.action] ?? r.action}</strong><span className={own.small}>{when.format(new Date(r.created_at))}</span></div>
      <span className={own.small}>{r.actor} · {r.target_type}{r.target_id ? ` ${r.target_id}` : ''} · {r.ip}</span>
      {r.before !== null ? <span className={own.auditCode}>Sebelum: {brief(r.before)}</span> : null}
      <span className={own.auditCode}>Sesudah: {brief(r.after)}</span>
    </div>
  );
}
