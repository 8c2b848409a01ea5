import fs from 'node:fs';

/** Debian's Chromium, or the one CHROME_PATH names. */
export function findChromium(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  const found = candidates.find((c): c is string => !!c && fs.existsSync(c));
  if (!found) throw new Error('Chromium not found: install Debian\'s chromium package or set CHROME_PATH');
  return found;
}

/** Flags for a quiet headless Chromium on a closed network (TOOLCHAIN.md). */
export const chromiumArgs = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
];
