/*
 * The share card's geometry, pure: WhatsApp status is portrait 1080×1920 (9:16), a chat or feed
 * image square 1080×1080. Every size is a share of the width, so both formats keep one look.
 */

export type CardFormat = 'portrait' | 'square';
export const CARD_SIZES: Record<CardFormat, { width: number; height: number }> = {
  portrait: { width: 1080, height: 1920 },
  square: { width: 1080, height: 1080 },
};

export type CardKind = 'campaign' | 'receipt' | 'prayer';

/** What a card says: its kind's label, the title, up to two lines, progress (campaigns) and the link. */
export type CardContent = {
  kind: CardKind;
  /** The product name on the card (the brand constant). */
  brand: string;
  title: string;
  /** Same-origin picture (the program's flyer); a coloured panel when absent or unreadable. */
  flyer: string | null;
  /** Words shown large on the picture panel when there is no flyer (a prayer, a receipt's amount). */
  quote?: string;
  lines: string[];
  /** 0–100 for a campaign with a target; null for none. */
  percent: number | null;
  link: string;
};

export type Box = { x: number; y: number; w: number; h: number };

export type CardLayout = {
  size: { width: number; height: number };
  margin: number;
  flyer: Box;
  titleTop: number;
  titleSize: number;
  titleLines: number;
  lineSize: number;
  /** How many of the content's lines are drawn, each wrapped to at most `linesPerText`. */
  texts: number;
  linesPerText: number;
  progress: Box;
  qr: Box;
  footerTop: number;
};

/** Where each part goes for a format. */
export function cardLayout(format: CardFormat): CardLayout {
  const size = CARD_SIZES[format];
  const margin = 72;
  const inner = size.width - margin * 2;
  if (format === 'portrait') {
    const flyer = { x: margin, y: 200, w: inner, h: Math.round(inner * 3 / 4) };
    const qr = { x: size.width - margin - 300, y: size.height - margin - 300 - 40, w: 300, h: 300 };
    return { size, margin, flyer, titleTop: flyer.y + flyer.h + 72, titleSize: 64, titleLines: 3, lineSize: 40, texts: 2, linesPerText: 2, progress: { x: margin, y: 1300, w: inner, h: 28 }, qr, footerTop: qr.y };
  }
  // Square: the text column is short, so one line of detail and the QR in the bottom corner.
  const flyer = { x: margin, y: 150, w: inner, h: 320 };
  const qr = { x: size.width - margin - 200, y: size.height - margin - 200, w: 200, h: 200 };
  return { size, margin, flyer, titleTop: flyer.y + flyer.h + 48, titleSize: 44, titleLines: 2, lineSize: 32, texts: 1, linesPerText: 1, progress: { x: margin, y: 700, w: inner, h: 22 }, qr, footerTop: qr.y };
}

/** Words into at most `max` lines of at most `fits` width; the last line ends with '…' when cut. */
export function wrapText(text: string, fits: (line: string) => boolean, max: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (let i = 0; i < words.length; i += 1) {
    const next = line ? `${line} ${words[i]}` : words[i]!;
    if (fits(next) || !line) {
      line = next;
      continue;
    }
    lines.push(line);
    line = words[i]!;
    if (lines.length === max) {
      // Whole words go first; a single long word is cut by characters.
      let cut = lines[max - 1]!;
      while (cut.includes(' ') && !fits(`${cut}…`)) cut = cut.slice(0, cut.lastIndexOf(' '));
      while (cut.length > 1 && !fits(`${cut}…`)) cut = cut.slice(0, -1);
      lines[max - 1] = `${cut.trimEnd()}…`;
      return lines;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export const KIND_LABELS: Record<CardKind, string> = {
  campaign: 'Mari berinfaq bersama',
  receipt: 'Alhamdulillah, infaqku sudah tersalurkan',
  prayer: 'Doa untuk kebaikan bersama',
};

/** The file name a card is shared or saved under. */
export const cardFileName = (title: string, format: CardFormat) =>
  `jariyah-${title.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40) || 'kartu'}-${format === 'portrait' ? 'status' : 'persegi'}.png`;
