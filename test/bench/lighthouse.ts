// Lighthouse (the npm package, mobile defaults: simulated slow 4G and a 4× slower CPU) against a
// Chromium the bench starts itself, so it runs where CI runs.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromiumArgs, findChromium } from '../support/chromium.ts';

export type LighthouseFigures = {
  performance: number; accessibility: number; bestPractices: number;
  fcp: number; lcp: number; tbt: number; cls: number;
  /** Scripts the page itself fetched (the worker's precache excluded): bytes on the wire and files. */
  jsBytes: number; jsFiles: number; totalBytes: number;
};

export async function startDebuggableChromium(): Promise<{ port: number; stop(): Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'jariyah-bench-chrome-'));
  const child: ChildProcess = spawn(findChromium(), [
    ...chromiumArgs, '--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank',
  ], { stdio: ['ignore', 'ignore', 'pipe'] });
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`chromium did not start:\n${seen}`)), 30_000);
    child.stderr!.on('data', (b: Buffer) => {
      seen += b.toString();
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
  });
  return {
    port,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

type NetworkItem = { resourceType?: string; transferSize?: number; sessionTargetType?: string; url: string };

export async function runLighthouse(url: string, port: number): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
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
