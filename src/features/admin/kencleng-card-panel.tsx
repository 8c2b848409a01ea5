import { useMemo, useState } from 'react';
import { getProgramBySlug } from '../../api/campaign';
import { kenclengDonatePath } from '../../contract/kencleng-box';
import { DownloadIcon } from '../../ui/more-icons';
import { useToast } from '../../ui/toast';
import { useRemote } from '../../ui/use-remote';
import { canvasPng, saveFile } from '../../lib/save-file';
import { cardFileName, drawKenclengCard, type KenclengCardText } from './kencleng-card';
import styles from './admin.module.css';
import own from './kencleng-admin.module.css';

/** 'Kartu QR Kencleng': the card to stick on the box, previewed, and saved as PNG or A6 PDF. */
export function KenclengCardPanel({ slug, mosqueName }: { slug: string; mosqueName: string }) {
  const toast = useToast();
  const program = useRemote(`admin-kencleng-program:${slug}`, (signal) => getProgramBySlug(slug, { signal }));
  const programName = program.status === 'ready' ? program.data.header : `Kencleng ${mosqueName}`;
  const url = `${window.location.origin}${kenclengDonatePath(slug)}`;
  const [busy, setBusy] = useState<'png' | 'pdf' | null>(null);

  const drawn = () => {
    const canvas = document.createElement('canvas');
    drawKenclengCard(canvas, { url, programName, mosqueName } satisfies KenclengCardText);
    return canvas;
  };
  // The preview is the very card that is downloaded, drawn again only when its words change.
  const preview = useMemo(() => {
    const canvas = document.createElement('canvas');
    drawKenclengCard(canvas, { url, programName, mosqueName });
    return canvas.toDataURL('image/png');
  }, [url, programName, mosqueName]);

  const download = async (kind: 'png' | 'pdf') => {
    setBusy(kind);
    try {
      const png = await canvasPng(drawn());
      if (kind === 'png') saveFile(png, cardFileName(slug, 'png'));
      else {
        // pdf-lib arrives only now, on the press: no other screen pays for it.
        const { kenclengCardPdf } = await import('./kencleng-card-pdf');
        saveFile(await kenclengCardPdf(png, `${programName} — ${mosqueName}`), cardFileName(slug, 'pdf'));
      }
      toast(kind === 'png' ? 'Kartu QR disimpan sebagai gambar' : 'Kartu QR disimpan sebagai PDF A6', { tone: 'success' });
    } catch {
      toast('Kartu belum bisa dibuat di perangkat ini. Coba lagi, ya.', { tone: 'danger' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="admin-kartu-kencleng">
      <h2 id="admin-kartu-kencleng" className={styles.panelTitle}>Kartu QR Kencleng</h2>
      <p className={styles.panelNote}>Cetak ukuran A6 dan tempel di kotak kencleng. Jamaah cukup memindai untuk berinfaq ke kencleng ini.</p>
      <div className={own.cardPreview}>
        <img src={preview} alt={`Kartu QR ${programName}`} data-testid="kencleng-card-preview" />
      </div>
      <div className={own.buttons}>
        <button type="button" className="btn btn--outline btn--small" disabled={busy !== null} onClick={() => void download('png')}>
          <DownloadIcon size={18} />{busy === 'png' ? 'Membuat…' : 'Unduh PNG'}
        </button>
        <button type="button" className="btn btn--outline btn--small" disabled={busy !== null} onClick={() => void download('pdf')}>
          <DownloadIcon size={18} />{busy === 'pdf' ? 'Membuat…' : 'Unduh PDF (A6)'}
        </button>
      </div>
    </section>
  );
}
