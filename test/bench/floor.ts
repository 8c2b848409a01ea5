import path from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Builds the floor page (test/bench/floor: bare Vite + React) into `<dist>/__floor/`, so the
 * app's own server serves it with the same compression and headers as the app.
 */
export async function buildFloor(dist: string): Promise<string> {
  const root = path.join(import.meta.dirname, 'floor');
  await build({
    root, base: '/__floor/', configFile: false, logLevel: 'error', plugins: [react()],
    build: { outDir: path.join(dist, '__floor'), emptyOutDir: true, target: 'es2022' },
  });
  return '/__floor/index.html';
}
