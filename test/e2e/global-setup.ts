import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/build-if-stale.ts';
import { startServer } from '../support/server-process.ts';

/**
 * Builds the app into a folder of this run's own (never the shared dist/, so parallel runs and
 * a running `npm start` do not race) and starts one real server for the browser tests.
 * E2E_PREBUILT_DIST names a build made already for this run (scripts/test.ts builds once, and a
 * failed test's fresh retry starts a new server on that same build); it is left in place.
 */
export default async function setup() {
  const prebuilt = process.env.E2E_PREBUILT_DIST;
  const distDir = prebuilt || fs.mkdtempSync(path.join(os.tmpdir(), 'jariyah-e2e-dist-'));
  if (!prebuilt) buildApp(process.cwd(), distDir, true);
  process.env.E2E_DIST_DIR = distDir;
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  // The server generated its secrets there; tests sign payment notifications as `npm run pay` does.
  process.env.E2E_DATA_DIR = server.dataDir;
  return async () => {
    await server.stop();
    if (!prebuilt) fs.rmSync(distDir, { recursive: true, force: true });
  };
}
