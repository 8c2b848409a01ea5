import path from 'node:path';
import { buildIfStale } from '../../server/build-if-stale.ts';
import { startServer } from '../support/server-process.ts';

/** Builds the app if needed and starts one real server for the browser tests. */
export default async function setup() {
  buildIfStale(process.cwd(), path.resolve('dist'), (m) => console.log(m));
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  return () => server.stop();
}
