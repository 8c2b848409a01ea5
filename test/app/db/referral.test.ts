import { describe, expect, it } from 'vitest';
import { readReferral, saveReferral } from '../../../src/db/referral';

describe('referral codes kept per program', () => {
  it('stores a code for one program only', async () => {
    expect(await saveReferral('sumur-bor', 'ABCD2345')).toBe(true);
    expect(await readReferral('sumur-bor')).toBe('ABCD2345');
    expect(await readReferral('lainnya')).toBeUndefined();
    expect(await saveReferral('sumur-bor', 'EFGH6723')).toBe(true);
    expect(await readReferral('sumur-bor')).toBe('EFGH6723');
  });
  it('ignores anything that is not a code', async () => {
    expect(await saveReferral('wakaf', '<script>')).toBe(false);
    expect(await saveReferral('wakaf', '')).toBe(false);
    expect(await readReferral('wakaf')).toBeUndefined();
  });
});
