import { Link } from '@tanstack/react-router';
import { campaignLimitCall, getCampaignLimit } from '../../api/campaign';
import { DataAge } from '../../ui/data-age';
import { formatRupiah } from '../../lib/rupiah';
import { Skeleton } from '../../ui/skeleton';
import { NearSlider } from '../../ui/near-slider';
import { usePublicRead } from '../../ui/use-remote';
import styles from './campaign.module.css';

/** Spec section 9: 5 campaigns, advancing every 5 seconds, not stopping on interaction. */
export const CAROUSEL_COUNT = 5;
export const CAROUSEL_MS = 5000;

/** The home page's campaign carousel; each slide opens its campaign. */
export function CampaignCarousel() {
  const remote = usePublicRead(campaignLimitCall(CAROUSEL_COUNT), (signal) => getCampaignLimit(CAROUSEL_COUNT, { signal }));
  if (remote.status === 'loading') return <Skeleton height={0} radius={16} style={{ aspectRatio: '16 / 9', height: 'auto' }} />;
  // The home page stays useful without it: a failed load simply leaves the carousel out.
  if (remote.status === 'error' || remote.data.length === 0) return null;
  return (
    <>
    <DataAge freshness={remote.freshness} />
    <NearSlider
      label="Program pilihan"
      loop
      autoplayMs={CAROUSEL_MS}
      controls={false}
      slides={remote.data.map((c) => (
        <Link key={c.id} to="/campaign/$slug" params={{ slug: c.slug }} className={styles.slide} data-testid="carousel-slide">
          {c.flyer ? <img className={styles.slideImage} src={c.flyer} alt="" width={800} height={450} /> : <span className={styles.slideImage} />}
          <span className={styles.slideText}>
            <span className={styles.slideTitle}>{c.header}</span>
            <span className={styles.slideMeta}>Terkumpul {formatRupiah(c.total_donasi)}</span>
          </span>
        </Link>
      ))}
    />
    </>
  );
}
