import { brand } from '../../contract/brand';
import { canvasPng } from '../../lib/save-file';
import type { ReceiptContent } from './receipt-content';

/** Portrait, the size WhatsApp and galleries show whole. */
export const RECEIPT_IMAGE_SIZE = { width: 1080, height: 1350 } as const;

/** Breaks `text` into lines no wider than `max` at the canvas's current font. */
function wrap(ctx: CanvasRenderingContext2D, text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (ctx.measureText(next).width > max && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Draws the receipt on a canvas on the device (nothing leaves the phone) and answers a PNG. */
export async function receiptPng(receipt: ReceiptContent, colors: { brand: string; ink: string; soft: string } = { brand: brand.themeColor, ink: '#101828', soft: '#667085' }): Promise<Blob> {
  const { width, height } = RECEIPT_IMAGE_SIZE;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas 2d unavailable');
  const font = (size: number, weight = 400) => `${weight} ${size}px system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`;

  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = colors.brand;
  ctx.fillRect(0, 0, width, 220);
  ctx.fillStyle = '#ffffff';
  ctx.font = font(36, 600);
  ctx.fillText(brand.name, 72, 96);
  ctx.font = font(60, 800);
  ctx.fillText(receipt.title, 72, 172);

  ctx.fillStyle = colors.soft;
  ctx.font = font(30);
  ctx.fillText('Jumlah', 72, 300);
  ctx.fillStyle = colors.brand;
  ctx.font = font(76, 800);
  ctx.fillText(receipt.amount, 72, 384);
  ctx.fillStyle = '#e4e7ec';
  ctx.fillRect(72, 428, width - 144, 3);

  let y = 496;
  for (const [label, value] of receipt.rows) {
    ctx.fillStyle = colors.soft;
    ctx.font = font(28);
    ctx.fillText(label, 72, y);
    ctx.fillStyle = colors.ink;
    ctx.font = font(32, 600);
    const lines = wrap(ctx, value, width - 460);
    lines.slice(0, 2).forEach((line, i) => ctx.fillText(line, 400, y + i * 40));
    y += Math.max(1, Math.min(2, lines.length)) * 40 + 30;
  }

  ctx.fillStyle = '#e4e7ec';
  ctx.fillRect(72, height - 230, width - 144, 3);
  ctx.fillStyle = colors.soft;
  ctx.font = font(26);
  wrap(ctx, receipt.footer, width - 144).slice(0, 3).forEach((line, i) => ctx.fillText(line, 72, height - 170 + i * 38));

  return canvasPng(canvas);
}
