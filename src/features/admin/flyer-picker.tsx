import { CameraIcon } from '../../ui/more-icons';
import { flyerProblem } from './program-values';
import { readAsDataUrl } from './photo-file';
import styles from './admin.module.css';

/**
 * The flyer: the current or newly picked image as a preview, and a picker that checks the
 * contract's limits (PNG, JPEG or WebP, at most 2 MB) before the file is read.
 */
export function FlyerPicker({ current, picked, error, onPick, onProblem, label = 'Flyer', check = flyerProblem }: {
  current: string | null;
  /** What the image is called on this form ('Flyer', 'Gambar Poster'), and its limits' messages. */
  label?: string;
  check?: (file: { type: string; size: number }) => string | null;
  picked?: string;
  error?: string;
  onPick: (dataUrl: string) => void;
  onProblem: (message: string) => void;
}) {
  const shown = picked ?? current;
  return (
    <div className={`field ${styles.flyer}`}>
      <span className="field__label">{label}</span>
      {shown ? <img className={styles.flyerPreview} src={shown} alt={`Pratinjau ${label.toLowerCase()}`} data-testid="flyer-preview" /> : <div className={styles.flyerEmpty}>Belum ada {label.toLowerCase()}</div>}
      <label className={`btn btn--outline btn--small ${styles.filePick}`}>
        <CameraIcon size={18} /> {shown ? `Ganti ${label}` : `Pilih ${label}`}
        <input type="file" name="flyer" accept="image/png,image/jpeg,image/webp" aria-label={`Pilih ${label.toLowerCase()}`}
          onChange={async (e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (!file) return;
            const problem = check(file);
            if (problem) return onProblem(problem);
            try {
              onPick(await readAsDataUrl(file));
            } catch {
              onProblem(`${label} tidak dapat dibaca, coba gambar lain`);
            }
          }} />
      </label>
      <span className="field__hint" style={{ textAlign: 'left' }}>PNG, JPEG atau WebP, maksimal 2 MB.</span>
      {error ? <span className="field__error" role="alert">{error}</span> : null}
    </div>
  );
}
