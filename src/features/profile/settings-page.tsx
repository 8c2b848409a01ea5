import type { ReactNode } from 'react';
import { updateSettings, type Settings } from '../../db/settings';
import { useSettings } from '../../db/use-settings';
import { MinusIcon, PlusIcon } from '../../ui/more-icons';
import { PageLayout } from '../../ui/page-layout';
import { PRAYER_METHODS } from '../../contract/prayer-methods';
import { PRAYER_METHOD_WORDS, prayerMethodHint } from '../../contract/prayer-method-words';
import { AppearanceSetting } from './appearance-setting';
import styles from './profile.module.css';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** /profile/pengaturan: device settings, stored in Dexie and read by the prayer and tasbih pages. */
export function SettingsPage({ children }: { children?: ReactNode }) {
  const settings = useSettings();
  const set = (change: Partial<Settings>) => void updateSettings(change);
  return (
    <PageLayout title="Pengaturan">
      <div className="page-body">
        <AppearanceSetting />
        <section className={`card ${styles.setting}`} aria-labelledby="hijri">
          <h2 id="hijri" className={styles['setting-title']}>Penyesuaian tanggal Hijriah</h2>
          <p className="muted" style={{ fontSize: 'var(--fs-s)' }}>Tanggal Hijriah mengikuti kalender Kemenag (kriteria MABIMS dan hasil sidang isbat). Geser hanya jika kamu mengikuti kalender lain.</p>
          <div className={styles.stepper}>
            <button type="button" className="btn btn--outline btn--small" aria-label="Kurangi satu hari" disabled={settings.hijriAdjustment <= -2}
              onClick={() => set({ hijriAdjustment: settings.hijriAdjustment - 1 })}><MinusIcon size={18} /></button>
            <output className={styles['stepper-value']} aria-live="polite">{signed(settings.hijriAdjustment)}</output>
            <button type="button" className="btn btn--outline btn--small" aria-label="Tambah satu hari" disabled={settings.hijriAdjustment >= 2}
              onClick={() => set({ hijriAdjustment: settings.hijriAdjustment + 1 })}><PlusIcon size={18} /></button>
            <span className="muted" style={{ fontSize: 'var(--fs-s)' }}>hari</span>
          </div>
        </section>
        <section className={`card ${styles.setting}`} aria-labelledby="metode">
          <h2 id="metode" className={styles['setting-title']}>Metode jadwal sholat</h2>
          <div className={styles.choices} role="radiogroup" aria-labelledby="metode">
            {PRAYER_METHODS.map((m) => (
              <label key={m} className={styles.choice} style={{ alignItems: 'flex-start', padding: 'var(--space-3) var(--space-4)' }}>
                <input type="radio" name="prayerMethod" value={m} checked={settings.prayerMethod === m} onChange={() => set({ prayerMethod: m })} style={{ marginTop: 2, flexShrink: 0 }} />
                <span style={{ display: 'grid', gap: 2 }}>
                  <span>{PRAYER_METHOD_WORDS[m].name}</span>
                  <span className="muted" style={{ fontSize: 'var(--fs-xs)', fontWeight: 400 }}>{prayerMethodHint(m)}</span>
                </span>
              </label>
            ))}
          </div>
        </section>
        <section className={`card ${styles.setting}`}>
          <label className={styles.switch}>
            <span style={{ display: 'grid', gap: 2 }}>
              <span className={styles['setting-title']}>Getar saat tasbih</span>
              <span className="muted" style={{ fontSize: 'var(--fs-s)' }}>Getaran singkat di setiap hitungan</span>
            </span>
            <input type="checkbox" role="switch" checked={settings.tasbihVibration} onChange={(e) => set({ tasbihVibration: e.target.checked })} />
          </label>
        </section>
        {children}
      </div>
    </PageLayout>
  );
}
