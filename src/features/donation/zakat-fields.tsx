import { ZAKAT_KIND_LABELS, ZAKAT_KINDS } from '../../contract/zakat';
import { ZakatNiat } from '../../ui/zakat-niat';
import styles from './donation.module.css';

/** The kind of zakat paid, as four choices. */
export function ZakatKindPicker({ value, error, onChange }: { value: string; error?: string; onChange: (kind: string) => void }) {
  return (
    <div className="field">
      <div className={styles.presets} role="radiogroup" aria-label="Jenis zakat">
        {ZAKAT_KINDS.map((k) => (
          <button key={k} type="button" role="radio" aria-checked={value === k} className={styles.preset} onClick={() => onChange(k)} data-testid={`zakat-kind-${k}`}>
            {ZAKAT_KIND_LABELS[k]}
          </button>
        ))}
      </div>
      {error ? <span className="field__error" role="alert">{error}</span> : null}
    </div>
  );
}

/** The niat of the kind chosen; nothing until one is. */
export function ZakatNiatOf({ kind }: { kind: string }) {
  const known = ZAKAT_KINDS.find((k) => k === kind);
  return known ? <ZakatNiat kind={known} /> : null;
}
