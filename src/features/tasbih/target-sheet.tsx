import { useState, type FormEvent } from 'react';
import { BottomSheet } from '../../ui/bottom-sheet';
import { RefreshIcon } from '../../ui/more-icons';
import { parseCustomTarget, TASBIH_PRESETS } from './tasbih-state';
import styles from './target-sheet.module.css';

const number = new Intl.NumberFormat('id-ID');

/** Set the target (presets or a custom number) or reset the count. */
export function TargetSheet({ open, target, onClose, onTarget, onReset }: { open: boolean; target: number; onClose: () => void; onTarget: (t: number) => void; onReset: () => void }) {
  const [custom, setCustom] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setCustom('');
    setError(undefined);
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseCustomTarget(custom);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setCustom('');
    setError(undefined);
    onTarget(parsed.target);
  };
  return (
    <BottomSheet open={open} title="Atur Target" onClose={close}>
      <div className={styles.body}>
        <div className={styles.presets} role="group" aria-label="Pilihan target">
          {TASBIH_PRESETS.map((preset) => (
            <button key={preset} type="button" className={styles.preset} aria-pressed={preset === target} onClick={() => onTarget(preset)}>
              {number.format(preset)}
            </button>
          ))}
        </div>
        <form className={styles.custom} onSubmit={submit} noValidate>
          <label className="field">
            <span className="field__label">Target lain</span>
            <span className={`field__control${error ? ' field__control--invalid' : ''}`}>
              <input
                inputMode="numeric"
                pattern="[0-9]*"
                placeholder="Misal 7"
                value={custom}
                onChange={(e) => {
                  setCustom(e.target.value);
                  setError(undefined);
                }}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'tasbih-target-error' : undefined}
              />
            </span>
            {error ? <span id="tasbih-target-error" className="field__error" role="alert">{error}</span> : null}
          </label>
          <button type="submit" className="btn">Simpan</button>
        </form>
        <button type="button" className="btn btn--outline btn--block" onClick={onReset}>
          <RefreshIcon size={20} /> Reset hitungan
        </button>
      </div>
    </BottomSheet>
  );
}
