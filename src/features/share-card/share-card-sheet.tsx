import { useEffect, useRef, useState } from 'react';
import { BottomSheet } from '../../ui/bottom-sheet';
import { Skeleton } from '../../ui/skeleton';
import { useToast } from '../../ui/toast';
import { cardFileName, type CardContent, type CardFormat } from './card-layout';
import { drawCard } from './draw-card';
import { shareOrDownload } from '../../lib/save-file';
import styles from './share-card.module.css';

/** The card drawn on the device, its preview, and 'Bagikan Kartu' (or a download where sharing files is not offered). */
export default function ShareCardSheet({ content, onClose }: { content: CardContent; onClose: () => void }) {
  const toast = useToast();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [format, setFormat] = useState<CardFormat>('portrait');
  const [card, setCard] = useState<{ blob: Blob; url: string; format: CardFormat } | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    let url: string | null = null;
    setCard(null);
    setFailed(false);
    if (!canvas.current) return undefined;
    drawCard(canvas.current, content, format).then((blob) => {
      if (!live) return;
      url = URL.createObjectURL(blob);
      setCard({ blob, url, format });
    }, () => live && setFailed(true));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [content, format]);

  const share = async () => {
    if (!card) return;
    setBusy(true);
    try {
      const result = await shareOrDownload(card.blob, cardFileName(content.title, card.format), content.title);
      if (result === 'downloaded') toast('Kartu tersimpan di unduhan. Pasang di status WhatsApp-mu, ya.', { tone: 'success' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <BottomSheet open title="Bagikan Kartu" onClose={onClose}>
      <div className={styles.body}>
        <div className={styles.chips} role="group" aria-label="Ukuran kartu">
          <button type="button" className={styles.chip} aria-pressed={format === 'portrait'} onClick={() => setFormat('portrait')}>Status WA (9:16)</button>
          <button type="button" className={styles.chip} aria-pressed={format === 'square'} onClick={() => setFormat('square')}>Persegi (1:1)</button>
        </div>
        <div className={styles.preview}>
          {card ? <img src={card.url} alt={`Kartu ${content.title}`} data-testid="share-card-preview" data-format={card.format} />
            : failed ? <p className="muted">Kartu belum bisa dibuat di perangkat ini.</p> : <Skeleton height={240} radius={12} />}
        </div>
        <canvas ref={canvas} className={styles.canvas} aria-hidden="true" />
        <button type="button" className="btn btn--block" disabled={!card || busy} onClick={() => void share()} data-testid="share-card-send">
          {busy ? 'Menyiapkan…' : 'Bagikan Kartu'}
        </button>
      </div>
    </BottomSheet>
  );
}
