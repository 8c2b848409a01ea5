// Renders the app icons (PNG) from the SVG mark with the project's Chromium. Run by hand when
// the mark changes: node --import tsx scripts/render-icons.ts. The PNGs are committed.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { findChromium } from '../test/support/chromium.ts';

const mark = fs.readFileSync('public/icons/favicon.svg', 'utf8');
// Maskable icons keep the mark inside the central 80% safe zone on a full-bleed background.
const maskable = mark.replace('<rect width="64" height="64" rx="16" fill="#0f766e"/>', '').replace('viewBox="0 0 64 64"', 'viewBox="-10 -10 84 84"');

const targets: Array<{ file: string; size: number; svg: string; bg: string }> = [
  { file: 'icon-192.png', size: 192, svg: mark, bg: 'transparent' },
  { file: 'icon-512.png', size: 512, svg: mark, bg: 'transparent' },
  { file: 'maskable-192.png', size: 192, svg: maskable, bg: '#0f766e' },
  { file: 'maskable-512.png', size: 512, svg: maskable, bg: '#0f766e' },
  { file: 'apple-touch-icon.png', size: 180, svg: maskable, bg: '#0f766e' },
];

const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
for (const t of targets) {
  await page.setViewportSize({ width: t.size, height: t.size });
  await page.setContent(`<html><body style="margin:0;background:${t.bg}">${t.svg.replace('<svg ', `<svg width="${t.size}" height="${t.size}" `)}</body></html>`);
  await page.screenshot({ path: path.join('public/icons', t.file), omitBackground: t.bg === 'transparent' });
}
await browser.close();
