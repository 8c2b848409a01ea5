import { useSyncExternalStore } from 'react';
import { applyUpdate, subscribeToUpdate, updateWaiting } from '../lib/service-worker';
import styles from './update-prompt.module.css';

/** 'Versi baru tersedia': the new worker waits until the user chooses to reload. */
export function UpdatePrompt() {
  const waiting = useSyncExternalStore(subscribeToUpdate, updateWaiting, () => false);
  if (!waiting) return null;
  return (
    <div role="alert" className={styles.prompt}>
      <span className={styles.text}>Versi baru tersedia</span>
      <button type="button" className="btn btn--small" onClick={applyUpdate}>Muat ulang</button>
    </div>
  );
}
