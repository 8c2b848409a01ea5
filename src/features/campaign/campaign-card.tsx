import { Link } from '@tanstack/react-router';
import type { CampaignCard as Card } from '../../contract/campaign';
import { formatRupiah } from '../../lib/rupiah';
import { Skeleton } from '../../ui/skeleton';
import { ProgressBar } from './progress-bar';
import { hasTarget, progressPercent, timeRemaining, timeRemainingText } from './progress';
import styles from './campaign.module.css';

/** A campaign in the infaq list: flyer, title, collected against the target, time left. */
export function CampaignCard({ campaign, now, aboveFold = false }: { campaign: Card; now: Date; aboveFold?: boolean }) {
  return (
    <Link to="/campaign/$slug" params={{ slug: campaign.slug }} className={styles.card} data-testid="campaign-card">
      {campaign.flyer ? <img className={styles.cardFlyer} src={campaign.flyer} alt="" loading={aboveFold ? 'eager' : 'lazy'} fetchPriority={aboveFold ? 'high' : 'auto'} decoding={aboveFold ? 'sync' : 'async'} width={112} height={112} /> : <span className={styles.cardFlyer} />}
      <span className={styles.cardBody}>
        <strong className={styles.cardTitle}>{campaign.header}</strong>
        {hasTarget(campaign.target) ? <ProgressBar percent={progressPercent(campaign.total_donasi, campaign.target)} label="Dana terkumpul" /> : null}
        <span className={styles.cardFacts}>
          <span>Terkumpul<strong className={styles.amount} data-testid="card-amount">{formatRupiah(campaign.total_donasi)}</strong></span>
          <span>Sisa waktu<strong>{timeRemainingText(timeRemaining(campaign, now))}</strong></span>
        </span>
      </span>
    </Link>
  );
}

export function CampaignCardSkeleton() {
  return (
    <li className={styles.card}>
      <Skeleton width={112} height={112} radius={12} />
      <span className={styles.cardBody}>
        <Skeleton width="90%" height={14} />
        <Skeleton width="60%" height={14} />
        <Skeleton height={8} />
        <Skeleton width="70%" height={12} />
      </span>
    </li>
  );
}
