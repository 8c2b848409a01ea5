import { Link } from '@tanstack/react-router';
import { getMosques } from '../../api/masjid';
import { EmptyState } from '../../ui/empty-state';
import { ChartIcon } from '../../ui/icons';
import { ChevronRightIcon } from '../../ui/more-icons';
import { LoadFailed } from '../../ui/load-failed';
import { LoadMore } from '../../ui/load-more';
import { Skeleton } from '../../ui/skeleton';
import { useCursorList } from '../../ui/use-cursor-list';
import styles from './finance-report.module.css';

/** Mosques per page, by name. */
const PAGE_SIZE = 30;

const ItemSkeletons = ({ count }: { count: number }) => <>{Array.from({ length: count }, (_, i) => <Skeleton key={i} height={68} radius={16} />)}</>;

/** 'Keuangan Masjid': every mosque of the network, a page at a time, each opening its open finance report. */
export function FinanceMosqueList() {
  const remote = useCursorList('finance-mosques', (cursor, signal) =>
    getMosques({ limit: PAGE_SIZE, cursor }, { signal }).then((a) => ({ items: a.data, nextCursor: a.nextCursor ?? null })), (m) => m.id_masjid);
  if (remote.status === 'loading') {
    return <div className={styles.list} aria-busy="true"><ItemSkeletons count={4} /></div>;
  }
  if (remote.status === 'error') return <LoadFailed onRetry={remote.retry} />;
  if (remote.items.length === 0) return <EmptyState title="Belum ada masjid" text="Laporan keuangan masjid akan tampil di sini." />;
  return (
    <div className={styles.list}>
      <p className={styles.sub}>Lihat ke mana infaq mengalir: laporan mingguan dan bulanan setiap masjid.</p>
      {remote.items.map((m) => (
        <Link key={m.id_masjid} to="/keuangan-masjid/$slug" params={{ slug: m.slug }} search={{ periode: 'minggu' }} className={styles.item}>
          <span className={styles.itemIcon}><ChartIcon /></span>
          <span className={styles.itemText}><strong>{m.header}</strong><span>{m.kota ?? m.alamat}</span></span>
          <ChevronRightIcon size={18} />
        </Link>
      ))}
      <LoadMore hasMore={remote.hasMore} loading={remote.loadingMore} failed={remote.moreFailed} onMore={remote.loadMore} skeleton={<ItemSkeletons count={2} />} />
    </div>
  );
}
