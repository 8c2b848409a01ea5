import { useState } from 'react';
import { ApiError } from '../../api/client';
import { setKhatamanRecap } from '../../api/khataman';
import { KHATAMAN_RECAPS_MAX, type Khataman } from '../../contract/khataman';
import { useToast } from '../../ui/toast';
import styles from './khataman.module.css';

const spoken = (times: readonly string[]) => times.map((t) => t.replace(':', '.')).join(', ').replace(/, ([^,]*)$/, ' dan $1');

/**
 * 'Rekap otomatis': the opener picks up to three times a day when everyone in the khataman hears
 * in Pesan where the group stands; the others read when it comes.
 */
export function RecapTimes({ k, onAnswer }: { k: Khataman; onAnswer: (k: Khataman) => void }) {
  const toast = useToast();
  const [time, setTime] = useState('');
  const [busy, setBusy] = useState(false);
  const times = k.recap_times;
  if (!k.owned) {
    return times.length > 0 ? <p className={styles.rule}>Rekap dikirim lewat Pesan setiap hari pukul {spoken(times)} WIB.</p> : null;
  }
  const save = async (next: string[]) => {
    setBusy(true);
    try {
      const answer = await setKhatamanRecap(k.id, next);
      onAnswer(answer.data);
      toast(answer.message, { tone: 'success' });
      setTime('');
    } catch (error) {
      toast(error instanceof ApiError ? error.errors.times ?? error.message : 'Tidak ada koneksi internet. Coba lagi saat online, ya.', { tone: 'danger', ms: 4000 });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={`card ${styles.recap}`} aria-labelledby="rekap-title">
      <h2 id="rekap-title" className="section-title">Rekap otomatis</h2>
      <p className={styles.rule}>Semua peserta menerima rekap lewat Pesan pada jam yang kamu pilih (WIB), paling banyak {KHATAMAN_RECAPS_MAX} kali sehari.</p>
      {times.length > 0 ? (
        <ul className={styles.recapList} aria-label="Jam rekap">
          {times.map((t) => (
            <li key={t} className={styles.recapItem}>
              <span>{t.replace(':', '.')}</span>
              <button type="button" className={styles.recapRemove} disabled={busy} aria-label={`Hapus jam rekap ${t.replace(':', '.')}`}
                onClick={() => void save(times.filter((x) => x !== t))}>×</button>
            </li>
          ))}
        </ul>
      ) : null}
      {times.length < KHATAMAN_RECAPS_MAX ? (
        <form className={styles.recapForm} onSubmit={(e) => { e.preventDefault(); if (time) void save([...times, time]); }}>
          <label className="field">
            <span className="field__label">Tambah jam rekap</span>
            <span className="field__control"><input type="time" name="recap" value={time} onChange={(e) => setTime(e.target.value)} /></span>
          </label>
          <button type="submit" className="btn btn--small" disabled={busy || !time}>Tambah</button>
        </form>
      ) : null}
    </section>
  );
}
