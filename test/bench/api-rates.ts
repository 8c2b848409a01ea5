// API throughput with autocannon, 64 connections, each read as a ratio to a bare route answering
// constant JSON in the same process (/api/health/live: the same middleware, no query).
import autocannon from 'autocannon';

export type Rate = { what: string; rps: number; p50: number; p99: number; non2xx: number };

type Target = {
  what: string; path: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; expect304?: boolean;
  /** A body per request (storeDonate: a new donor each time, so no per-donor limit is what is measured). */
  body?: () => string;
};

export async function measureRate(base: string, target: Target, seconds = 4): Promise<Rate> {
  const result = await autocannon({
    url: `${base}${target.path}`, method: target.method ?? 'GET', headers: target.headers,
    connections: 64, duration: seconds, pipelining: 1,
    ...(target.body ? { requests: [{ setupRequest: (req) => ({ ...req, body: target.body!() }) }] } : {}),
  });
  // A 304 counts as an answer for the revalidation path; anything else outside 2xx is a failure.
  const good = result['2xx'] + (target.expect304 ? result['3xx'] : 0);
  return {
    what: target.what,
    rps: Math.round(good / seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx - (target.expect304 ? result['3xx'] : 0) + result.errors + result.timeouts,
  };
}

export async function measureRates(base: string, targets: Target[]): Promise<Rate[]> {
  const out: Rate[] = [];
  for (const t of targets) out.push(await measureRate(base, t));
  return out;
}
