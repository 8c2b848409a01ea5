import { getDisbursements } from '../../api/campaign';
import { formatLongDate } from '../../lib/relative-time';
import { formatRupiah, formatThousands } from '../../lib/rupiah';
import { EmptyState } from '../../ui/empty-state';
import { LoadFailed } from '../../ui/load-failed';
import { useRemote } from '../../ui/use-remote';
import { WithProgram } from './program-state';
import { ProgramSummaryCard } from './program-summary-card';
import { ListSkeleton } from './program-report';
import styles from './campaign.module.css';

/** 'Pencairan Dana': how much was disbursed, how often, and each disbursement. */
export function Disbursements({ slug }: { slug: string }) {
  return (
    <WithProgram slug={slug}>
      {(data) => (
        <>
          <div className={styles.subPage} style={{ paddingBottom: 0 }}><ProgramSummaryCard data={data} /></div>
          <DisbursementList programId={data.programId} />
        </>
      )}
    </WithProgram>
  );
}

function DisbursementList({ programId }: { programId: string }) {
  const remote = useRemote(`disbursements:${programId}`, (signal) => getDisbursements(programId, { signal }).then((a) => a.data));
  if (remote.status === 'loading') return <ListSkeleton />;
  if (remote.status === 'error') return <LoadFailed onRetry={remote.retry} />;
  const { items, summary } = remote.data;
  return (
    <div className={styles.subPage}>
      <div className={styles.stats}>
        <div className={`card ${styles.stat}`}><span>Dana dicairkan</span><strong data-testid="disbursed-total">{formatRupiah(summary.total_disbursed)}</strong></div>
        <div className={`card ${styles.stat}`}><span>Pencairan</span><strong data-testid="disbursed-count">{formatThousands(summary.count)} Kali</strong></div>
      </div>
      {items.length === 0 ? (
        <EmptyState title="Belum ada pencairan dana" text="Setiap pencairan dana program ini akan dicatat di sini." />
      ) : (
        <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 'var(--space-3)' }} aria-label="Daftar pencairan dana">
          {items.map((d) => (
            <li key={d.id} className={`card ${styles.disbursement}`} data-testid="disbursement">
              <div className={styles.disbursementHead}>
                <strong>{d.title}</strong>
                <span className={styles.disbursementAmount}>{formatRupiah(d.amount)}</span>
              </div>
              <span className={styles.small}>{formatLongDate(`${d.disbursed_at}T12:00:00+07:00`)}</span>
              <p className="muted" style={{ fontSize: 'var(--fs-s)', lineHeight: 1.5 }}>{d.description}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
