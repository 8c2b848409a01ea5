import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const SOURCES = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'package.json'];

function newestMtime(entry: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** Builds the app when dist/ is missing or older than its sources, so `npm start` always serves the current code. */
export function buildIfStale(root: string, distDir: string, log: (msg: string) => void): void {
  const built = newestMtime(path.join(distDir, 'index.html'));
  const sources = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
  if (built > 0 && built >= sources) return;
  log(built === 0 ? 'Membangun aplikasi (dist/ belum ada)…' : 'Membangun ulang aplikasi (sumber lebih baru dari dist/)…');
  buildApp(root, distDir);
}

/** Runs `vite build` into `outDir`. */
export function buildApp(root: string, outDir: string, quiet = false): void {
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: root,
    stdio: quiet ? 'pipe' : 'inherit',
    // vite decides dev or prod from NODE_ENV; a test runner's NODE_ENV=test would make a dev build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`vite build failed\n${result.stderr?.toString() ?? ''}`);
}
