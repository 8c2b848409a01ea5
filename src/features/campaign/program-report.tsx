import { getUpdates } from '../../api/campaign';
import { formatLongDate } from '../../lib/relative-time';
import { EmptyState } from '../../ui/empty-state';
import { CalendarIcon } from '../../ui/more-icons';
import { LoadFailed } from '../../ui/load-failed';
import { Skeleton } from '../../ui/skeleton';
import { useRemote } from '../../ui/use-remote';
import { WithProgram } from './program-state';
import { SafeHtml } from './safe-html';
import styles from './campaign.module.css';

/** 'Kabar Terbaru': the program's updates, newest first. */
export function ProgramReport({ slug }: { slug: string }) {
  return <WithProgram slug={slug}>{(data) => <Updates programId={data.programId} />}</WithProgram>;
}

function Updates({ programId }: { programId: string }) {
  const remote = useRemote(`updates:${programId}`, (signal) => getUpdates(programId, { signal }).then((a) => a.data));
  if (remote.status === 'loading') return <ListSkeleton />;
  if (remote.status === 'error') return <LoadFailed onRetry={remote.retry} />;
  if (remote.data.length === 0) return <EmptyState title="Belum ada kabar terbaru" text="Kabar penyaluran program ini akan muncul di sini." />;
  const items = [...remote.data].sort((a, b) => Date.parse(b.created_date) - Date.parse(a.created_date));
  return (
    <ol className={styles.subPage} style={{ listStyle: 'none', margin: 0 }} aria-label="Kabar terbaru">
      {items.map((u) => (
        <li key={u.id} className={`card ${styles.update}`} data-testid="update">
          <span className={styles.updateDate}><CalendarIcon size={14} /> <time dateTime={u.created_date}>{formatLongDate(u.created_date)}</time></span>
          <h2 className={styles.updateTitle}>{u.title}</h2>
          <SafeHtml html={u.body} />
        </li>
      ))}
    </ol>
  );
}

export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className={styles.subPage} aria-busy="true" aria-label="Memuat">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={`card ${styles.update}`}>
          <Skeleton width="30%" height={12} />
          <Skeleton width="70%" height={16} />
          <Skeleton height={12} />
          <Skeleton width="85%" height={12} />
        </div>
      ))}
    </div>
  );
}
