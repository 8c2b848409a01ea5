import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { DEFAULT_PRAYER_METHOD, isPrayerMethod, PRAYER_METHODS } from '../../../src/contract/prayer-methods';
import { PrayerFeedQuery } from '../../../src/contract/prayer-feed';

describe('the one list of prayer methods', () => {
  it('knows its own ids and nothing else, and Kemenag is the default', () => {
    expect(PRAYER_METHODS.every(isPrayerMethod)).toBe(true);
    expect(isPrayerMethod('isna')).toBe(false);
    expect(isPrayerMethod(undefined)).toBe(false);
    expect(DEFAULT_PRAYER_METHOD).toBe('kemenag');
    const feed = (extra: object) => v.safeParse(PrayerFeedQuery, { lat: '-6.2', lng: '106.8', time_zone: 'Asia/Jakarta', ...extra });
    expect(feed({}).output).toMatchObject({ method: DEFAULT_PRAYER_METHOD });
    expect(feed({ method: 'mwl' }).output).toMatchObject({ method: 'mwl' });
    expect(feed({ method: 'isna' }).issues?.[0]?.message).toBe('Metode tidak valid');
  });
});
