import { encode } from 'uqr';
import { canvasPng } from '../../lib/save-file';
import { cardLayout, KIND_LABELS, wrapText, type Box, type CardContent, type CardFormat } from './card-layout';

/*
 * Draws a share card on a canvas, on the device: the flyer, the title, progress, the link and a QR
 * of it. Colours are the design tokens' light theme, fixed (a card looks the same on every phone,
 * whatever its dark mode). Loaded only when someone taps to share a card.
 */

const INK = '#1f2a2e';
const INK_SOFT = '#56656b';
const PRIMARY = '#0f766e';
const PRIMARY_STRONG = '#115e59';
const PRIMARY_SOFT = '#e6f4f1';
const GOLD = '#b7791f';
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif";

function loadImage(src: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = src;
  });
}

function roundRect(ctx: CanvasRenderingContext2D, b: Box, r: number): void {
  ctx.beginPath();
  ctx.roundRect(b.x, b.y, b.w, b.h, r);
}

/** The picture covers its box (cropped, never stretched), with rounded corners. */
function drawCover(ctx: CanvasRenderingContext2D, image: HTMLImageElement, b: Box): void {
  const scale = Math.max(b.w / image.naturalWidth, b.h / image.naturalHeight);
  const w = b.w / scale;
  const h = b.h / scale;
  ctx.save();
  roundRect(ctx, b, 32);
  ctx.clip();
  ctx.drawImage(image, (image.naturalWidth - w) / 2, (image.naturalHeight - h) / 2, w, h, b.x, b.y, b.w, b.h);
  ctx.restore();
}

function drawQr(ctx: CanvasRenderingContext2D, text: string, b: Box): void {
  const qr = encode(text, { ecc: 'M', border: 2 });
  ctx.fillStyle = '#ffffff';
  roundRect(ctx, b, 20);
  ctx.fill();
  const cell = b.w / qr.size;
  ctx.fillStyle = INK;
  qr.data.forEach((row, y) => row.forEach((dark, x) => {
    if (dark) ctx.fillRect(b.x + x * cell, b.y + y * cell, Math.ceil(cell), Math.ceil(cell));
  }));
}

/** A prayer or an amount, centred in white on the coloured panel. */
function drawQuote(ctx: CanvasRenderingContext2D, quote: string, b: Box, size: number): void {
  const pad = size;
  ctx.save();
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.font = `600 ${size}px ${FONT}`;
  const lines = wrapText(`“${quote.trim()}”`, (l) => ctx.measureText(l).width <= b.w - pad * 2, Math.max(1, Math.floor((b.h - pad) / (size * 1.3))));
  const top = b.y + (b.h - lines.length * size * 1.3) / 2 + size;
  lines.forEach((line, i) => ctx.fillText(line, b.x + b.w / 2, top + i * size * 1.3));
  ctx.restore();
}

/** Draws the card on `canvas` (sized for the format) and answers it as a PNG. */
export async function drawCard(canvas: HTMLCanvasElement, content: CardContent, format: CardFormat): Promise<Blob> {
  const layout = cardLayout(format);
  canvas.width = layout.size.width;
  canvas.height = layout.size.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas 2d unavailable');
  const { width, height } = layout.size;
  const inner = width - layout.margin * 2;

  const background = ctx.createLinearGradient(0, 0, 0, height);
  background.addColorStop(0, PRIMARY_SOFT);
  background.addColorStop(1, '#ffffff');
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = PRIMARY;
  ctx.fillRect(0, 0, width, 16);

  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = PRIMARY_STRONG;
  ctx.font = `800 ${Math.round(layout.titleSize * 0.75)}px ${FONT}`;
  ctx.fillText(content.brand, layout.margin, layout.flyer.y - 80);
  ctx.fillStyle = GOLD;
  ctx.font = `600 ${Math.round(layout.lineSize * 0.9)}px ${FONT}`;
  ctx.fillText(KIND_LABELS[content.kind], layout.margin, layout.flyer.y - 28);

  const image = content.flyer ? await loadImage(content.flyer) : null;
  if (image && image.naturalWidth > 0) drawCover(ctx, image, layout.flyer);
  else {
    const panel = ctx.createLinearGradient(layout.flyer.x, layout.flyer.y, layout.flyer.x + layout.flyer.w, layout.flyer.y + layout.flyer.h);
    panel.addColorStop(0, PRIMARY);
    panel.addColorStop(1, PRIMARY_STRONG);
    ctx.fillStyle = panel;
    roundRect(ctx, layout.flyer, 32);
    ctx.fill();
    if (content.quote) drawQuote(ctx, content.quote, layout.flyer, layout.titleSize);
  }

  ctx.fillStyle = INK;
  ctx.font = `800 ${layout.titleSize}px ${FONT}`;
  const titleLines = wrapText(content.title, (line) => ctx.measureText(line).width <= inner, layout.titleLines);
  let y = layout.titleTop;
  for (const line of titleLines) {
    y += layout.titleSize;
    ctx.fillText(line, layout.margin, y);
    y += layout.titleSize * 0.25;
  }

  y += layout.lineSize * 0.8;
  ctx.font = `500 ${layout.lineSize}px ${FONT}`;
  ctx.fillStyle = INK_SOFT;
  for (const text of content.lines.slice(0, layout.texts)) {
    for (const line of wrapText(text, (l) => ctx.measureText(l).width <= inner, layout.linesPerText)) {
      y += layout.lineSize * 1.35;
      ctx.fillText(line, layout.margin, y);
    }
  }

  if (content.percent !== null) {
    // Below the text; where it would reach the QR's rows, only as wide as the column beside it.
    const top = Math.max(layout.progress.y, y + 36);
    const bar = { ...layout.progress, y: top, w: top + layout.progress.h + 16 > layout.qr.y ? layout.qr.x - layout.margin - 40 : layout.progress.w };
    ctx.fillStyle = '#d7e7e4';
    roundRect(ctx, bar, bar.h / 2);
    ctx.fill();
    ctx.fillStyle = PRIMARY;
    roundRect(ctx, { ...bar, w: Math.max(bar.h, (bar.w * Math.min(100, content.percent)) / 100) }, bar.h / 2);
    ctx.fill();
    ctx.fillStyle = PRIMARY_STRONG;
    ctx.font = `700 ${layout.lineSize}px ${FONT}`;
    ctx.fillText(`${Math.round(content.percent)}% terkumpul`, bar.x, bar.y + bar.h + layout.lineSize * 1.4);
  }

  drawQr(ctx, content.link, layout.qr);
  const textWidth = layout.qr.x - layout.margin - 40;
  ctx.fillStyle = INK;
  ctx.font = `700 ${layout.lineSize}px ${FONT}`;
  ctx.fillText('Pindai atau buka:', layout.margin, layout.footerTop + layout.lineSize * 1.6);
  ctx.fillStyle = PRIMARY_STRONG;
  ctx.font = `600 ${Math.round(layout.lineSize * 0.8)}px ${FONT}`;
  const shownLink = content.link.replace(/^https?:\/\//, '');
  let ly = layout.footerTop + layout.lineSize * 1.6;
  for (const line of wrapText(shownLink.replace(/\//g, ' /').replace(/\?/g, ' ?'), (l) => ctx.measureText(l.replace(/ (?=[/?])/g, '')).width <= textWidth, 3)) {
    ly += layout.lineSize * 1.2;
    ctx.fillText(line.replace(/ (?=[/?])/g, ''), layout.margin, ly);
  }

  return canvasPng(canvas);
}
