// The real database thread, which dies (as an out-of-memory or a WebAssembly fault would) when
// asked to run `select crash`: for the test that a lost database ends the process, never hangs.
import { parentPort } from 'node:worker_threads';

parentPort!.on('message', (message: { op: string; sql?: string }) => {
  if (message.op === 'query' && message.sql === 'select crash') process.exit(7);
});
await import('../../server/db/pglite-worker.ts');
