import type { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { runDueRoutines } from './routines.ts';
import { isLocalClient } from '../http/client-address.ts';
import { linkOrigin } from '../http/public-origin.ts';

/**
 * Test mode only (NODE_ENV=test) and only from this machine: runs the Infaq Rutin due job as if
 * the clock said `?at=` (ISO), so a browser test reaches next Friday without waiting a week. The
 * same job the scheduler runs; absent in development and production.
 */
export function mountRoutineTestHook(app: Hono, deps: AppDeps): void {
  if (deps.config.env !== 'test') return;
  app.post('/dev/routines/run', async (c) => {
    if (!isLocalClient(c)) return c.text('Not found', 404);
    const at = new Date(c.req.query('at') ?? '');
    if (Number.isNaN(at.getTime())) return c.json({ error: 'at must be an ISO instant' }, 400);
    const reminded = await runDueRoutines(deps.db, at, deps.whatsapp, deps.log, linkOrigin(deps.config));
    return c.json({ reminded });
  });
}
