import { relativeTime } from '../lib/relative-time';
import { ClockIcon } from './icons';
import type { Freshness } from './use-remote';
import styles from './data-age.module.css';

/**
 * 'Diperbarui 3 jam lalu' for data made at `fetchedAt` (epoch ms); a device answer of unknown age
 * (0) says only that it is stored on the device.
 */
export function ageText(fetchedAt: number, now: Date): string {
  if (fetchedAt <= 0) return 'Tersimpan di perangkat';
  const ago = relativeTime(new Date(fetchedAt), now);
  return ago === 'Baru saja' ? 'Diperbarui baru saja' : `Diperbarui ${ago.replace(/ yang lalu$/, ' lalu')}`;
}

/**
 * Says once, in the page's flow, how old what is shown is when it came from the device (no
 * network); says nothing for a fresh answer.
 */
export function DataAge({ freshness, now = new Date(), flush = false }: { freshness: Freshness; now?: Date; flush?: boolean }) {
  if (!freshness?.fromDevice) return null;
  return (
    <p className={flush ? `${styles.age} ${styles.flush}` : styles.age} role="status" data-testid="data-age">
      <ClockIcon size={14} />{ageText(freshness.fetchedAt, now)}
    </p>
  );
}
