import type { ReactNode } from 'react';
import { badgeText } from '../lib/unread-count';
import { useUnreadCount } from './use-unread-count';
import styles from './pesan-tab-icon.module.css';

/** The Pesan tab's icon with the unread count on it. */
export function PesanIcon({ icon }: { icon: ReactNode }) {
  const unread = useUnreadCount();
  return (
    <span className={styles.wrap}>
      {icon}
      {unread > 0 ? <span className={styles.badge} data-testid="pesan-badge" aria-label={`${unread} pesan belum dibaca`}>{badgeText(unread)}</span> : null}
    </span>
  );
}
