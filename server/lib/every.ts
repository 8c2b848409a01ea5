import type { Logger } from './logger.ts';

/**
 * The server's background passes (expiry, purge, reconciliation, Thursday notices, stale zakat
 * figures, Infaq Rutin without push): `job` every `everyMs`, and once `firstAfterMs` after start
 * when given. A pass still running when the next is due is skipped, never run twice at once (a
 * slow database must not pile them up). A failure is logged under `failed` with the error's first
 * line only: a stack trace or a query with its parameters never reaches the log. The timers do
 * not keep the process alive. Answers a function that stops it.
 */
export function every(options: { everyMs: number; firstAfterMs?: number; log: Logger; failed: string }, job: () => Promise<unknown>): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    job()
      .catch((error: unknown) => options.log.error(options.failed, { error: firstLine(error) }))
      .finally(() => { running = false; });
  };
  const first = options.firstAfterMs === undefined ? undefined : setTimeout(run, options.firstAfterMs);
  const timer = setInterval(run, options.everyMs);
  first?.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}

const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0];
