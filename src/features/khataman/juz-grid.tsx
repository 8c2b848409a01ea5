import { useState } from 'react';
import type { Khataman } from '../../contract/khataman';
import styles from './khataman.module.css';

type Juz = Khataman['juz'][number];

const stateWords: Record<Juz['state'], string> = { free: 'kosong', claimed: 'diambil', read: 'selesai' };

/** What a juz's cell says aloud: its number, its state and, if held, the holder's first name. */
const cellLabel = (j: Juz) => `Juz ${j.juz}, ${j.mine ? `${stateWords[j.state]} olehmu` : j.name ? `${stateWords[j.state]} oleh ${j.name}` : stateWords[j.state]}`;

/**
 * The 30 juz: free ones are tapped to choose them, then taken together; held ones show their
 * holder's first name. A guest's tap on a free juz goes to log in instead.
 */
export function JuzGrid({ juz, canClaim, busy, signedIn, onGuest, onClaim }: {
  juz: Juz[]; canClaim: boolean; busy: boolean; signedIn: boolean; onGuest: () => void; onClaim: (chosen: number[]) => Promise<boolean>;
}) {
  const [chosen, setChosen] = useState<number[]>([]);
  // A juz someone else took since it was chosen is no longer offered.
  const stillFree = chosen.filter((n) => juz[n - 1]?.state === 'free');
  const toggle = (n: number) => {
    if (!signedIn) return onGuest();
    setChosen((list) => (list.includes(n) ? list.filter((x) => x !== n) : [...list, n]));
  };
  const claim = async () => {
    if (await onClaim(stillFree)) setChosen([]);
  };
  return (
    <section className={styles.gridSection} aria-labelledby="pilih-juz">
      <h2 id="pilih-juz" className="section-title">{canClaim ? 'Pilih juz yang akan kamu baca' : 'Daftar juz'}</h2>
      <ul className={styles.legend} aria-label="Keterangan">
        <li><span className={`${styles.swatch} ${styles.free}`} />Kosong</li>
        <li><span className={`${styles.swatch} ${styles.claimed}`} />Diambil</li>
        <li><span className={`${styles.swatch} ${styles.read}`} />Selesai</li>
      </ul>
      <ol className={styles.grid}>
        {juz.map((j) => {
          const picked = stillFree.includes(j.juz);
          const look = `${styles.cell} ${styles[j.state]} ${j.mine ? styles.own : ''} ${picked ? styles.picked : ''}`;
          return (
            <li key={j.juz}>
              {j.state === 'free' && canClaim ? (
                // Named by what it shows ('Juz 5, Kosong'), the words a voice user says to tap it.
                <button type="button" className={look} aria-pressed={picked} onClick={() => toggle(j.juz)}>
                  <span className="visually-hidden">Juz </span>
                  <span className={styles.cellNumber}>{j.juz}</span>
                  <span className="visually-hidden">, </span>
                  <span className={styles.cellName}>{picked ? 'Dipilih' : 'Kosong'}</span>
                </button>
              ) : (
                <div className={look} aria-label={cellLabel(j)} role="img">
                  <span className={styles.cellNumber}>{j.juz}</span>
                  <span className={styles.cellName}>{j.mine ? 'Kamu' : j.name ?? 'Kosong'}</span>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {canClaim ? (
        signedIn ? (
          <button type="button" className={`btn btn--block ${stillFree.length > 0 ? styles.claimBar : ''}`} disabled={busy || stillFree.length === 0} onClick={() => void claim()}>
            {stillFree.length === 0 ? 'Ketuk juz yang kosong untuk memilih' : `Ambil ${stillFree.length === 1 ? `juz ${stillFree[0]}` : `${stillFree.length} juz`}`}
          </button>
        ) : (
          <button type="button" className="btn btn--block" onClick={onGuest}>Masuk untuk mengambil juz</button>
        )
      ) : null}
    </section>
  );
}
