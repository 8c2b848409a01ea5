import path from 'node:path';
import { serve } from '@hono/node-server';
import { createAnswerCache } from './http/answer-cache.ts';
import { createApp } from './app.ts';
import { ConfigError, loadConfig, midtransConfigWarnings } from './config.ts';
import { resolveSecrets } from './secrets.ts';
import { openDatabase } from './db/client.ts';
import { seedIfEmpty } from './db/seed.ts';
import { every } from './lib/every.ts';
import { createLogger } from './lib/logger.ts';
import { buildIfStale } from './build-if-stale.ts';
import { warmUp } from './http/warm-up.ts';
import { configuredWhatsAppGateway, LogWhatsAppGateway } from './whatsapp/index.ts';
import { configuredPaymentProvider, hasOfferedGatewayMethod } from './payments/index.ts';
import { createDonationStatusTags, donationTagTrust, listenForDonationChanges, onDonationChange, startExpirySweep, startReconciliation } from './donations/index.ts';
import { createShortMemo } from './lib/short-memo.ts';
import { answerBackupRequests, claimDataDir, startSecurityPurge } from './upkeep/index.ts';
import { grantAdminRoles } from './accounts/index.ts';
import { PushDispatcher, pushEndpointPolicy, WebPushSender } from './messages/index.ts';
import { databaseFridaySource, startFridayNotices, startRosterReminders } from './mosques/index.ts';
import { runDueRoutines } from './routine/index.ts';
import { startStaleZakatReminders } from './zakat/index.ts';
import { startKhatamanDeadlinePass, startKhatamanRecaps } from './khataman/index.ts';
import type { AppDeps } from './deps.ts';
import { linkOrigin } from './http/public-origin.ts';

async function main() {
  const config = resolveSecrets(loadConfig());
  const log = createLogger(config.silentLog);
  for (const warning of midtransConfigWarnings(config.midtrans)) log.error(warning);
  if (config.buildIfStale) buildIfStale(process.cwd(), config.distDir, (m) => console.log(m));

  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pglite') });
  const clock = () => new Date();
  await database.migrate(async () => {
    if (config.seed && (await seedIfEmpty(database.db, clock(), config.paymentProvider))) log.info('seeded demo data');
  });
  // The backup handler is in place before the pid file tells `npm run backup` whom to signal.
  const stopBackups = database.kind === 'pglite' ? answerBackupRequests(database, config.dataDir, clock, log) : () => undefined;
  const releaseDataDir = database.kind === 'pglite' ? claimDataDir(config.dataDir) : () => undefined;
  const granted = await grantAdminRoles(database.db, config.adminPhones);
  if (granted.length > 0) log.info('granted admin role from ADMIN_PHONES', { count: granted.length });

  const logGateway = new LogWhatsAppGateway(log, config.env !== 'production', clock);
  if (config.env === 'production' && !config.publicOrigin) {
    log.info('PUBLIC_ORIGIN is not set: links in receipts take the address each request was sent to; set it to the public https:// origin');
  }
  if (config.whatsappCloud) log.info('WhatsApp: the Cloud API', { phoneNumberId: config.whatsappCloud.phoneNumberId, otpTemplate: config.whatsappCloud.otpTemplate.name });
  else if (!config.whatsappGateway) log.info('Neither WHATSAPP_CLOUD_PHONE_NUMBER_ID nor WHATSAPP_GATEWAY_URL is set: WhatsApp messages, one-time codes included, go to this log only');
  const lifecycle = { draining: false };
  // The checkout poll's tags: forgotten by this process's own changes at once, by other processes' through LISTEN.
  const tagTrust = donationTagTrust(database.kind, config.answerCacheMs);
  const donationStatus = createDonationStatusTags(tagTrust.trustMs);
  onDonationChange(database.db, (code) => donationStatus.forget(code));
  const stopChangeFeed = config.databaseUrl
    ? await listenForDonationChanges(config.databaseUrl, donationStatus, (up) => tagTrust.setListening(up), log)
    : async () => undefined;
  const deps: AppDeps = {
    lifecycle,
    config,
    db: database.db,
    log,
    whatsapp: configuredWhatsAppGateway(config, logGateway),
    devOutbox: config.env !== 'production' ? logGateway.outbox : undefined,
    payments: configuredPaymentProvider(config),
    push: config.vapid ? new WebPushSender(config.vapid, { endpoints: pushEndpointPolicy(config) }) : undefined,
    answers: createAnswerCache(config.answerCacheMs),
    donationStatus,
    donationLookups: createShortMemo(config.answerCacheMs),
    clock,
  };
  // Reminders are timed to their second (messages/push-scheduler.ts); its counts go on /api/health.
  // Infaq Rutin's due job runs in the scheduler's pass, so its reminders are pushed in the same pass.
  const routineJob = (now: Date) => runDueRoutines(deps.db, now, deps.whatsapp, log, linkOrigin(config));
  const dispatcher = deps.push && config.pushScheduler ? new PushDispatcher(deps.db, deps.push, clock, log, { jobs: [routineJob] }) : undefined;
  // Without Web Push the reminders still reach Pesan (and WhatsApp).
  const stopRoutine = !dispatcher && config.pushScheduler ? every({ everyMs: 60_000, log, failed: 'routine job failed' }, () => routineJob(clock())) : () => undefined;
  if (dispatcher) deps.pushFigures = () => dispatcher.snapshot();
  const app = createApp(deps);
  const stopExpirySweep = startExpirySweep(deps.db, clock, log);
  const stopSecurityPurge = startSecurityPurge(deps.db, clock, log);
  // Thursday evening's Friday for each followed mosque (follows/follows.ts).
  const stopFridayNotices = startFridayNotices(deps.db, databaseFridaySource(deps.db), clock, log);
  // Zakat figures older than a month: the network admins (and the amil mosques' staff) hear it in Pesan.
  const stopStaleZakat = startStaleZakatReminders(deps.db, clock, log);
  // A khataman's unread juz before its deadline: their holders told, then offered to the group.
  const stopKhatamanDeadlines = startKhatamanDeadlinePass(deps.db, clock, log);
  // The recap each khataman's opener chose, at its times.
  const stopKhatamanRecaps = startKhatamanRecaps(deps.db, clock, log);
  // A Ramadan roster's volunteers, the day before their slot.
  const stopRosterReminders = startRosterReminders(deps.db, clock, log);
  const stopReconciliation = startReconciliation(deps, clock, { afterMinutes: config.reconcileAfterMinutes, origin: linkOrigin(config), log });
  log.info('payment provider', { provider: deps.payments.name });
  if (deps.payments.name !== 'simulator' && !(await hasOfferedGatewayMethod(deps.db, deps.payments.name))) {
    log.error(`no active payment method is served by ${deps.payments.name}: only manual transfers are offered (README, "Taking real payments")`);
  }
  if (!deps.push) log.info('VAPID keys are not set: Web Push is off (set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY on every process)');
  const stopPush = dispatcher ? dispatcher.start() : () => Promise.resolve();
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host, serverOptions: slowClientLimits(config.requestTimeoutSeconds) }, (info) => {
    console.log(`Jariyah siap di http://localhost:${info.port} (${database.kind === 'pglite' ? `PGlite di ${path.join(config.dataDir, 'pglite')}` : 'PostgreSQL'})`);
    // After listening, never before: a restart is not delayed by it (http/warm-up.ts).
    void warmUp((p, init) => app.request(p, init), log);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    lifecycle.draining = true;
    stopExpirySweep();
    stopSecurityPurge();
    stopReconciliation();
    stopFridayNotices();
    stopStaleZakat();
    stopKhatamanDeadlines();
    stopKhatamanRecaps();
    stopRosterReminders();
    stopRoutine();
    // Claimed reminders not yet due are handed back before the database closes (another process sends them).
    const pushStopped = stopPush().catch((error: unknown) => log.error('handing back push reminders failed', { error: String(error) }));
    stopBackups();
    log.info('stopping', { signal });
    // No new connections; requests in flight finish and are answered, then the database closes.
    server.close(() => {
      pushStopped.then(() => stopChangeFeed()).then(() => database.close()).then(() => {
        releaseDataDir();
        process.exit(0);
      }, () => process.exit(1));
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/**
 * A client that sends its headers or body slowly, or never finishes a body shorter than its
 * Content-Length, would otherwise hold a connection for Node's default five minutes: it gets a
 * 408 once the request time is up (checked every second), and idle keep-alive sockets close.
 */
function slowClientLimits(requestTimeoutSeconds: number) {
  const requestTimeout = requestTimeoutSeconds * 1000;
  return {
    requestTimeout,
    headersTimeout: Math.min(requestTimeout, 15_000),
    keepAliveTimeout: 5_000,
    connectionsCheckingInterval: 1_000,
  };
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
