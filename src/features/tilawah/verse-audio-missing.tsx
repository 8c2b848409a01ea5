import { useEffect, useRef, useState } from 'react';
import { readQari } from '../../db/qari';
import { WifiOffIcon } from '../../ui/icons';
import { CloseIcon, DownloadIcon, RefreshIcon } from '../../ui/more-icons';
import { AUDIO_HOST_UNREACHABLE } from '../../lib/reciters';
import { useOnline } from '../../ui/use-online';
import { useToast } from '../../ui/toast';
import { saveSurahVerses, SaveVersesError } from './verse-audio-store';
import styles from './tilawah.module.css';

/**
 * Shown where the player would be when a verse asked for offline is not on the device: says so,
 * and offers 'Simpan offline' for the whole surah, which works once the network is back (and says
 * why it waits until then).
 */
export function VerseAudioMissing({ surah, onClose }: { surah: { nomor: number; namaLatin: string; verses: number }; onClose: () => void }) {
  const online = useOnline();
  const toast = useToast();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const save = async () => {
    const abort = (controller.current = new AbortController());
    try {
      await saveSurahVerses({ nomor: surah.nomor, verses: surah.verses, qari: await readQari() }, { signal: abort.signal, onProgress: (done, total) => setProgress({ done, total }) });
      toast(`Audio ${surah.namaLatin} tersimpan. Bisa diputar tanpa sinyal.`, { tone: 'success' });
      onClose();
    } catch (error) {
      if (!abort.signal.aborted) toast(error instanceof SaveVersesError ? error.message : 'Penyimpanan gagal. Coba lagi.', { tone: 'danger' });
      setProgress(null);
    }
  };

  return (
    <div className={`alert alert--info ${styles.audioMissing}`} role="alert" data-testid="verse-audio-missing">
      <div className={styles.audioMissingText}>
        <WifiOffIcon size={18} />
        <span>
          <strong>Audio belum tersimpan di perangkat.</strong>{' '}
          {online ? `Simpan audio ${surah.namaLatin} agar bisa diputar tanpa sinyal.` : 'Kamu sedang offline. Simpan offline bisa dilakukan saat tersambung ke internet.'}
        </span>
        <button type="button" className={styles.audioMissingClose} onClick={onClose} aria-label="Tutup"><CloseIcon size={18} /></button>
      </div>
      {progress ? (
        <p className={styles.audioMissingProgress} role="status">Menyimpan… {progress.done} dari {progress.total} ayat</p>
      ) : (
        <button type="button" className="btn btn--small" disabled={!online} onClick={() => void save()}>
          <DownloadIcon size={16} /> Simpan offline
        </button>
      )}
    </div>
  );
}

/** Shown where the player would be when the phone is online but the audio host did not answer. */
export function VerseAudioFailed({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  return (
    <div className={`alert alert--danger ${styles.audioMissing}`} role="alert" data-testid="verse-audio-failed">
      <div className={styles.audioMissingText}>
        <span>{AUDIO_HOST_UNREACHABLE}</span>
        <button type="button" className={styles.audioMissingClose} onClick={onClose} aria-label="Tutup"><CloseIcon size={18} /></button>
      </div>
      <button type="button" className="btn btn--small" onClick={onRetry}>
        <RefreshIcon size={16} /> Coba lagi
      </button>
    </div>
  );
}
