/*
 * The imsakiyah as a PNG drawn on a canvas, to share on WhatsApp. Loaded only when the user asks
 * for the image, so none of this is in any route's first download.
 */
import { brand } from '../../contract/brand';
import { canvasPng } from '../../lib/save-file';
import type { CalendarDay } from './calendar-month';
import { IMSAKIYAH_KEYS } from './calendar-imsakiyah';
import { PRAYER_NAMES } from './schedule';

/** place: the place and its zone ('Kota Bandung · WIB'); span: the civil days Ramadan covers. */
export type ImsakiyahSheet = { title: string; place: string; span: string; source: string; rows: CalendarDay[] };

const WIDTH = 1080;
const MARGIN = 48;
const HEADER = 300;
const HEAD_ROW = 64;
const ROW = 50;
const FOOTER = 130;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const INK = '#1f2937';
const SOFT = '#6b7280';
const STRIPE = '#f0fdfa';

const DAY_MONTH = new Intl.DateTimeFormat('id-ID', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const utc = (date: string) => new Date(`${date}T00:00:00Z`);

export function drawImsakiyah(canvas: HTMLCanvasElement, sheet: ImsakiyahSheet): void {
  const height = HEADER + HEAD_ROW + sheet.rows.length * ROW + FOOTER;
  canvas.width = WIDTH;
  canvas.height = height;
  const g = canvas.getContext('2d');
  if (!g) throw new Error('Canvas 2D tidak tersedia');

  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, WIDTH, height);

  // The band with the brand, the title and the place.
  g.fillStyle = brand.themeColor;
  g.fillRect(0, 0, WIDTH, HEADER - 24);
  g.fillStyle = '#ffffff';
  g.textBaseline = 'alphabetic';
  g.textAlign = 'left';
  g.font = `700 34px ${FONT}`;
  g.fillText(brand.name, MARGIN, 78);
  g.font = `800 54px ${FONT}`;
  g.fillText(sheet.title, MARGIN, 160, WIDTH - 2 * MARGIN);
  g.font = `500 34px ${FONT}`;
  g.fillText(sheet.place, MARGIN, 216, WIDTH - 2 * MARGIN);
  g.font = `400 26px ${FONT}`;
  g.fillText(sheet.span, MARGIN, 256, WIDTH - 2 * MARGIN);

  // Columns: Ramadhan day, civil date, then the seven times.
  const columns = [
    { label: 'Rmd', width: 76, align: 'center' as const },
    { label: 'Tanggal', width: 184, align: 'left' as const },
    ...IMSAKIYAH_KEYS.map((key) => ({ label: PRAYER_NAMES[key], width: (WIDTH - 2 * MARGIN - 260) / IMSAKIYAH_KEYS.length, align: 'center' as const })),
  ];
  const xs: number[] = [];
  columns.reduce((x, c) => (xs.push(x), x + c.width), MARGIN);
  const text = (value: string, col: number, y: number) => {
    const c = columns[col]!;
    g.textAlign = c.align;
    g.fillText(value, c.align === 'center' ? xs[col]! + c.width / 2 : xs[col]! + 8, y);
  };

  let y = HEADER;
  g.fillStyle = INK;
  g.font = `700 23px ${FONT}`;
  columns.forEach((c, i) => text(c.label, i, y + 40));
  g.fillStyle = brand.themeColor;
  g.fillRect(MARGIN, y + HEAD_ROW - 4, WIDTH - 2 * MARGIN, 3);
  y += HEAD_ROW;

  sheet.rows.forEach((row, i) => {
    if (i % 2 === 1) {
      g.fillStyle = STRIPE;
      g.fillRect(MARGIN, y, WIDTH - 2 * MARGIN, ROW);
    }
    g.fillStyle = INK;
    g.font = `700 26px ${FONT}`;
    text(String(row.hijri.day), 0, y + 34);
    g.font = `400 25px ${FONT}`;
    text(DAY_MONTH.format(utc(row.date)), 1, y + 34);
    IMSAKIYAH_KEYS.forEach((key, k) => {
      // Imsak and maghrib are what a fasting day turns on: they stand out.
      g.font = key === 'imsak' || key === 'maghrib' ? `700 26px ${FONT}` : `400 26px ${FONT}`;
      g.fillStyle = key === 'imsak' || key === 'maghrib' ? brand.themeColor : INK;
      text(row.times[key], k + 2, y + 34);
    });
    y += ROW;
  });

  g.fillStyle = SOFT;
  g.textAlign = 'left';
  g.font = `400 24px ${FONT}`;
  g.fillText(`Sumber: ${sheet.source}. Dihitung oleh ${brand.name}.`, MARGIN, y + 56, WIDTH - 2 * MARGIN);
  g.fillText('Imsak 10 menit sebelum subuh. Cocokkan dengan pengumuman masjid setempat.', MARGIN, y + 92, WIDTH - 2 * MARGIN);
}

export async function imsakiyahPng(sheet: ImsakiyahSheet): Promise<Blob> {
  const canvas = document.createElement('canvas');
  drawImsakiyah(canvas, sheet);
  return canvasPng(canvas);
}

