import { describe, expect, it } from 'vitest';
import { nearestCachedKey } from '../../sw/nearest-cached.ts';

const key = (query: string) => `https://x.test/api/masjid?${query}&__kode=get_campaign`;

describe('the cached list read nearest, for a position never asked', () => {
  const cached = [
    key('lat=-6.17500&limit=20&lng=106.82700'),
    key('lat=-6.90000&limit=20&lng=107.60000'),
    key('lat=-6.17500&limit=20&lng=106.82700&search=demak'),
    key('cursor=12&lat=-6.17500&limit=20&lng=106.82700'),
    key('limit=20'),
  ];

  it('answers the same question asked from the nearest place', () => {
    expect(nearestCachedKey(key('lat=-6.19000&limit=20&lng=106.84000'), cached)).toBe(cached[0]);
    expect(nearestCachedKey(key('lat=-6.80000&limit=20&lng=107.50000'), cached)).toBe(cached[1]);
    expect(nearestCachedKey(key('lat=-6.80000&limit=20&lng=107.50000&search=demak'), cached)).toBe(cached[2]);
  });

  it('never answers another question, a later page, or a list asked without a position', () => {
    expect(nearestCachedKey(key('lat=-6.2&limit=20&lng=106.8&search=istiqlal'), cached)).toBeUndefined();
    expect(nearestCachedKey(key('lat=-6.2&limit=15&lng=106.8'), cached)).toBeUndefined();
    expect(nearestCachedKey(key('cursor=12&lat=-6.2&limit=20&lng=106.8'), cached)).toBeUndefined();
    expect(nearestCachedKey(key('limit=20'), cached)).toBeUndefined();
  });
});
