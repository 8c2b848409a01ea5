import { formatAmountInput, formatRupiah, formatThousands } from '../../lib/rupiah';
import { TextField } from '../../ui/text-field';
import styles from './routine.module.css';

export const ROUTINE_PRESETS = [10_000, 25_000, 50_000, 100_000] as const;

/** The fixed amount of a routine: a few presets or any amount, shown with thousands separators. */
export function AmountField({ text, onChange, error }: { text: string; onChange: (text: string) => void; error?: string | undefined }) {
  const value = formatAmountInput(text).value;
  return (
    <>
      <div className={styles.chips} role="group" aria-label="Nominal pilihan">
        {ROUTINE_PRESETS.map((preset) => (
          <button key={preset} type="button" className={styles.chip} aria-pressed={value === preset} onClick={() => onChange(formatThousands(preset))}>
            {formatRupiah(preset)}
          </button>
        ))}
      </div>
      <TextField label="Nominal setiap kali" name="amount" prefix="Rp" inputMode="numeric" autoComplete="off" placeholder="0"
        value={text} onChange={(x) => onChange(formatAmountInput(x).text)} error={error} />
    </>
  );
}
