// The wall screen left on (issue 44): a simulated week with the browser's clock faked, a minute
// at a time (every timer due in that minute fires once: the clock, the countdowns, the content's
// refresh, the day's turn). After each simulated day, garbage collected, the page's JS heap and
// DOM as Chromium counts them. A screen that leaks grows day by day; one that does not stays flat.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../server/build-if-stale.ts';
import { launchBrowser } from '../support/browser.ts';
import { startServer } from '../support/server-process.ts';

export type WallDay = { day: number; heapKb: number; nodes: number; listeners: number };

const MINUTE = 60_000;

export async function wallMemoryWeek(base: string, slug: string, days = 7): Promise<WallDay[]> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.clock.install({ time: new Date() });
    await page.goto(`${base}/masjid/${slug}/layar`);
    await page.getByTestId('wall').waitFor({ timeout: 30_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    const measure = async (day: number): Promise<WallDay> => {
      await cdp.send('HeapProfiler.collectGarbage');
      const heap = await cdp.send('Runtime.getHeapUsage');
      const dom = await cdp.send('Memory.getDOMCounters');
      return { day, heapKb: Math.round(heap.usedSize / 1024), nodes: dom.nodes, listeners: dom.jsEventListeners };
    };
    const out: WallDay[] = [];
    for (let day = 1; day <= days; day++) {
      for (let minute = 0; minute < 24 * 60; minute++) await page.clock.fastForward(MINUTE);
      out.push(await measure(day));
    }
    await context.close();
    return out;
  } finally {
    await browser.close();
  }
}

/** Growth from the first simulated day to the last, as a ratio (1 = flat). */
export const growth = (days: WallDay[], pick: (d: WallDay) => number): number =>
  Math.round((pick(days.at(-1)!) / Math.max(1, pick(days[0]!))) * 100) / 100;

// Alone: `node --import tsx test/bench/wall-memory.ts` (DIST_DIR: a built app to use; DAYS: fewer days).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = process.env.DIST_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'jariyah-wall-dist-'));
  if (!process.env.DIST_DIR) buildApp(process.cwd(), dist, true);
  const server = await startServer({ DIST_DIR: dist, ADDRESS_LIMIT_FACTOR: '1000000', PUSH_SCHEDULER: '0' });
  try {
    const days = await wallMemoryWeek(server.url, 'masjid-istiqlal', Number(process.env.DAYS ?? 7));
    console.log('day | heap KB | DOM nodes | listeners');
    for (const d of days) console.log(`${d.day} | ${d.heapKb} | ${d.nodes} | ${d.listeners}`);
    console.log(`heap ×${growth(days, (d) => d.heapKb)}, listeners ×${growth(days, (d) => d.listeners)} from day 1 to day ${days.length}`);
  } finally {
    await server.stop();
  }
  process.exit(0);
}
