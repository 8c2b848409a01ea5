import { lazy, Suspense, useState } from 'react';
import type { CardContent } from './card-layout';

// The drawing code (canvas, QR) loads only when the button is tapped.
const ShareCardSheet = lazy(() => import('./share-card-sheet'));

/** A button that opens the share-card sheet; `content` is made when tapped (the link needs the page's origin). */
export function ShareCardButton({ content, className, label = 'Bagikan Kartu' }: { content: () => CardContent; className?: string; label?: string }) {
  const [open, setOpen] = useState<CardContent | null>(null);
  return (
    <>
      <button type="button" className={className ?? 'btn btn--outline btn--block'} onClick={() => setOpen(content())} data-testid="share-card">{label}</button>
      {open ? <Suspense fallback={null}><ShareCardSheet content={open} onClose={() => setOpen(null)} /></Suspense> : null}
    </>
  );
}
