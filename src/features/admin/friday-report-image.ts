import type { FridayReport } from '../../contract/kencleng-box';
import { brand } from '../../contract/brand';
import { ledgerRows } from '../../lib/ledger-rows';
import { formatRupiah } from '../../lib/rupiah';
import { fridayDate, fridayWeekLabel, openingLine } from './friday-report-text';

// 'Laporan Jumat' as a picture (1080 × 1350, the shape WhatsApp and Instagram show whole),
// drawn on the device from the same report the text comes from.

export const FRIDAY_IMAGE_PX = { width: 1080, height: 1350 } as const;

export function drawFridayReport(canvas: HTMLCanvasElement, r: FridayReport): void {
  const { width: W, height: H } = FRIDAY_IMAGE_PX;
  canvas.width = W;
  canvas.height = H;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas tidak tersedia');
  const font = (weight: number, px: number) => `${weight} ${px}px system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`;
  const left = 80;
  const right = W - 80;
  const fit = (text: string, width: number) => {
    let t = text;
    while (t.length > 1 && ctx.measureText(t).width > width) t = `${t.slice(0, -2)}…`;
    return t;
  };

  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, W, H);
  ctx.fillStyle = brand.themeColor;
  ctx.fillRect(0, 0, W, 300);
  ctx.fillStyle = '#ffffff';
  ctx.textBaseline = 'alphabetic';
  ctx.textAlign = 'left';
  ctx.font = font(600, 38);
  ctx.fillText('LAPORAN JUMAT', left, 100);
  ctx.font = font(800, 60);
  ctx.fillText(fit(r.masjid.nama, right - left), left, 180);
  ctx.font = font(500, 36);
  ctx.fillText(`${fridayDate(r)} · ${fridayWeekLabel(r)}`, left, 250);

  let y = 380;
  const row = (label: string, amount: number, opts: { strong?: boolean; indent?: number; colour?: string } = {}) => {
    ctx.font = font(opts.strong ? 800 : 500, opts.strong ? 46 : 36);
    ctx.fillStyle = opts.indent ? '#4b5b59' : '#111111';
    ctx.textAlign = 'left';
    ctx.fillText(fit(label, 560 - 40 * (opts.indent ?? 0)), left + 40 * (opts.indent ?? 0), y);
    ctx.textAlign = 'right';
    ctx.fillStyle = opts.colour ?? ctx.fillStyle;
    ctx.fillText(formatRupiah(amount), right, y);
    y += opts.strong ? 70 : 56;
  };
  const rule = () => {
    ctx.fillStyle = '#e3e9e8';
    ctx.fillRect(left, y - 30, right - left, 3);
    y += 30;
  };

  // The week's books, row by row as the text has them. Where the picture runs out of room, the
  // lines under a kind are left out: their sum stays in the kind's own row.
  const limit = H - 170 - (r.openings.length > 0 ? 150 : 0);
  const rows = ledgerRows(r.ledger);
  for (const l of rows) {
    if (l.row === 'line' && y > limit - 130) continue;
    if (l.row === 'income' || l.row === 'expense' || l.row === 'closing') rule();
    const colour = l.row === 'income' ? brand.themeColor : l.row === 'expense' ? '#b42318' : undefined;
    const indent = l.row === 'source' ? 1 : l.row === 'line' ? (l.source ? 2 : 1) : 0;
    row(l.label, l.amount, { strong: indent === 0, indent, ...(colour ? { colour } : {}) });
  }

  if (r.openings.length > 0) {
    rule();
    ctx.textAlign = 'left';
    ctx.fillStyle = '#111111';
    ctx.font = font(700, 36);
    ctx.fillText('Kencleng dibuka (dua saksi)', left, y);
    y += 52;
    ctx.font = font(500, 30);
    ctx.fillStyle = '#4b5b59';
    for (const o of r.openings.slice(0, 4)) {
      if (y > H - 170) break;
      ctx.fillText(fit(openingLine(o), right - left), left, y);
      y += 44;
    }
  }

  ctx.fillStyle = brand.themeColor;
  ctx.fillRect(0, H - 110, W, 110);
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.font = font(600, 34);
  ctx.fillText('Jazakumullahu khairan atas infaq jamaah', W / 2, H - 45);
}
