import { BottomSheet } from './bottom-sheet';
import styles from './bottom-sheet.module.css';

/**
 * A question before an action that cannot be undone: the text, the action (red when it destroys
 * something) and 'Batal'. Closing the sheet any other way is a 'Batal' too.
 */
export function ConfirmSheet({ open, title, text, confirmLabel, busyLabel, busy = false, danger = false, onConfirm, onCancel }: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busyLabel?: string;
  busy?: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <BottomSheet open={open} title={title} onClose={() => { if (!busy) onCancel(); }}>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>
        <button type="button" className={`btn btn--block ${danger ? 'btn--danger' : ''}`} disabled={busy} onClick={onConfirm}>
          {busy && busyLabel ? busyLabel : confirmLabel}
        </button>
        <button type="button" className="btn btn--ghost btn--block" disabled={busy} onClick={onCancel}>Batal</button>
      </div>
    </BottomSheet>
  );
}
