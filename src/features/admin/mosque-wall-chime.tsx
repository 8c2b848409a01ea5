import { useState } from 'react';
import { ApiError } from '../../api/client';
import { clearWallChime, saveWallChime } from '../../api/mosque-wall';
import { WALL_CHIME_MAX_BYTES, wallMessages } from '../../contract/wall-settings';
import { useToast } from '../../ui/toast';
import { submitAttempt, useAttempts } from './attempt';
import { readAsDataUrl } from './photo-file';
import styles from './admin.module.css';
import own from './mosque-admin.module.css';

/** What a picked file may be, checked before it is read (the server checks the bytes themselves). */
const SOUND_TYPES = ['audio/mpeg', 'audio/mp3', 'audio/mp4', 'audio/x-m4a', 'audio/ogg'];
const soundProblem = (file: { type: string; size: number }) => {
  if (!SOUND_TYPES.includes(file.type)) return wallMessages.chimeType;
  return file.size > WALL_CHIME_MAX_BYTES ? wallMessages.chimeSize : null;
};

/**
 * 'Bunyi sendiri': the mosque's own short adzan/iqamah sound, uploaded at once when picked (the
 * screen keeps it for offline), heard here before it sounds in the hall, and removed with 'Hapus'.
 */
export function OwnChime({ masjidId, ownUrl: initial, onUploaded }: { masjidId: number; ownUrl: string | null; onUploaded: () => void }) {
  const toast = useToast();
  const attemptFor = useAttempts();
  const [ownUrl, setOwnUrl] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (id: string, call: (key: string) => ReturnType<typeof saveWallChime>, failed: string) => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await submitAttempt(attemptFor(id), call);
      setOwnUrl(answer.data.settings.chime.own_url);
      toast(answer.message, { tone: 'success' });
      return true;
    } catch (error) {
      // A refusal says what is wrong with the file; anything else, that it may be tried again.
      setProblem(error instanceof ApiError && error.status < 500 ? (error.errors.audio ?? error.message) : failed);
      return false;
    } finally {
      setBusy(false);
    }
  };
  const pick = async (file: File) => {
    const wrong = soundProblem(file);
    if (wrong) return setProblem(wrong);
    let audio: string;
    try {
      audio = await readAsDataUrl(file);
    } catch {
      return setProblem('Berkas bunyi tidak dapat dibaca, coba berkas lain');
    }
    if (await run(`wall-chime:${masjidId}:${file.name}:${file.size}`, (key) => saveWallChime({ masjid_id: String(masjidId), audio }, key), 'Bunyi belum bisa diunggah. Coba lagi, ya.')) onUploaded();
  };
  return (
    <div className={styles.form} data-testid="wall-own-chime">
      {ownUrl ? (
        <div className={own.row}>
          <audio className={own.chimePreview} controls preload="none" src={ownUrl} aria-label="Dengarkan bunyi sendiri" />
          <button type="button" className={own.linkButton} disabled={busy}
            onClick={() => void run(`wall-chime-clear:${masjidId}:${ownUrl}`, (key) => clearWallChime({ masjid_id: String(masjidId) }, key), 'Bunyi belum bisa dihapus. Coba lagi, ya.')}>Hapus</button>
        </div>
      ) : <p className={styles.panelNote}>Belum ada berkas bunyi. MP3, M4A atau OGG, paling besar 1 MB; sebaiknya beberapa detik saja.</p>}
      <label className={`btn btn--outline btn--small ${styles.filePick}`} aria-disabled={busy}>
        {busy ? 'Mengunggah…' : ownUrl ? 'Ganti berkas bunyi' : 'Pilih berkas bunyi'}
        <input type="file" name="chime" accept="audio/mpeg,audio/mp4,audio/x-m4a,audio/ogg,.mp3,.m4a,.ogg" aria-label="Pilih berkas bunyi" disabled={busy}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void pick(file);
          }} />
      </label>
      {problem ? <p className="field__error" role="alert">{problem}</p> : null}
    </div>
  );
}
