import { useEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from './more-icons';
import styles from './bottom-sheet.module.css';

/** A modal sheet from the bottom, on the native <dialog> (focus trap, Escape and backdrop for free). */
export function BottomSheet({ open, title, onClose, children }: { open: boolean; title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Where a dialog has no showModal or close (an older engine, a test DOM), the attribute stands in.
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={styles.sheet}
      aria-label={title}
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div className={styles.handle} />
      <div className={styles.head}>
        <h2 className={styles.title}>{title}</h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label="Tutup">
          <CloseIcon size={20} />
        </button>
      </div>
      <div className={styles.body}>{open ? children : null}</div>
    </dialog>
  );
}
