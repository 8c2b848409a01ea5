import { WithProgram } from './program-state';
import { ProgramSummaryCard } from './program-summary-card';
import { SafeHtml } from './safe-html';
import styles from './campaign.module.css';

/** '.../detail': the summary card and the whole 'tentang' text. */
export function ProgramDetail({ slug }: { slug: string }) {
  return (
    <WithProgram slug={slug}>
      {(data) => (
        <div className={styles.subPage}>
          <ProgramSummaryCard data={data} />
          <article className="card" style={{ padding: 'var(--space-4)' }} data-testid="tentang">
            <SafeHtml html={data.tentang || data.deskripsi} />
          </article>
        </div>
      )}
    </WithProgram>
  );
}
