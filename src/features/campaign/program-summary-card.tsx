import type { Campaign } from '../../contract/campaign';
import { formatRupiah } from '../../lib/rupiah';
import { ProgressBar } from './progress-bar';
import { hasTarget, progressPercent, timeRemaining, timeRemainingText } from './progress';
import styles from './campaign.module.css';

/** The small card at the top of a program's sub-pages: flyer, title, collected and progress. */
export function ProgramSummaryCard({ data, now = new Date() }: { data: Campaign; now?: Date }) {
  return (
    <section className={`card ${styles.mini}`} aria-label="Ringkasan program">
      {data.flyer ? <img className={styles.miniFlyer} src={data.flyer} alt="" width={96} height={72} /> : <span className={styles.miniFlyer} />}
      <div className={styles.miniBody}>
        <h2 className={styles.miniTitle}>{data.header}</h2>
        {hasTarget(data.target) ? <ProgressBar percent={progressPercent(data.total_donasi, data.target)} label="Dana terkumpul" /> : null}
        <div className={styles.cardFacts}>
          <span>Terkumpul<strong className={styles.amount}>{formatRupiah(data.total_donasi)}</strong></span>
          <span>Sisa waktu<strong>{timeRemainingText(timeRemaining(data, now))}</strong></span>
        </div>
      </div>
    </section>
  );
}
