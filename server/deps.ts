import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { AnswerCache } from './http/answer-cache.ts';
import type { Logger } from './lib/logger.ts';
import type { DonationStatusTags } from './donations/index.ts';
import type { ShortMemo } from './lib/short-memo.ts';
import type { PaymentProvider } from './payments/index.ts';
import type { PushFigures, PushSender } from './messages/index.ts';
import type { WhatsAppGateway, WhatsAppMessage } from './whatsapp/index.ts';

/** Everything a handler may use from outside itself; tests build their own. */
export type AppDeps = {
  config: Config;
  db: Db;
  log: Logger;
  whatsapp: WhatsAppGateway;
  /** The development outbox, absent in production. */
  devOutbox?: readonly WhatsAppMessage[];
  payments: PaymentProvider;
  /** Web Push's sender; absent when push is off (no VAPID keys). */
  push?: PushSender;
  /** The push scheduler's counts (sent, failed, skipped late) for /api/health; absent where it does not run. */
  pushFigures?: () => PushFigures;
  clock: () => Date;
  /** Short-lived copies of public lists (absent when ANSWER_CACHE_MS is 0). */
  answers?: AnswerCache;
  /** Program and payment-method rows a crowd of donations reads once per ANSWER_CACHE_MS (absent when 0). */
  donationLookups?: ShortMemo;
  /** The checkout poll's remembered entity tags (absent: every poll reads the database). */
  donationStatus?: DonationStatusTags;
  /** Set by the process when it stops taking new work (SIGTERM): readiness answers 503 from then on. */
  lifecycle?: { draining: boolean };
};
