import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH, otpDigits } from '../lib/otp-countdown';
import styles from './otp-input.module.css';

/**
 * Five single-digit boxes: typing moves to the next box, Backspace in an empty box steps back,
 * a pasted (or autofilled) code spreads over the boxes, and a full code is submitted at once.
 * Remount it (change its key) to clear it after a wrong code.
 */
export function OtpInput({ onComplete, disabled = false, invalid = false, label = 'Kode OTP' }: {
  onComplete: (code: string) => void;
  disabled?: boolean;
  invalid?: boolean;
  label?: string;
}) {
  const [digits, setDigits] = useState<string[]>(() => Array.from({ length: OTP_LENGTH }, () => ''));
  const boxes = useRef<Array<HTMLInputElement | null>>([]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Writes `incoming` digits starting at box `from`, then moves focus or submits. */
  const fill = (from: number, incoming: string) => {
    const next = [...digits];
    const clean = otpDigits(incoming);
    if (clean === '') return;
    for (let i = 0; i < clean.length && from + i < OTP_LENGTH; i++) next[from + i] = clean.charAt(i);
    setDigits(next);
    const code = next.join('');
    if (code.length === OTP_LENGTH) {
      boxes.current[Math.min(OTP_LENGTH - 1, from + clean.length - 1)]?.blur();
      onComplete(code);
    } else {
      const firstEmpty = next.findIndex((d) => d === '');
      focusBox(Math.min(from + clean.length, firstEmpty === -1 ? OTP_LENGTH - 1 : firstEmpty));
    }
  };

  const onInput = (index: number, value: string) => {
    if (value === '') {
      const next = [...digits];
      next[index] = '';
      setDigits(next);
      return;
    }
    // A box already holding a digit receives the new one after or before it: keep the new one.
    const old = digits[index] ?? '';
    const typed = value.length > 1 && old !== '' && otpDigits(value).length === 2 ? value.replace(old, '') : value;
    fill(index, typed);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      setDigits(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text');
    // A whole code pasted anywhere fills from the first box; a fragment fills from here.
    fill(otpDigits(pasted).length === OTP_LENGTH ? 0 : index, pasted);
  };

  return (
    <div className={styles.row} role="group" aria-label={label}>
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(el) => { boxes.current[index] = el; }}
          className={`${styles.box} ${invalid ? styles.invalid : ''}`}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1}`}
          value={digit}
          disabled={disabled}
          onChange={(e) => onInput(index, e.target.value)}
          onKeyDown={(e) => onKeyDown(index, e)}
          onPaste={(e) => onPaste(index, e)}
          onFocus={(e) => e.target.select()}
        />
      ))}
    </div>
  );
}
