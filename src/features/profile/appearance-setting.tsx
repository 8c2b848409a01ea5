import { useState } from 'react';
import type { ThemeChoice } from '../../contract/theme';
import { readThemeChoice, saveThemeChoice } from '../../ui/theme-choice';
import styles from './profile.module.css';

const CHOICES: Array<{ value: ThemeChoice; label: string }> = [
  { value: 'light', label: 'Terang' },
  { value: 'dark', label: 'Gelap' },
  { value: 'system', label: 'Ikuti sistem' },
];

/** Pengaturan's 'Tampilan': light, dark or the phone's own; applied at once and before every later first paint. */
export function AppearanceSetting() {
  const [choice, setChoice] = useState<ThemeChoice>(readThemeChoice);
  const choose = (next: ThemeChoice) => {
    saveThemeChoice(next);
    setChoice(next);
  };
  return (
    <section className={`card ${styles.setting}`} aria-labelledby="tampilan">
      <h2 id="tampilan" className={styles['setting-title']}>Tampilan</h2>
      <div className={`${styles.choices} ${styles['choices-row']}`} role="radiogroup" aria-labelledby="tampilan">
        {CHOICES.map((c) => (
          <label key={c.value} className={styles.choice}>
            <input type="radio" name="tampilan" value={c.value} checked={choice === c.value} onChange={() => choose(c.value)} />
            <span>{c.label}</span>
          </label>
        ))}
      </div>
      <p className="muted" style={{ fontSize: 'var(--fs-s)' }}>Ikuti sistem: gelap atau terang mengikuti pengaturan ponselmu.</p>
    </section>
  );
}
