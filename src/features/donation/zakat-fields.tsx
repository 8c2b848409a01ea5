import { ZAKAT_KIND_LABELS, ZAKAT_KINDS } from '../../contract/zakat';
import { ZakatNiat } from '../../ui/zakat-niat';
import { TextField } from '../../ui/text-field';
import type { COUNTED_ZAKAT_KINDS } from '../../contract/zakat-donation';
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

/** How many jiwa a fitrah or days a fidyah pays for, so the receipt can say so; may stay empty. */
export function ZakatCountField({ kind, value, error, onChange, onBlur }: {
  kind: (typeof COUNTED_ZAKAT_KINDS)[number]; value: string; error?: string | undefined; onChange: (s: string) => void; onBlur: () => void;
}) {
  return (
    <TextField label={kind === 'fitrah' ? 'Jumlah jiwa (opsional)' : 'Jumlah hari (opsional)'} name="zakatCount" inputMode="numeric" autoComplete="off"
      placeholder={kind === 'fitrah' ? 'Kamu dan tanggunganmu' : 'Hari puasa yang ditinggalkan'}
      value={value} onChange={(s) => onChange(s.replace(/\D/g, '').slice(0, 4))} onBlur={onBlur} error={error} />
  );
}
