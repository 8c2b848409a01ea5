// One scheduler process of the Maghrib burst (maghrib-burst.ts forks it): the server's own
// PushDispatcher and WebPushSender on the given database, with the app clock moved so that the
// bench's Maghrib falls a little after the parent says "go". Reports its counts, the lines it
// would have logged and its peak resident memory, then stops when told.
import { openDatabase } from '../../server/db/client.ts';
import type { Logger } from '../../server/lib/logger.ts';
import { WebPushSender } from '../../server/messages/push.ts';
import { PushDispatcher } from '../../server/messages/push-scheduler.ts';
import type { VapidKeys } from '../../server/messages/vapid-tokens.ts';

export type SchedulerConfig = { target: { dataDir: string } | { url: string }; vapid: VapidKeys; lookaheadMs: number };
export type SchedulerMessage =
  | { type: 'ready' }
  | {
    type: 'done'; figures: ReturnType<PushDispatcher['snapshot']>; peakRssMb: number; logs: { msg: string; fields?: Record<string, unknown> }[];
    /** CPU time (user + system, ms) this process spent from "go" to the due instant (claiming, encrypting) and after it (sending). */
    cpuMs: { beforeDue: number; afterDue: number };
  };

const config = JSON.parse(process.env.BURST_SCHEDULER ?? '{}') as SchedulerConfig;
const send = (m: SchedulerMessage) => process.send!(m);
const database = await openDatabase(config.target);
let peakRss = process.memoryUsage.rss();
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
}, 100);
const logs: { msg: string; fields?: Record<string, unknown> }[] = [];
const log: Logger = {
  info: (msg, fields) => logs.push({ msg, fields }),
  error: (msg, fields) => {
    logs.push({ msg, fields });
    console.error(`scheduler ${process.pid}: ${msg} ${JSON.stringify(fields ?? {})}`);
  },
};
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const sender = new WebPushSender(config.vapid);
let stop: (() => Promise<void>) | undefined;

process.on('message', (message: { type: 'go'; offsetMs: number; dueWall: number } | { type: 'stop' }) => {
  if (message.type === 'go') {
    const atGo = cpuMs();
    let atDue: number | undefined;
    const dueWatch = setInterval(() => {
      if (Date.now() < message.dueWall) return;
      atDue = cpuMs();
      clearInterval(dueWatch);
    }, 5);
    const dispatcher = new PushDispatcher(database.db, sender, () => new Date(Date.now() + message.offsetMs), log, { lookaheadMs: config.lookaheadMs });
    stop = dispatcher.start();
    void dispatcher.idle().then(() => {
      const end = cpuMs();
      send({ type: 'done', figures: dispatcher.snapshot(), peakRssMb: Math.round(peakRss / 1048576), logs, cpuMs: { beforeDue: Math.round((atDue ?? end) - atGo), afterDue: Math.round(end - (atDue ?? end)) } });
    });
  } else {
    void (async () => {
      clearInterval(sampler);
      await stop?.();
      await sender.close();
      await database.close();
      process.exit(0);
    })();
  }
});
send({ type: 'ready' });
// The bench gone (killed, crashed): never linger.
process.on('disconnect', () => process.exit(1));
