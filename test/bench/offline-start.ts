// Offline warm start: the worker installed by one online visit, then the network off; each load
// in a fresh tab, the CPU slowed 4× as Lighthouse's mobile profile does.
import { goOffline, launchBrowser, phoneContext, waitForServiceWorker } from '../support/browser.ts';
import { median } from './lighthouse.ts';

export async function offlineWarmFcp(base: string, routes: string[], runs = 5): Promise<Record<string, number>> {
  const browser = await launchBrowser();
  try {
    const context = await phoneContext(browser);
    const first = await context.newPage();
    await first.goto(`${base}/`, { waitUntil: 'load' });
    await waitForServiceWorker(first);
    // The install has finished once the worker controls the page; leave the first tab open.
    await goOffline(context);
    const out: Record<string, number> = {};
    for (const route of routes) {
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(`${base}${route}`, { waitUntil: 'load' });
        const fcp = await page.evaluate(() => new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entry = list.getEntriesByName('first-contentful-paint')[0];
            if (entry) resolve(entry.startTime);
          }).observe({ type: 'paint', buffered: true });
        }));
        times.push(fcp);
        await page.close();
      }
      out[route] = median(times);
    }
    await context.close();
    return out;
  } finally {
    await browser.close();
  }
}
