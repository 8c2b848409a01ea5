// Draws the demo flyers (public/flyers/*.svg) and payment wordmarks (public/payment/*.svg).
// Calm, title-free artwork, distinct per program and mosque, so the text in the app stays the
// only source of truth. Run: node --import tsx scripts/make-flyers.ts
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SEED_CAMPAIGNS, type FlyerMotif } from '../server/db/seed/campaigns.ts';
import { SEED_MOSQUES, type SeedMosque } from '../server/db/seed/mosques.ts';
import { SEED_ARTICLES } from '../server/db/seed/news.ts';
import { SEED_PAYMENT_METHODS } from '../server/db/seed/payment-methods.ts';
import { seededRandom, type Random } from '../server/db/seed/random.ts';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const W = 800;
const H = 450;
const f = (n: number) => Number(n.toFixed(1));

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(((h % 360) + 360) % 360)} ${s}% ${l}%)`;

/** Sky, a faint eight-point-star lattice, a sun or moon, and two rolling hills. */
function backdrop(id: string, hue: number, r: Random): { defs: string; back: string; front: string; ink: string; light: string } {
  const sunX = r.int(90, 710);
  const sunY = r.int(70, 130);
  const night = r.chance(0.3);
  const sky1 = night ? hsl(hue + 200, 35, 28) : hsl(hue, 55, 93);
  const sky2 = night ? hsl(hue + 180, 40, 45) : hsl(hue + 20, 60, 82);
  const ink = night ? hsl(hue + 200, 35, 16) : hsl(hue, 38, 26);
  const light = night ? hsl(45, 90, 85) : hsl(hue + 30, 70, 97);
  const hill = (y: number, amp: number) => {
    const a = r.int(-amp, amp);
    const b = r.int(-amp, amp);
    return `M0 ${y} C ${W * 0.25} ${y + a}, ${W * 0.5} ${y - amp + b}, ${W} ${y + b} L${W} ${H} L0 ${H} Z`;
  };
  const defs = `<defs><linearGradient id="s${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky1}"/><stop offset="1" stop-color="${sky2}"/></linearGradient>`
    + `<pattern id="p${id}" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M24 6l5 13 13 5-13 5-5 13-5-13-13-5 13-5z" fill="none" stroke="${light}" stroke-width="1.2"/></pattern></defs>`;
  const sun = night
    ? `<circle cx="${sunX}" cy="${sunY}" r="30" fill="${light}"/><circle cx="${sunX + 13}" cy="${sunY - 8}" r="27" fill="${sky1}"/>`
    : `<circle cx="${sunX}" cy="${sunY}" r="46" fill="${light}" opacity=".55"/><circle cx="${sunX}" cy="${sunY}" r="30" fill="${light}"/>`;
  const stars = night ? Array.from({ length: 14 }, () => `<circle cx="${r.int(10, 790)}" cy="${r.int(10, 200)}" r="${r.int(1, 2)}" fill="${light}"/>`).join('') : '';
  const back = `<rect width="${W}" height="${H}" fill="url(#s${id})"/><rect width="${W}" height="${H}" fill="url(#p${id})" opacity=".35"/>${stars}${sun}`
    + `<path d="${hill(320, 40)}" fill="${night ? hsl(hue + 190, 25, 30) : hsl(hue + 10, 30, 72)}"/>`;
  const front = `<path d="${hill(385, 18)}" fill="${night ? hsl(hue + 190, 30, 20) : hsl(hue - 10, 32, 58)}"/>`;
  return { defs, back, front, ink, light };
}

function onion(cx: number, y: number, w: number, h: number, fill: string): string {
  return `<path d="M${f(cx - w / 2)} ${y} C${f(cx - w / 2)} ${f(y - h * 0.62)} ${f(cx - w * 0.14)} ${f(y - h * 0.74)} ${cx} ${f(y - h)} C${f(cx + w * 0.14)} ${f(y - h * 0.74)} ${f(cx + w / 2)} ${f(y - h * 0.62)} ${f(cx + w / 2)} ${y}Z" fill="${fill}"/>`
    + `<rect x="${cx - 1.5}" y="${f(y - h - 16)}" width="3" height="16" fill="${fill}"/>`;
}

function minaret(x: number, base: number, height: number, fill: string): string {
  const top = base - height;
  return `<rect x="${x - 9}" y="${top}" width="18" height="${height}" fill="${fill}"/>`
    + `<rect x="${x - 14}" y="${top + 18}" width="28" height="6" fill="${fill}"/>`
    + `<path d="M${x - 11} ${top} L${x} ${top - 30} L${x + 11} ${top}Z" fill="${fill}"/>`;
}

function mosque(m: Pick<SeedMosque, 'domes' | 'minarets'>, ink: string, light: string, r: Random): string {
  const base = 388;
  const cx = 400;
  const bodyW = m.domes === 3 ? 300 : 230;
  let out = '';
  if (m.minarets === 0) {
    // Javanese tajug: a tiered pyramid roof over a wide hall.
    out += `<rect x="${cx - 150}" y="${base - 70}" width="300" height="70" fill="${ink}"/>`;
    [[190, 70, 42], [130, 112, 38], [75, 150, 34]].forEach(([w, y, h]) => {
      out += `<path d="M${cx - w!} ${base - y!} L${cx - w! * 0.45} ${base - y! - h!} L${cx + w! * 0.45} ${base - y! - h!} L${cx + w!} ${base - y!}Z" fill="${ink}"/>`;
    });
    out += `<path d="M${cx - 18} ${base - 184} L${cx} ${base - 214} L${cx + 18} ${base - 184}Z" fill="${ink}"/>`;
  } else {
    out += `<rect x="${cx - bodyW / 2}" y="${base - 90}" width="${bodyW}" height="90" fill="${ink}"/>`;
    out += onion(cx, base - 90, 150, 120, ink);
    if (m.domes === 3) {
      out += onion(cx - 105, base - 90, 70, 60, ink) + onion(cx + 105, base - 90, 70, 60, ink);
    }
    const tall = r.int(190, 240);
    const xs = m.minarets === 1 ? [cx + bodyW / 2 + 40] : m.minarets === 2 ? [cx - bodyW / 2 - 40, cx + bodyW / 2 + 40]
      : [cx - bodyW / 2 - 70, cx - bodyW / 2 - 30, cx + bodyW / 2 + 30, cx + bodyW / 2 + 70];
    xs.forEach((x, i) => {
      const h = m.minarets === 4 && (i === 0 || i === 3) ? tall - 50 : tall;
      out += minaret(x, base, h, ink);
    });
  }
  // Arched doors and windows in the sky's light.
  for (let i = -2; i <= 2; i++) {
    const x = cx + i * 44;
    const h = i === 0 ? 52 : 34;
    out += `<path d="M${x - 12} ${base} L${x - 12} ${base - h + 12} A12 12 0 0 1 ${x + 12} ${base - h + 12} L${x + 12} ${base}Z" fill="${light}" opacity="${i === 0 ? 0.9 : 0.55}"/>`;
  }
  return out;
}

function motif(kind: FlyerMotif, ink: string, light: string, r: Random): string {
  const g = (body: string) => `<g>${body}</g>`;
  switch (kind) {
    case 'mosque':
      return mosque({ domes: 1, minarets: 2 }, ink, light, r);
    case 'water':
      return g(`<rect x="330" y="300" width="140" height="88" rx="6" fill="${ink}"/>`
        + `<path d="M330 322 H470 M330 346 H470 M330 370 H470" stroke="${light}" stroke-width="3" opacity=".35"/>`
        + `<rect x="340" y="200" width="10" height="100" fill="${ink}"/><rect x="450" y="200" width="10" height="100" fill="${ink}"/>`
        + `<path d="M310 205 L400 150 L490 205Z" fill="${ink}"/><rect x="395" y="205" width="3" height="55" fill="${ink}"/>`
        + `<path d="M382 260 h36 l-5 30 h-26z" fill="${ink}"/>`
        + [[250, 250, 1], [545, 230, 1.3], [580, 300, 0.8], [220, 320, 0.9]].map(([x, y, s]) =>
          `<path transform="translate(${x} ${y}) scale(${s})" d="M0 -26 C10 -10 16 0 16 8 A16 16 0 0 1 -16 8 C-16 0 -10 -10 0 -26Z" fill="${light}"/>`).join(''));
    case 'book':
    case 'star':
      return g(`<path d="M300 388 L500 300 M500 388 L300 300" stroke="${ink}" stroke-width="14" stroke-linecap="round"/>`
        + `<path d="M400 300 C360 270 300 268 260 282 L260 222 C300 208 360 210 400 240Z" fill="${light}" stroke="${ink}" stroke-width="6"/>`
        + `<path d="M400 300 C440 270 500 268 540 282 L540 222 C500 208 440 210 400 240Z" fill="${light}" stroke="${ink}" stroke-width="6"/>`
        + `<path d="M285 238 C320 228 360 232 385 248 M285 256 C320 246 360 250 385 266 M415 248 C440 232 480 228 515 238 M415 266 C440 250 480 246 515 256" stroke="${ink}" stroke-width="3" opacity=".45" fill="none"/>`
        + (kind === 'star'
          ? `<circle cx="400" cy="150" r="38" fill="${ink}"/><circle cx="416" cy="140" r="33" fill="${light}"/><path d="M462 120 l6 14 15 1-12 10 4 15-13-8-13 8 4-15-12-10 15-1z" fill="${ink}"/>`
          : ''));
    case 'food':
      return g(`<path d="M290 300 H510 A110 88 0 0 1 290 300Z" fill="${ink}"/>`
        + `<path d="M305 300 C320 255 480 255 495 300Z" fill="${light}"/>`
        + `<rect x="360" y="386" width="80" height="8" rx="4" fill="${ink}"/>`
        + [360, 400, 440].map((x) => `<path d="M${x} 240 C${x - 14} 220 ${x + 14} 205 ${x} 185" stroke="${ink}" stroke-width="5" fill="none" stroke-linecap="round" opacity=".6"/>`).join(''));
    case 'house':
      return g(`<rect x="300" y="280" width="200" height="108" fill="${ink}"/>`
        + `<path d="M280 285 L400 205 L520 285Z" fill="${ink}"/>`
        + `<path d="M385 388 V345 A15 15 0 0 1 415 345 V388Z" fill="${light}"/>`
        + `<rect x="325" y="310" width="36" height="30" rx="4" fill="${light}" opacity=".7"/><rect x="439" y="310" width="36" height="30" rx="4" fill="${light}" opacity=".7"/>`
        + `<circle cx="400" cy="250" r="14" fill="${light}"/><circle cx="406" cy="246" r="12" fill="${ink}"/>`);
    case 'heart':
      return g(`<path d="M400 372 C330 320 300 285 300 250 A48 48 0 0 1 400 232 A48 48 0 0 1 500 250 C500 285 470 320 400 372Z" fill="${ink}"/>`
        + `<path d="M240 388 C250 330 300 320 330 350 L360 388Z M560 388 C550 330 500 320 470 350 L440 388Z" fill="${ink}" opacity=".8"/>`
        + `<path d="M370 250 A22 22 0 0 1 400 262" stroke="${light}" stroke-width="5" fill="none" stroke-linecap="round"/>`);
    case 'tree':
      return g(`<rect x="390" y="280" width="20" height="108" fill="${ink}"/>`
        + `<circle cx="400" cy="230" r="70" fill="${ink}"/><circle cx="345" cy="265" r="45" fill="${ink}"/><circle cx="455" cy="265" r="45" fill="${ink}"/>`
        + Array.from({ length: 7 }, () => `<circle cx="${r.int(330, 470)}" cy="${r.int(190, 290)}" r="7" fill="${light}" opacity=".85"/>`).join('')
        + `<rect x="230" y="340" width="8" height="48" fill="${ink}"/><circle cx="234" cy="325" r="28" fill="${ink}" opacity=".75"/>`
        + `<rect x="562" y="345" width="8" height="43" fill="${ink}"/><circle cx="566" cy="330" r="25" fill="${ink}" opacity=".75"/>`);
    case 'medical':
      return g(`<path d="M150 290 h140 l20 -40 25 70 20 -30 h170 l20 -40 25 70 20 -30 h80" stroke="${ink}" stroke-width="6" fill="none" stroke-linejoin="round" opacity=".45"/>`
        + `<rect x="320" y="200" width="160" height="160" rx="28" fill="${ink}"/>`
        + `<path d="M385 230 h30 v35 h35 v30 h-35 v35 h-30 v-35 h-35 v-30 h35z" fill="${light}"/>`);
  }
}

function flyer(id: string, hue: number, draw: (ink: string, light: string, r: Random) => string): string {
  const r = seededRandom(hash(id));
  const b = backdrop(String(hash(id) % 100_000), hue, r);
  const art = draw(b.ink, b.light, r);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-hidden="true">${b.defs}${b.back}${art}${b.front}</svg>\n`;
}

const NEWS_MOTIF: Record<string, FlyerMotif> = {
  'sumur-bor-gunungkidul-capai-kedalaman-80-meter': 'water',
  'penyaluran-sembako-lansia-tahap-akhir': 'food',
  'posko-banjir-demak-ditutup': 'house',
  'kencleng-digital-hadir-di-22-masjid': 'mosque',
  'keutamaan-sedekah-jariyah': 'heart',
  'adab-berdoa-agar-dikabulkan': 'star',
  'mengenal-kencleng-masjid': 'mosque',
  'tips-mengajak-anak-bersedekah': 'heart',
};

function wordmark(label: string, color: string, kind: string): string {
  const size = label.length > 7 ? 19 : label.length > 5 ? 22 : 26;
  const badge = kind === 'Manual' ? `<rect x="100" y="6" width="14" height="14" rx="3" fill="${color}"/><path d="M104 13h6m-3-3v6" stroke="#fff" stroke-width="2"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 48" width="120" height="48" role="img" aria-label="${label}">`
    + `<rect width="120" height="48" rx="8" fill="#fff"/>`
    + `<text x="60" y="32" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}" fill="${color}" letter-spacing="${label === label.toUpperCase() ? 1 : 0}">${label}</text>${badge}</svg>\n`;
}

function main() {
  const flyers = path.join(root, 'public', 'flyers');
  const payment = path.join(root, 'public', 'payment');
  fs.mkdirSync(flyers, { recursive: true });
  fs.mkdirSync(payment, { recursive: true });
  const files: [string, string][] = [];
  for (const c of SEED_CAMPAIGNS) files.push([path.join(flyers, `${c.slug}.svg`), flyer(c.slug, c.hue, (ink, light, r) => motif(c.motif, ink, light, r))]);
  for (const m of SEED_MOSQUES) files.push([path.join(flyers, `${m.slug}.svg`), flyer(m.slug, m.hue, (ink, light, r) => mosque(m, ink, light, r))]);
  for (const a of SEED_ARTICLES) {
    files.push([path.join(flyers, `news-${a.slug}.svg`), flyer(`news-${a.slug}`, a.hue, (ink, light, r) => motif(NEWS_MOTIF[a.slug] ?? 'star', ink, light, r))]);
  }
  for (const p of SEED_PAYMENT_METHODS) files.push([path.join(root, 'public', p.image), wordmark(p.label, p.color, p.type)]);
  let bytes = 0;
  for (const [file, svg] of files) {
    fs.writeFileSync(file, svg);
    bytes += Buffer.byteLength(svg);
  }
  console.log(`${files.length} files, ${(bytes / 1024).toFixed(1)} KiB`);
}

main();
