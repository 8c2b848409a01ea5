import type { ReactNode } from 'react';
import styles from './wall-reading.module.css';

/** Longer than this (characters), a text takes the smaller size so it still fits the screen. */
export const LONG_ARABIC = 220;
export const LONG_MEANING = 260;

/** The frame both reading screens share: what it is and the time on top, the text, a foot. */
export function WallReading({ phase, label, hm, children, foot }: { phase: string; label: string; hm: string; children: ReactNode; foot?: ReactNode }) {
  return (
    <div className={styles.reading} data-testid="wall" data-phase={phase}>
      <header className={styles.top}>
        <h1 className={styles.label}>{label}</h1>
        <p className={styles.clock} aria-label={`Pukul ${hm}`}>{hm}</p>
      </header>
      <main className={styles.body}>{children}</main>
      <footer className={styles.foot}>{foot}</footer>
    </div>
  );
}

export { styles as readingStyles };
