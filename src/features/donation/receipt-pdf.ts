import { brand } from '../../contract/brand';
import type { ReceiptContent } from './receipt-content';

/** The PDF's standard fonts take WinAnsi only: anything else (emoji, Arabic) becomes '?'. */
const winAnsi = (text: string) => text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/[^\x20-\x7E\xA0-\xFF–—•…]/g, '?');

const hex = (color: string) => {
  const n = Number.parseInt(color.replace('#', ''), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255] as const;
};

/**
 * The receipt as an A5 PDF. pdf-lib is loaded only here, when someone taps the button: it is
 * the one part of the app that needs it, and the receipt page must not wait for it.
 */
export async function receiptPdf(receipt: ReceiptContent, now: Date = new Date()): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(`${receipt.title} ${receipt.code}`);
  doc.setAuthor(brand.name);
  doc.setCreator(brand.name);
  doc.setCreationDate(now);
  const page = doc.addPage([419.53, 595.28]); // A5 portrait, in points
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const [r, g, b] = hex(brand.themeColor);
  const brandColor = rgb(r, g, b);
  const ink = rgb(0.06, 0.09, 0.16);
  const soft = rgb(0.4, 0.44, 0.52);
  const { width, height } = page.getSize();

  page.drawRectangle({ x: 0, y: height - 90, width, height: 90, color: brandColor });
  page.drawText(winAnsi(brand.name), { x: 28, y: height - 36, size: 12, font: bold, color: rgb(1, 1, 1) });
  page.drawText(winAnsi(receipt.title), { x: 28, y: height - 68, size: 22, font: bold, color: rgb(1, 1, 1) });
  page.drawText('Jumlah', { x: 28, y: height - 122, size: 10, font: regular, color: soft });
  page.drawText(winAnsi(receipt.amount), { x: 28, y: height - 150, size: 24, font: bold, color: brandColor });

  let y = height - 190;
  for (const [label, value] of receipt.rows) {
    page.drawText(winAnsi(label), { x: 28, y, size: 10, font: regular, color: soft });
    const lines = wrapPdf(winAnsi(value), (s) => bold.widthOfTextAtSize(s, 11), width - 168);
    lines.slice(0, 2).forEach((line, i) => page.drawText(line, { x: 140, y: y - i * 14, size: 11, font: bold, color: ink }));
    y -= Math.max(1, Math.min(2, lines.length)) * 14 + 12;
  }
  const footer = wrapPdf(winAnsi(receipt.footer), (s) => regular.widthOfTextAtSize(s, 9), width - 56);
  footer.slice(0, 4).forEach((line, i) => page.drawText(line, { x: 28, y: 60 - i * 12, size: 9, font: regular, color: soft }));
  return doc.save();
}

function wrapPdf(text: string, widthOf: (s: string) => number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (widthOf(next) > max && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}
