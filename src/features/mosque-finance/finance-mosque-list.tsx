import { Link } from '@tanstack/react-router';
import { getMosques } from '../../api/masjid';
import { EmptyState } from '../../ui/empty-state';
import { ChartIcon, ChevronRightIcon } from '../../ui/icons';
import { LoadFailed } from '../../ui/load-failed';
import { Skeleton } from '../../ui/skeleton';
import { useRemote } from '../../ui/use-remote';
import styles from './finance-report.module.css';

/** 'Keuangan Masjid': every mosque of the network, each opening its open finance report. */
export function FinanceMosqueList() {
  const remote = useRemote('finance-mosques', (signal) => getMosques('', { signal }).then((a) => a.data));
  if (remote.status === 'loading') {
    return <div className={styles.list} aria-busy="true">{[0, 1, 2, 3].map((i) => <Skeleton key={i} height={68} radius={16} />)}</div>;
  }
  if (remote.status === 'error') return <LoadFailed onRetry={remote.retry} />;
  if (remote.data.length === 0) return <EmptyState title="Belum ada masjid" text="Laporan keuangan masjid akan tampil di sini." />;
  return (
    <div className={styles.list}>
      <p className={styles.sub}>Lihat ke mana infaq mengalir: laporan mingguan dan bulanan setiap masjid.</p>
      {remote.data.map((m) => (
        <Link key={m.id_masjid} to="/keuangan-masjid/$slug" params={{ slug: m.slug }} search={{ periode: 'minggu' }} className={styles.item}>
          <span className={styles.itemIcon}><ChartIcon /></span>
          <span className={styles.itemText}><strong>{m.header}</strong><span>{m.kota ?? m.alamat}</span></span>
          <ChevronRightIcon size={18} />
        </Link>
      ))}
    </div>
  );
}
