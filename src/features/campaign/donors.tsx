import { useEffect, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { getTransactionList } from '../../api/campaign';
import { relativeTime } from '../../lib/relative-time';
import { formatRupiah } from '../../lib/rupiah';
import { EmptyState } from '../../ui/empty-state';
import { LoadFailed } from '../../ui/load-failed';
import { Skeleton } from '../../ui/skeleton';
import { useRemote } from '../../ui/use-remote';
import { WithProgram } from './program-state';
import styles from './campaign.module.css';

export type DonorSort = 'terbaru' | 'terbesar';
const CHIPS: Array<[DonorSort, string]> = [['terbaru', 'Terbaru'], ['terbesar', 'Terbesar']];

/** 'Riwayat Infaq': paid donations, newest or largest first (sorted by the server). */
export function Donors({ slug, sort, onSort }: { slug: string; sort: DonorSort; onSort: (sort: DonorSort) => void }) {
  return <WithProgram slug={slug} skeleton={<DonorSkeleton />}>{(data) => <DonorList programId={data.programId} sort={sort} onSort={onSort} />}</WithProgram>;
}

function DonorList({ programId, sort, onSort }: { programId: string; sort: DonorSort; onSort: (sort: DonorSort) => void }) {
  const remote = useRemote(`donors:${programId}:${sort}`, (signal) => getTransactionList(programId, { sort }, { signal }).then((a) => a.data));
  const router = useRouter();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => setNow(new Date()), [remote.status]);
  return (
    <div className={styles.subPage}>
      <div className={styles.chips} role="group" aria-label="Urutkan">
        {CHIPS.map(([key, label]) => (
          <button key={key} type="button" className={styles.chip} aria-pressed={sort === key} onClick={() => onSort(key)}>{label}</button>
        ))}
      </div>
      {remote.status === 'loading' ? (
        <DonorRowsSkeleton />
      ) : remote.status === 'error' ? (
        <LoadFailed onRetry={remote.retry} />
      ) : remote.data.length === 0 ? (
        <EmptyState
          title="Belum ada donasi"
          text="Jadilah yang pertama berinfaq untuk program ini."
          action={<button type="button" className="btn" onClick={() => router.history.back()}>Infaq Sekarang</button>}
        />
      ) : (
        <ul className={styles.donors} aria-label="Riwayat infaq">
          {remote.data.map((d, i) => (
            <li key={`${d.tgl_bayar}-${i}`} className={styles.donor} data-testid="donor">
              <span className={styles.avatar} aria-hidden="true">{d.donatur.trim().charAt(0).toUpperCase() || 'H'}</span>
              <div className={styles.donorBody}>
                <div className={styles.donorTop}>
                  <strong className={styles.donorName}>{d.donatur}</strong>
                  <span className={styles.donorAmount} data-testid="donor-amount">{formatRupiah(d.nominal)}</span>
                </div>
                <time className={styles.small} dateTime={d.tgl_bayar}>{relativeTime(d.tgl_bayar, now)}</time>
                {d.doa ? <p className={styles.donorPray}>{d.doa}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function DonorRowsSkeleton() {
  return (
    <div aria-busy="true" aria-label="Memuat donatur" style={{ display: 'grid', gap: 'var(--space-4)' }}>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} style={{ display: 'flex', gap: 'var(--space-3)' }}>
          <Skeleton width={40} height={40} radius={20} />
          <div style={{ flex: 1, display: 'grid', gap: 6 }}><Skeleton width="60%" height={14} /><Skeleton width="35%" height={12} /></div>
        </div>
      ))}
    </div>
  );
}

function DonorSkeleton() {
  return <div className={styles.subPage}><DonorRowsSkeleton /></div>;
}
