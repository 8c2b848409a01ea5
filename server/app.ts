import fs from 'node:fs';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compressAnswers } from './http/compress.ts';
import { sql } from 'drizzle-orm';
import type { AppDeps } from './deps.ts';
import { controllers } from './api-paths.ts';
import { dispatch } from './http/controller.ts';
import { envelope, errorResponse, fromRefusal, HttpError } from './http/errors.ts';
import { publicOriginIsHttps } from './http/public-origin.ts';
import { Refusal } from './lib/refusal.ts';
import { securityHeaders } from './http/security-headers.ts';
import { midtransApiOrigin } from './config.ts';
import { serveApp } from './http/static.ts';
import { sharedCopiesKept, writeMayHaveChanged } from './http/answer-cache.ts';
import { firstScreenPages } from './http/first-screen.ts';
import { isLocalClient } from './http/client-address.ts';
import { describeFault, isClientAbort } from './http/faults.ts';
import { midtransNotificationRoutes, paymentRoutes } from './donations/index.ts';
import { activityFeedRoutes, prayerFeedRoutes } from './calendar/index.ts';
import { frameMessages } from '../src/contract/envelope.ts';
import { HasherBusyError } from './accounts/index.ts';
import { mountRoutineTestHook } from './routine/index.ts';
import { UPLOAD_NAME, UPLOAD_TYPES } from './lib/uploads.ts';
import { khatamanPageMeta } from './khataman/index.ts';
import type { PageMeta } from './http/page-meta.ts';

export const MAX_BODY_BYTES = 3 * 1024 * 1024;

/** Builds the whole HTTP app without listening; tests call `app.request(...)`. */
export function createApp(deps: AppDeps) {
  const app = new Hono();

  app.onError((error, c) => {
    if (error instanceof HttpError) return errorResponse(c, error);
    if (error instanceof Refusal) return errorResponse(c, fromRefusal(error));
    if (error instanceof HasherBusyError) return errorResponse(c, new HttpError(503, frameMessages.busy, undefined, { 'Retry-After': '2' }));
    if (isClientAbort(error)) return envelope(c, 400, frameMessages.validation, null); // the client left; nothing to log
    deps.log.error('server fault', { path: c.req.path, ...describeFault(error) });
    return envelope(c, 500, frameMessages.serverError, null);
  });
  app.use('*', securityHeaders({ hsts: publicOriginIsHttps(deps.config), externalOrigins: deps.config.externalOrigins,
    gatewayImages: deps.config.midtrans && deps.payments.name === 'midtrans' ? midtransApiOrigin(deps.config.midtrans) : null,
  }));
  app.use('*', compressAnswers());

  const limitBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => envelope(c, 413, frameMessages.tooLarge, null) });
  // A read's body is never read (http/request-input.ts), and asking for it builds a whole fetch
  // Request out of Node's: a tenth of the cost of a small read such as the amen poll's 304.
  app.use('/api/*', (c: Parameters<typeof limitBody>[0], next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next)));
  const answers = deps.answers;
  if (answers) {
    // A write may change a public list, a prayer list's version or a session: the shared copies
    // and remembered facts go once it is done (http/answer-cache.ts). A refused one changed
    // nothing, and actions that change nothing shared say so; neither empties the copies.
    app.use('/api/*', async (c, next) => {
      await next();
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && writeMayHaveChanged(c.res.status) && !sharedCopiesKept(c)) answers.clear();
    });
  }
  // Live: the process answers. Ready: it should get traffic (database reachable, migrations
  // applied before it listened, not draining after SIGTERM), so a load balancer can drain it.
  app.get('/api/health/live', (c) => envelope(c, 200, 'Hidup', { live: true }));
  const ready = async (c: Context) => {
    if (deps.lifecycle?.draining) return envelope(c, 503, 'Sedang berhenti', { database: 'ok', draining: true });
    try {
      await deps.db.execute(sql`select 1`);
    } catch (error) {
      deps.log.error('database unreachable', describeFault(error));
      return envelope(c, 503, 'Database tidak terjangkau', { database: 'unreachable', draining: false });
    }
    // Reminders sent, failed and skipped as too late, where an operator (or a monitor) looks.
    return envelope(c, 200, 'Sehat', { database: 'ok', draining: false, ...(deps.pushFigures ? { push: deps.pushFigures() } : {}) });
  };
  app.get('/api/health', ready);
  app.get('/api/health/ready', ready);
  app.route('/api/payment', paymentRoutes(deps));
  app.route('/api/payment/midtrans', midtransNotificationRoutes(deps));
  for (const [name, controller] of Object.entries(controllers)) {
    app.all(`/api/${name}`, dispatch(controller, deps));
  }
  app.all('/api/*', (c) => envelope(c, 404, frameMessages.notFound, null));
  app.route('/kalender', prayerFeedRoutes(deps));
  app.route('/kalender', activityFeedRoutes(deps));

  // Live one-time codes: only for someone at this machine, and only in development and tests.
  if (deps.devOutbox && deps.config.env !== 'production') {
    const outbox = deps.devOutbox;
    app.get('/dev/outbox', (c) => {
      if (!isLocalClient(c)) return c.text('Not found', 404);
      c.header('Cache-Control', 'no-store');
      return c.json(outbox);
    });
  }

  mountRoutineTestHook(app, deps);

  // Avatars and other uploads live in the data folder, outside the build.
  const uploads = path.join(deps.config.dataDir, 'uploads');
  app.get('/uploads/:file{[a-f0-9-]+\\.(png|jpg|webp|mp3|m4a|ogg)}', (c) => {
    const name = c.req.param('file');
    const file = path.join(uploads, name);
    if (!UPLOAD_NAME.test(name) || !fs.existsSync(file)) return c.notFound();
    c.header('Content-Type', UPLOAD_TYPES[name.slice(name.lastIndexOf('.') + 1)]);
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    return c.body(new Uint8Array(fs.readFileSync(file)));
  });

  // The first screens' answers come from this app's own API, as the app would ask for them.
  const firstScreen = firstScreenPages(deps.config.distDir, (apiPath, headers) => Promise.resolve(app.request(apiPath, { headers })), deps.log,
    deps.answers && { cache: deps.answers, clock: deps.clock });
  // A card is a nicety: a fault reading it is logged and the page goes out with the app's own.
  const cards = [khatamanPageMeta(deps.db)];
  const pageMeta: PageMeta = async (urlPath) => {
    try {
      for (const card of cards) {
        const meta = await card(urlPath);
        if (meta) return meta;
      }
    } catch (error) {
      deps.log.error('page card not read', { path: urlPath, ...describeFault(error) });
    }
    return undefined;
  };
  app.use('*', serveApp(deps.config.distDir, firstScreen, pageMeta));
  app.notFound((c) => (c.req.path.startsWith('/api') ? envelope(c, 404, frameMessages.notFound, null) : c.text('Not found', 404)));
  return app;
}
