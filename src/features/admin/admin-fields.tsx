import { useId } from 'react';
import { formatAmountInput } from '../../lib/rupiah';
import { TextField } from '../../ui/text-field';
import styles from './admin.module.css';

// Form fields in the shared `field` look for what ui/text-field does not cover: long plain text,
// a day, a yes/no switch and rupiah amounts.

type Common = { label: string; name: string; error?: string; onBlur?: () => void };

export function TextAreaField({ label, name, value, onChange, onBlur, error, max, rows = 5, hint }: Common & {
  value: string; onChange: (value: string) => void; max?: number; rows?: number; hint?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>{label}</label>
      {hint ? <span className={styles.hint}>{hint}</span> : null}
      <div className={`field__control ${error ? 'field__control--invalid' : ''}`}>
        <textarea id={id} name={name} rows={rows} value={value} className={styles.textarea}
          aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value)} onBlur={onBlur} />
      </div>
      <FieldFoot id={id} error={error} length={max !== undefined ? value.length : undefined} max={max} name={name} />
    </div>
  );
}

export function DateField({ label, name, value, onChange, onBlur, error, disabled, min }: Common & { value: string; onChange: (value: string) => void; disabled?: boolean; min?: string }) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>{label}</label>
      <div className={`field__control ${error ? 'field__control--invalid' : ''} ${disabled ? styles.disabled : ''}`}>
        <input id={id} name={name} type="date" value={value} disabled={disabled} min={min}
          aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value)} onBlur={onBlur} />
      </div>
      {/* The browser shows a date field in its own language's order (11/27/2026 on an English
          phone): the chosen day is also written out in Indonesian, so no one misreads it. */}
      {!error && isoDay.test(value) ? <span className={styles.dateReadout} data-testid={`${name}-readout`}>{readableDay.format(new Date(`${value}T00:00:00Z`))}</span> : null}
      <FieldFoot id={id} error={error} name={name} />
    </div>
  );
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const readableDay = new Intl.DateTimeFormat('id-ID', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Digits only, shown with thousands separators behind 'Rp'; the form keeps the bare digits. */
export function AmountField({ label, name, value, onChange, onBlur, error, placeholder }: Common & { value: string; onChange: (digits: string) => void; placeholder?: string }) {
  return (
    <TextField label={label} name={name} prefix="Rp" inputMode="numeric" placeholder={placeholder} value={formatAmountInput(value).text}
      onChange={(text) => { const { text: shown, value: amount } = formatAmountInput(text); onChange(shown ? String(amount) : ''); }}
      onBlur={onBlur} error={error} />
  );
}

export function SwitchField({ label, name, checked, onChange, description }: { label: string; name: string; checked: boolean; onChange: (checked: boolean) => void; description?: string }) {
  const id = useId();
  return (
    <label className={styles.switch} htmlFor={id}>
      <span className={styles.switchText}>
        <span className={styles.switchLabel}>{label}</span>
        {description ? <span className={styles.hint}>{description}</span> : null}
      </span>
      <input id={id} name={name} type="checkbox" role="switch" checked={checked} onChange={(e) => onChange(e.target.checked)} />
    </label>
  );
}

function FieldFoot({ id, error, length, max, name }: { id: string; error?: string; length?: number; max?: number; name: string }) {
  if (!error && max === undefined) return null;
  return (
    <div className={styles.foot}>
      <span id={`${id}-error`} className="field__error" role={error ? 'alert' : undefined}>{error ?? ''}</span>
      {max !== undefined && length !== undefined ? (
        <span className={`field__hint ${length > max ? 'field__hint--over' : ''}`} data-testid={`${name}-counter`}>{length}/{max}</span>
      ) : null}
    </div>
  );
}
