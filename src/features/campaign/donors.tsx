import { useEffect, useState } from 'react';
import { getTransactionList } from '../../api/campaign';
import { dayText, formatLongDate } from '../../lib/relative-time';
import { formatRupiah } from '../../lib/rupiah';
import { EmptyState } from '../../ui/empty-state';
import { LoadFailed } from '../../ui/load-failed';
import { Skeleton } from '../../ui/skeleton';
import { LoadMore } from '../../ui/load-more';
import { useCursorList } from '../../ui/use-cursor-list';
import { useBack } from '../../ui/use-back';
import { WithProgram } from './program-state';
import styles from './campaign.module.css';

export type DonorSort = 'terbaru' | 'terbesar';
const CHIPS: Array<[DonorSort, string]> = [['terbaru', 'Terbaru'], ['terbesar', 'Terbesar']];
/** Rows per page: a phone screen or two, so the first rows come fast on a weak signal. */
const PAGE_SIZE = 30;

/** 'Riwayat Infaq': paid donations, newest or largest first (sorted by the server). */
export function Donors({ slug, sort, onSort }: { slug: string; sort: DonorSort; onSort: (sort: DonorSort) => void }) {
  return <WithProgram slug={slug} skeleton={<DonorSkeleton />}>{(data) => <DonorList programId={data.programId} sort={sort} onSort={onSort} />}</WithProgram>;
}

function DonorList({ programId, sort, onSort }: { programId: string; sort: DonorSort; onSort: (sort: DonorSort) => void }) {
  const list = useCursorList(`donors:${programId}:${sort}`, (cursor, signal) =>
    getTransactionList(programId, { sort, limit: PAGE_SIZE, cursor }, { signal }).then((a) => ({ items: a.data, nextCursor: a.nextCursor ?? null })));
  const back = useBack();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => setNow(new Date()), [list.status]);
  return (
    <div className={styles.subPage}>
      <div className={styles.chips} role="group" aria-label="Urutkan">
        {CHIPS.map(([key, label]) => (
          <button key={key} type="button" className={styles.chip} aria-pressed={sort === key} onClick={() => onSort(key)}>{label}</button>
        ))}
      </div>
      {list.status === 'loading' ? (
        <DonorRowsSkeleton />
      ) : list.status === 'error' ? (
        <LoadFailed onRetry={list.retry} />
      ) : list.items.length === 0 ? (
        <EmptyState
          title="Belum ada donasi"
          text="Jadilah yang pertama berinfaq untuk program ini."
          action={<button type="button" className="btn" onClick={back}>Infaq Sekarang</button>}
        />
      ) : (
        <>
          <ul className={styles.donors} aria-label="Riwayat infaq">
            {list.items.map((d, i) => (
              <li key={`${d.tgl_bayar}-${i}`} className={styles.donor} data-testid="donor">
                <span className={styles.avatar} aria-hidden="true">{d.donatur.trim().charAt(0).toUpperCase() || 'H'}</span>
                <div className={styles.donorBody}>
                  <div className={styles.donorTop}>
                    <strong className={styles.donorName}>{d.donatur}</strong>
                    <span className={styles.donorAmount} data-testid="donor-amount">{formatRupiah(d.nominal)}</span>
                  </div>
                  <time className={styles.small} dateTime={d.tgl_bayar} title={formatLongDate(d.tgl_bayar)}>{dayText(d.tgl_bayar, now)}</time>
                  {d.doa ? <p className={styles.donorPray}>{d.doa}</p> : null}
                </div>
              </li>
            ))}
          </ul>
          <LoadMore hasMore={list.hasMore} loading={list.loadingMore} failed={list.moreFailed} onMore={list.loadMore} skeleton={<DonorRowsSkeleton count={3} />} />
        </>
      )}
    </div>
  );
}

function DonorRowsSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div aria-busy="true" aria-label="Memuat donatur" data-testid="donor-skeleton" style={{ display: 'grid', gap: 'var(--space-4)' }}>
      {Array.from({ length: count }, (_, i) => (
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
