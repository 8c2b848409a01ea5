import { encode } from 'uqr';
import { brand } from '../../contract/brand';

// The kencleng card: an A6 sheet to stick on the box, drawn on the device (canvas), so it prints
// the same offline as online and needs no server renderer. The QR is uqr's, as for QRIS.

/** A6 in millimetres, and the pixels of the card at 300 dpi (a sharp print). */
export const A6_MM = { width: 105, height: 148 } as const;
const DPI = 300;
export const CARD_PX = { width: Math.round((A6_MM.width / 25.4) * DPI), height: Math.round((A6_MM.height / 25.4) * DPI) };

export const KENCLENG_CARD_LINE = 'Pindai untuk infaq ke kencleng ini';

export type KenclengCardText = { url: string; programName: string; mosqueName: string };

/** Breaks `text` into lines no wider than `width`, at most `max` lines (the last one shortened with …). */
function wrap(ctx: CanvasRenderingContext2D, text: string, width: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (ctx.measureText(next).width <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  let last = kept[max - 1]!;
  while (last.length > 1 && ctx.measureText(`${last}…`).width > width) last = last.slice(0, -1);
  kept[max - 1] = `${last}…`;
  return kept;
}

/** Draws the card on `canvas` (resized to CARD_PX): mosque name, QR code, the line to scan, the program. */
export function drawKenclengCard(canvas: HTMLCanvasElement, card: KenclengCardText): void {
  const { width: W, height: H } = CARD_PX;
  canvas.width = W;
  canvas.height = H;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas tidak tersedia');
  const font = (weight: number, px: number) => `${weight} ${px}px system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`;
  const margin = 90;

  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, W, H);
  // Header band in the brand's colour with the mosque's name.
  const band = 330;
  ctx.fillStyle = brand.themeColor;
  ctx.fillRect(0, 0, W, band);
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.font = font(600, 46);
  ctx.fillText('KENCLENG MASJID', W / 2, 110);
  ctx.font = font(800, 72);
  const mosque = wrap(ctx, card.mosqueName, W - 2 * margin, 2);
  mosque.forEach((l, i) => ctx.fillText(l, W / 2, (mosque.length === 1 ? 220 : 190) + i * 84));

  // The QR code, with its quiet zone, as large as the sheet allows.
  const qr = encode(card.url, { ecc: 'M', border: 4 });
  const modules = qr.data.length;
  const qrSide = 800;
  const unit = Math.floor(qrSide / modules);
  const side = unit * modules;
  const qrX = Math.round((W - side) / 2);
  const qrY = band + 70;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(qrX, qrY, side, side);
  ctx.fillStyle = '#111111';
  qr.data.forEach((row, y) => row.forEach((dark, x) => {
    if (dark) ctx.fillRect(qrX + x * unit, qrY + y * unit, unit, unit);
  }));
  ctx.strokeStyle = '#d5dedc';
  ctx.lineWidth = 4;
  ctx.strokeRect(qrX - 2, qrY - 2, side + 4, side + 4);

  let y = qrY + side + 100;
  ctx.fillStyle = '#111111';
  ctx.font = font(800, 54);
  for (const l of wrap(ctx, KENCLENG_CARD_LINE, W - 2 * margin, 2)) {
    ctx.fillText(l, W / 2, y);
    y += 70;
  }
  ctx.fillStyle = '#4b5b59';
  ctx.font = font(500, 46);
  y += 10;
  for (const l of wrap(ctx, card.programName, W - 2 * margin, 2)) {
    ctx.fillText(l, W / 2, y);
    y += 58;
  }

  // Footer: the address in words, for a phone that cannot scan.
  ctx.fillStyle = brand.themeColor;
  ctx.fillRect(0, H - 150, W, 150);
  ctx.fillStyle = '#ffffff';
  const address = card.url.replace(/^https?:\/\//, '');
  // The longest slug still fits: a smaller type first, then the middle of the address left out.
  let size = 36;
  ctx.font = font(600, size);
  while (size > 22 && ctx.measureText(address).width > W - 80) ctx.font = font(600, (size -= 2));
  let shown = address;
  for (let cut = 1; ctx.measureText(shown).width > W - 80 && cut < address.length; cut++) {
    const half = Math.floor((address.length - cut) / 2);
    shown = `${address.slice(0, half)}…${address.slice(address.length - half)}`;
  }
  ctx.fillText(shown, W / 2, H - 88);
  ctx.font = font(500, 30);
  ctx.fillText(`${brand.name} · infaq tercatat dan dilaporkan terbuka`, W / 2, H - 40);
}

/** A file name from the program's slug: `kencleng-masjid-al-ikhlas.png`. */
export const cardFileName = (slug: string, ext: 'png' | 'pdf') => `${slug.replace(/[^a-z0-9-]/gi, '') || 'kencleng'}.${ext}`;
