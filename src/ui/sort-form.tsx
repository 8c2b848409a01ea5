import { useState, type ReactNode } from 'react';
import styles from './sort-form.module.css';

type SortFormProps<K extends string> = {
  legend: string;
  options: readonly K[];
  labels: Record<K, string>;
  initial: K | undefined;
  /** `undefined` is the list's own order (what Reset asks for). */
  onApply: (sort: K | undefined) => void;
  note?: ReactNode;
};

/** The 'Filter' sheet's body: one choice of order, applied only on 'Terapkan Filter'. */
export function SortForm<K extends string>({ legend, options, labels, initial, onApply, note }: SortFormProps<K>) {
  const [draft, setDraft] = useState<K | undefined>(initial);
  return (
    <form onSubmit={(e) => { e.preventDefault(); onApply(draft); }}>
      <fieldset className={styles.options}>
        <legend className={styles.legend}>{legend}</legend>
        {options.map((key) => (
          <label key={key} className={styles.option}>
            <input type="radio" name="sort" value={key} checked={draft === key} onChange={() => setDraft(key)} />
            {labels[key]}
          </label>
        ))}
      </fieldset>
      {note ? <p className={`muted ${styles.note}`}>{note}</p> : null}
      <div className={styles.actions}>
        <button type="button" className="btn btn--outline" onClick={() => onApply(undefined)}>Reset</button>
        <button type="submit" className="btn">Terapkan Filter</button>
      </div>
    </form>
  );
}
