import { useState } from 'react';
import { BottomSheet } from '../../ui/bottom-sheet';
import { MinusIcon, PlusIcon } from '../../ui/more-icons';
import { TextSizeIcon } from './tilawah-icons';
import { updateReaderView } from '../../db/tilawah';
import { useReaderView } from './use-tilawah';
import styles from './tilawah.module.css';

/** The reader's 'Tampilan' button and sheet: Arabic font size and the translation, both kept on the device. */
export function ViewSettingsButton() {
  const [open, setOpen] = useState(false);
  const view = useReaderView();
  return (
    <>
      <button type="button" className={styles.barButton} aria-label="Tampilan" onClick={() => setOpen(true)}>
        <TextSizeIcon size={22} />
      </button>
      <BottomSheet open={open} title="Tampilan" onClose={() => setOpen(false)}>
        <div className={styles.settings}>
          <div className={styles.settingRow}>
            <span>Ukuran huruf Arab</span>
            <div className={styles.stepper}>
              <button type="button" aria-label="Perkecil huruf" disabled={view.fontSize <= 20} onClick={() => void updateReaderView({ fontSize: view.fontSize - 2 })}><MinusIcon size={20} /></button>
              <output aria-label="Ukuran huruf">{view.fontSize}</output>
              <button type="button" aria-label="Perbesar huruf" disabled={view.fontSize >= 48} onClick={() => void updateReaderView({ fontSize: view.fontSize + 2 })}><PlusIcon size={20} /></button>
            </div>
          </div>
          <p className={styles.preview} lang="ar" dir="rtl" style={{ fontSize: view.fontSize }}>ٱلۡحَمۡدُ لِلَّهِ رَبِّ ٱلۡعَٰلَمِينَ</p>
          <label className={styles.settingRow}>
            <span>Tampilkan terjemah</span>
            <input type="checkbox" className={styles.switch} checked={view.translation} onChange={(e) => void updateReaderView({ translation: e.target.checked })} />
          </label>
        </div>
      </BottomSheet>
    </>
  );
}
