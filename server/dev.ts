// `npm run dev`: Vite's dev server (hot reload) and the API on one origin, so the app's relative
// /api calls and the session cookie behave exactly as in production.
import http from 'node:http';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createServer as createViteServer } from 'vite';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { resolveSecrets } from './secrets.ts';
import { openDatabase } from './db/client.ts';
import { seedIfEmpty } from './db/seed.ts';
import { createLogger } from './lib/logger.ts';
import { LogWhatsAppGateway } from './whatsapp/index.ts';
import { SimulatedPaymentProvider } from './payments/index.ts';

// `npm run dev` is development mode: the outbox at /dev/outbox (for this machine only).
const config = resolveSecrets(loadConfig(undefined, { NODE_ENV: 'development' }));
const log = createLogger();
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pglite') });
const clock = () => new Date();
await database.migrate(async () => {
  if (config.seed) await seedIfEmpty(database.db, clock());
});
const gateway = new LogWhatsAppGateway(log, true, clock);
const api = getRequestListener(
  createApp({ config, db: database.db, log, whatsapp: gateway, devOutbox: gateway.outbox, payments: new SimulatedPaymentProvider(), clock }).fetch,
);
const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'spa' });
const serverPaths = /^\/(api|dev|uploads)(\/|$)/;
http
  .createServer((req, res) => {
    if (serverPaths.test(req.url ?? '')) void api(req, res);
    else vite.middlewares(req, res);
  })
  .listen(config.port, () => console.log(`Jariyah (dev) di http://localhost:${config.port}`));
