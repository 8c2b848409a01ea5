import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ANSWER_CACHE_MS, loadConfig } from '../../server/config.ts';
import { monthlyTakeoverBound, OTP_LIMITS } from '../../server/accounts/otp.ts';
import { LOGIN_LIMITS } from '../../server/accounts/users.ts';
import { OTP_TICKET_DAYS } from '../../server/http/cookies.ts';

/*
 * The README's figures are the ones the server keeps and the tests hold it to: tests import these
 * constants and defaults (scale-out.test.ts: DEFAULT_ANSWER_CACHE_MS, attack-*.test.ts: the
 * limits), so a figure changed in one place and not the other fails here.
 */

const inWords = (n: number) => ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'][n] ?? String(n);

const readme = fs.readFileSync('README.md', 'utf8');

/** The default column of the configuration table, for one variable. */
function documentedDefault(name: string): string {
  const row = readme.split('\n').find((line) => line.startsWith(`| \`${name}\` |`));
  if (!row) throw new Error(`README has no row for ${name}`);
  return row.split('|')[2]!.trim().replace(/`/g, '');
}

describe("the README's figures", () => {
  it('are the configuration defaults the server starts with', () => {
    const config = loadConfig({});
    expect(Number(documentedDefault('ANSWER_CACHE_MS'))).toBe(DEFAULT_ANSWER_CACHE_MS);
    expect(config.answerCacheMs).toBe(DEFAULT_ANSWER_CACHE_MS);
    expect(Number(documentedDefault('REQUEST_TIMEOUT_SECONDS'))).toBe(config.requestTimeoutSeconds);
    expect(Number(documentedDefault('PAYMENT_EXPIRY_HOURS'))).toBe(config.paymentExpiryHours);
    expect(Number(documentedDefault('PAYMENT_RECONCILE_MINUTES'))).toBe(config.reconcileAfterMinutes);
    expect(Number(documentedDefault('ADDRESS_LIMIT_FACTOR'))).toBe(config.addressLimitFactor);
  });

  it('are the limits the server keeps on codes and passwords', () => {
    const limits = readme.replace(/\s+/g, ' ');
    const { sendPerRequester, sendPerAddress, sendPerNumberDaily, sendPastCapPerRequester, wrongCodesPerRequester, wrongCodesPerNumber } = OTP_LIMITS;
    expect(limits).toContain(`OTP sends (${sendPerRequester.limit} an hour to one number per browser and per address, ${sendPerAddress.limit} an hour per address; `
      + `past ${sendPerNumberDaily.limit} a day to one number, a browser or address that already had ${sendPastCapPerRequester.limit} of them that day gets no more)`);
    expect([sendPerRequester.windowSeconds, sendPerAddress.windowSeconds]).toEqual([3600, 3600]);
    expect([sendPerNumberDaily.windowSeconds, sendPastCapPerRequester.windowSeconds]).toEqual([86_400, 86_400]);
    expect(limits).toContain(`wrong codes (${wrongCodesPerRequester.limit} per number per ${wrongCodesPerRequester.windowSeconds / 86_400} days per browser and per address, `
      + `with growing waits after a code's ${inWords(wrongCodesPerRequester.freeAttempts)} tries, and ${wrongCodesPerNumber.limit} per number across codes per ${wrongCodesPerNumber.windowSeconds / 86_400} days`);
    expect(limits).toContain(`once a number's ${wrongCodesPerNumber.limit} wrong codes are spent`);
    expect(limits).toContain(`(one address spends at most ${wrongCodesPerRequester.limit} of it in ${wrongCodesPerRequester.windowSeconds / 86_400} days)`);
    expect(limits).toContain(`a browser that proved the number by its code in the last ${OTP_LIMITS.knownForSeconds / 86_400} days`);
    // The browser's ticket outlives the time it stays known.
    expect(OTP_TICKET_DAYS * 86_400).toBeGreaterThanOrEqual(OTP_LIMITS.knownForSeconds);
    const bound = monthlyTakeoverBound();
    expect(limits).toContain(`at most ${bound.checks} codes are checked in a month (takeover chance about 1 in ${Math.round(1 / bound.chance).toLocaleString('en-US')})`);
    expect(limits).toContain(`(${LOGIN_LIMITS.failuresPerNumberAndAddress.limit} in ${LOGIN_LIMITS.failuresPerNumberAndAddress.windowSeconds / 60} minutes) and per address (${LOGIN_LIMITS.failuresPerAddress.limit})`);
  });
});
