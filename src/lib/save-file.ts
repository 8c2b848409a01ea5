/*
 * Getting a file made on the device out of the app: a PNG of a canvas, a download, or the phone's
 * share sheet (WhatsApp among its targets). One home for the share card, the imsakiyah, the
 * receipt, the QRIS code and the staff's kencleng cards and Friday reports.
 */

/** The canvas as a PNG; refused where the browser cannot encode one. */
export function canvasPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG not made'))), 'image/png'));
}

/** How long the download's address stays valid: a slow phone may still be writing the file. */
const DOWNLOAD_URL_LIFETIME_MS = 60_000;

/** Hands a file to the browser's downloads. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_LIFETIME_MS);
}

export type ShareOutcome = 'shared' | 'downloaded' | 'cancelled';

/**
 * Shares the file with the Web Share API level 2 (navigator.share with files) where the phone can,
 * else saves it as a download. Says which happened.
 */
export async function shareOrDownload(blob: Blob, fileName: string, title: string): Promise<ShareOutcome> {
  const file = new File([blob], fileName, { type: blob.type || 'application/octet-stream' });
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Any other refusal (no gesture left, no share target, a policy): the download still gets it out.
    }
  }
  saveFile(blob, fileName);
  return 'downloaded';
}
