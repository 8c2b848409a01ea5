import styles from './wall-night.module.css';

/** Where the sleeping clock stands in each minute: it moves, so no pixel stays lit all night. */
const SPOTS = [[12, 14], [64, 22], [30, 70], [72, 66], [46, 40], [18, 48], [58, 82], [38, 12]] as const;

/**
 * The night between isya and subuh, as the staff set it: 'dim' lays a dark veil over the board
 * (its clock still readable), 'sleep' goes black with a small wandering clock.
 */
export function WallNight(props: { mode: 'dim' } | { mode: 'sleep'; hm: string; minute: number }) {
  if (props.mode === 'dim') return <div className={styles.dim} data-testid="wall-night" data-mode="dim" aria-hidden="true" />;
  const { hm, minute } = props;
  const [left, top] = SPOTS[minute % SPOTS.length]!;
  return (
    <div className={styles.sleep} data-testid="wall" data-phase="night-sleep">
      <p className={styles.sleepClock} style={{ left: `${left}%`, top: `${top}%` }} aria-label={`Pukul ${hm}`}>{hm}</p>
    </div>
  );
}
