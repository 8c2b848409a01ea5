// Lighthouse (the npm package, mobile defaults: simulated slow 4G and a 4× slower CPU) against a
// Chromium it starts for each run, so it runs where CI runs and measures a first-time visitor.
import { createRequire } from 'node:module';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from '../support/chromium.ts';

const lighthouseVersion = (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version;

export type LighthouseFigures = {
  performance: number; accessibility: number; bestPractices: number;
  fcp: number; lcp: number; tbt: number; cls: number;
  /** Scripts the page itself fetched (the worker's precache excluded): bytes on the wire and files. */
  jsBytes: number; jsFiles: number; totalBytes: number;
};

/**
 * How each Lighthouse run meets the page (issue 47): as a first-time visitor, the way a default
 * `lighthouse <url>` CLI run does: a Chromium of its own started by chrome-launcher with that
 * launcher's default flags and a fresh profile, nothing cached, no worker installed, closed after
 * the run. Only what a CI box needs is added: headless, and no sandbox when running as root.
 */
export const LIGHTHOUSE_CHROME_FLAGS = ['--headless=new', ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])];
export const LIGHTHOUSE_SETUP = `Lighthouse ${lighthouseVersion} mobile defaults (simulated slow 4G, 4× CPU); each run a fresh Chromium and profile from chrome-launcher's default flags plus ${LIGHTHOUSE_CHROME_FLAGS.join(' ')}; nothing warmed in the browser`;

type NetworkItem = { resourceType?: string; transferSize?: number; sessionTargetType?: string; url: string };

export async function runLighthouse(url: string): Promise<LighthouseFigures> {
  const chrome = await launch({ chromePath: findChromium(), chromeFlags: LIGHTHOUSE_CHROME_FLAGS, logLevel: 'error' });
  let result: Awaited<ReturnType<typeof lighthouse>>;
  try {
    result = await lighthouse(url, {
      port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
  } finally {
    chrome.kill();
  }
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message} (${url})`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [])
    .filter((i) => !i.sessionTargetType || i.sessionTargetType === 'page');
  const scripts = items.filter((i) => i.resourceType === 'Script');
  return {
    performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'),
    fcp: numeric('first-contentful-paint'), lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'), cls: numeric('cumulative-layout-shift'),
    jsBytes: scripts.reduce((s, i) => s + (i.transferSize ?? 0), 0), jsFiles: scripts.length,
    totalBytes: items.reduce((s, i) => s + (i.transferSize ?? 0), 0),
  };
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** Medians over runs, field by field. */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const keys = Object.keys(runs[0]!) as Array<keyof LighthouseFigures>;
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as LighthouseFigures;
}
