import { useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import { EyeIcon, EyeOffIcon } from './more-icons';

export type TextFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  prefix?: string;
  max?: number;
  type?: 'text' | 'password' | 'email' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  placeholder?: string;
  readOnly?: boolean;
  onClick?: () => void;
  end?: ReactNode;
  autoFocus?: boolean;
};

/**
 * A labelled input in the shared `field` look: optional +62-style prefix, x/max counter (red over
 * the limit), a show/hide toggle for passwords, and an error that the caller shows once touched.
 */
export function TextField({
  label, name, value, onChange, onBlur, error, prefix, max, type = 'text', inputMode, autoComplete, placeholder, readOnly, onClick, end, autoFocus,
}: TextFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const isPassword = type === 'password';
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>{label}</label>
      <div className={`field__control ${error ? 'field__control--invalid' : ''}`}>
        {prefix ? <span className="field__prefix">{prefix}</span> : null}
        <input
          id={id}
          name={name}
          type={isPassword && visible ? 'text' : type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          placeholder={placeholder}
          value={value}
          readOnly={readOnly}
          autoFocus={autoFocus}
          onClick={onClick}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange?.(e.target.value)}
          onBlur={onBlur}
        />
        {isPassword ? (
          <button type="button" onClick={() => setVisible((x) => !x)} aria-label={visible ? 'Sembunyikan kata sandi' : 'Tampilkan kata sandi'}
            aria-pressed={visible} style={{ display: 'grid', placeItems: 'center', border: 0, background: 'transparent', padding: 4, color: 'var(--c-ink-soft)', cursor: 'pointer' }}>
            {visible ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
          </button>
        ) : null}
        {end}
      </div>
      {max !== undefined || error ? (
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
          <span id={`${id}-error`} className="field__error" role={error ? 'alert' : undefined}>{error ?? ''}</span>
          {max !== undefined ? (
            <span className={`field__hint ${value.length > max ? 'field__hint--over' : ''}`} data-testid={`${name}-counter`}>{value.length}/{max}</span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** Only digits: phone fields are numeric. */
export const digitsOnly = (raw: string) => raw.replace(/\D/g, '');

/** The 'Nomor Whatsapp' field of every form: +62 shown beside it, digits only, the phone keypad. */
export function WhatsappField({ onChange, ...rest }: Pick<TextFieldProps, 'name' | 'value' | 'onBlur' | 'error' | 'readOnly' | 'end'> & {
  onChange?: (digits: string) => void;
}) {
  return (
    <TextField label="Nomor Whatsapp" prefix="+62" type="tel" inputMode="numeric" autoComplete="tel-national" placeholder="8123456789"
      onChange={onChange ? (x) => onChange(digitsOnly(x)) : undefined} {...rest} />
  );
}
