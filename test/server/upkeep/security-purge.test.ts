import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { idempotencyKeys, otpCodes, otpProofs, rateLimits, sessions } from '../../../server/db/schema.ts';
import { purgeExpiredSecurityRows } from '../../../server/upkeep/security-purge.ts';
import { login, proofFor, seedUser } from '../account-helpers.ts';

/*
 * Finding 10 of the security review: rate-limit, OTP, proof, idempotency and session rows were
 * never purged. They are made here through the API as people make them, then time passes.
 */

const DAY = 86_400_000;

describe('the purge of expired security rows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rows = async () => ({
    rateLimits: (await t.db.select().from(rateLimits)).length,
    otpCodes: (await t.db.select().from(otpCodes)).length,
    otpProofs: (await t.db.select().from(otpProofs)).length,
    idempotencyKeys: (await t.db.select().from(idempotencyKeys)).length,
    sessions: (await t.db.select().from(sessions)).length,
  });

  /** A person's day: a code verified, a login, a wrong password, a replayable edit, a logout. */
  async function aDayOfUse(phone: string) {
    await seedUser(t, phone);
    await proofFor(t, phone, 'forgot-password');
    const cookie = await login(t, phone);
    await t.call('auth', 'login', { form: { whatsapp: phone, password: 'salahSalah1' } });
    await t.call('user', 'edit_profile', { form: { editType: 'fullname', editValue: 'Nama Baru' }, cookie, idempotencyKey: `edit-${phone}` });
    await login(t, phone); // a second session that stays open
    await t.call('auth', 'logout', { form: {}, cookie });
  }

  it('keeps what still protects someone, and removes what no longer can', async () => {
    await aDayOfUse('81288800001');
    const made = await rows();
    expect(Object.values(made).every((n) => n > 0)).toBe(true);
    expect(await purgeExpiredSecurityRows(t.db, t.clock.now)).toEqual({ rateLimits: 0, otpCodes: 0, otpProofs: 0, idempotencyKeys: 0, sessions: 0 });

    // The number's 30-day budget of wrong codes (issue 27) outlives the daily counters.
    const monthly = (await t.db.select().from(rateLimits)).filter((r) => r.key.startsWith('otp-wrong:')).length;
    expect(monthly).toBeGreaterThan(0);
    t.clock.advance(8 * DAY); // codes, proofs, daily counters and idempotency keys are past their use
    await aDayOfUse('81288800002');
    const purged = await purgeExpiredSecurityRows(t.db, t.clock.now);
    expect(purged).toMatchObject({ rateLimits: made.rateLimits - monthly, otpCodes: made.otpCodes, otpProofs: made.otpProofs, idempotencyKeys: made.idempotencyKeys, sessions: 0 });
    // What the second day made is all still there, and the first day's sessions too (a month).
    expect(await rows()).toEqual({ ...made, rateLimits: made.rateLimits + monthly, sessions: 2 * made.sessions });

    t.clock.advance(31 * DAY); // the first day's revoked session, and later every session, expire
    const later = await purgeExpiredSecurityRows(t.db, t.clock.now);
    expect((await t.db.select().from(rateLimits)).filter((r) => r.key.startsWith('otp-wrong:'))).toEqual([]);
    expect(later.sessions).toBe(2); // the revoked one and the expired one of the first day
    expect((await t.db.select().from(sessions)).length).toBe(2); // the second day's sessions: expired less than 30 days ago
  });
});
