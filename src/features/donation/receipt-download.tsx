import { useState } from 'react';
import type { Transaction } from '../../contract/donation';
import { saveFile } from '../../lib/save-file';
import { DownloadIcon } from '../../ui/more-icons';
import { receiptContent } from './receipt-content';
import styles from './donation.module.css';

/** 'Unduh bukti' of a paid donation, as a PDF or an image, both made on the device (offline too). */
export function ReceiptDownload({ tx }: { tx: Transaction }) {
  const [busy, setBusy] = useState<'pdf' | 'png' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const receipt = receiptContent(tx);
  const download = async (kind: 'pdf' | 'png') => {
    setBusy(kind);
    setFailure(null);
    try {
      if (kind === 'pdf') {
        const { receiptPdf } = await import('./receipt-pdf');
        const bytes = await receiptPdf(receipt);
        saveFile(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), `${receipt.fileName}.pdf`);
      } else {
        const { receiptPng } = await import('./receipt-image');
        saveFile(await receiptPng(receipt), `${receipt.fileName}.png`);
      }
    } catch (error) {
      console.error('Bukti gagal dibuat', error);
      setFailure('Bukti gagal dibuat. Coba lagi, ya.');
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className={styles.panel} aria-labelledby="receipt-title" data-testid="receipt-download">
      <h2 id="receipt-title" className={styles.panelTitle}><DownloadIcon size={20} />Unduh bukti</h2>
      <p className={styles.programLabel}>{receipt.title} dengan kode {receipt.code}, untuk disimpan atau dibagikan.</p>
      <div className={styles.receiptButtons}>
        <button type="button" className="btn btn--outline" disabled={busy !== null} onClick={() => void download('pdf')} data-testid="receipt-pdf">
          {busy === 'pdf' ? 'Membuat…' : 'PDF'}
        </button>
        <button type="button" className="btn btn--outline" disabled={busy !== null} onClick={() => void download('png')} data-testid="receipt-png">
          {busy === 'png' ? 'Membuat…' : 'Gambar'}
        </button>
      </div>
      {failure ? <div className="alert alert--danger" role="alert">{failure}</div> : null}
    </section>
  );
}
