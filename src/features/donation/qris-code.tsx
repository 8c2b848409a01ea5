import { useMemo, useRef } from 'react';
import { encode } from 'uqr';
import { DownloadIcon } from '../../ui/more-icons';
import { saveFile } from '../../lib/save-file';
import { useToast } from '../../ui/toast';
import styles from './donation.module.css';

/** The dark modules of a QR matrix as one SVG path (one unit per module). */
export function qrPath(matrix: readonly (readonly boolean[])[]): string {
  let d = '';
  matrix.forEach((row, y) => row.forEach((dark, x) => {
    if (dark) d += `M${x} ${y}h1v1h-1z`;
  }));
  return d;
}

/** Draws the SVG on a canvas and hands back a PNG; null when the browser cannot. */
async function svgToPng(svg: SVGSVGElement, size: number): Promise<Blob | null> {
  const markup = new XMLSerializer().serializeToString(svg);
  const url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.width = size;
    image.height = size;
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('QR image'));
      image.src = url;
    });
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size, size);
    context.drawImage(image, 0, 0, size, size);
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}


/** A QRIS payload (or an e-wallet's payment link) drawn as a real QR code (uqr), with 'Unduh QR' saving it as a PNG image. */
export function QrisCode({ payload, code, label = 'Kode QRIS', testId = 'qris' }: { payload: string; code: string; label?: string; testId?: string }) {
  const ref = useRef<SVGSVGElement>(null);
  const toast = useToast();
  const qr = useMemo(() => encode(payload, { ecc: 'M', border: 2 }), [payload]);
  const size = qr.data.length;
  const download = async () => {
    const svg = ref.current;
    if (!svg) return;
    const png = await svgToPng(svg, 720);
    if (png) saveFile(png, `QRIS-${code}.png`);
    else saveFile(new Blob([new XMLSerializer().serializeToString(svg)], { type: 'image/svg+xml' }), `QRIS-${code}.svg`);
    toast('QR disimpan', { tone: 'success' });
  };
  return (
    <div className={styles.qrBox}>
      <svg ref={ref} className={styles.qr} xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${size} ${size}`} width={size * 8} height={size * 8}
        role="img" aria-label={label} data-testid={testId} shapeRendering="crispEdges">
        <rect width={size} height={size} fill="#ffffff" />
        <path d={qrPath(qr.data)} fill="#111111" />
      </svg>
      <button type="button" className="btn btn--outline btn--small" onClick={() => void download()}>
        <DownloadIcon size={18} />Unduh QR
      </button>
    </div>
  );
}
