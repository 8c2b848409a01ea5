import { useState } from 'react';
import { PlusIcon, TargetIcon } from '../../ui/more-icons';
import { ProgressRing } from './progress-ring';
import { progressOf } from './tasbih-state';
import { TargetSheet } from './target-sheet';
import { useTasbih } from './use-tasbih';
import styles from './tasbih-counter.module.css';

const number = new Intl.NumberFormat('id-ID');

/** The digital tasbih: a large counter inside the ring, a plus button and the target button. */
export function TasbihCounter() {
  const { state, ready, tap, setTarget, reset } = useTasbih();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [pulse, setPulse] = useState(0);
  const count = () => {
    if (tap()) setPulse((n) => n + 1);
  };
  return (
    <section className={styles.root} aria-label="Tasbih digital">
      <button
        type="button"
        className={styles.counter}
        onClick={count}
        disabled={!ready}
        aria-label={`Hitung. ${number.format(state.count)} dari ${number.format(state.target)}`}
      >
        <ProgressRing className={styles.ring} progress={progressOf(state)} />
        <span className={styles.inner}>
          <span className={styles.count} data-testid="tasbih-count" aria-live="polite">{number.format(state.count)}</span>{' '}
          <span className={styles.target}>dari {number.format(state.target)}</span>
        </span>
        {/* Re-keyed on each finished round so the glow plays again. */}
        {pulse > 0 ? <span key={pulse} className={styles.glow} aria-hidden="true" /> : null}
      </button>
      <p className={styles.rounds} data-testid="tasbih-rounds">
        {state.rounds > 0 ? `${number.format(state.rounds)} putaran selesai` : 'Ketuk lingkaran atau tombol + untuk menghitung'}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.side} onClick={() => setSheetOpen(true)} aria-haspopup="dialog">
          <TargetIcon />
          <span>Target</span>
        </button>
        <button type="button" className={styles.plus} onClick={count} disabled={!ready} aria-label="Tambah hitungan">
          <PlusIcon size={36} />
        </button>
        <span className={styles.side} aria-hidden="true">
          <strong className={styles.sideValue}>{number.format(state.target)}</strong>
          <span>target</span>
        </span>
      </div>
      <TargetSheet
        open={sheetOpen}
        target={state.target}
        onClose={() => setSheetOpen(false)}
        onTarget={(t) => {
          setTarget(t);
          setSheetOpen(false);
        }}
        onReset={() => {
          reset();
          setSheetOpen(false);
        }}
      />
    </section>
  );
}
