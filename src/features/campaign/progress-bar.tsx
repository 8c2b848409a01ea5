import styles from './campaign.module.css';

export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  const shown = Math.round(percent);
  return (
    <div className={styles.bar} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={shown}>
      <div className={styles.barFill} style={{ width: `${Math.min(100, percent)}%` }} />
    </div>
  );
}
