import { describe, expect, it } from 'vitest';
import { progressPercent, timeRemaining, timeRemainingText } from '../../../../src/features/campaign/progress';
import { amenText, withAmen } from '../../../../src/features/campaign/amen';
import { programPath } from '../../../../src/contract/program-ref';

describe('progress (spec section 4)', () => {
  it('is collected over target, capped at 100, and 0 without a target', () => {
    expect(progressPercent(50_000, 200_000)).toBe(25);
    expect(progressPercent(300_000, 200_000)).toBe(100);
    expect(progressPercent(100, 0)).toBe(0);
    expect(progressPercent(100, -5)).toBe(0);
    expect(progressPercent(0, 100)).toBe(0);
  });
});

describe('time remaining', () => {
  // 23:00 in Jakarta on 10 March is already 10 March there, though 16:00 UTC.
  const now = new Date('2025-03-10T16:00:00Z');
  it('counts the days to the end date on the Jakarta calendar', () => {
    expect(timeRemaining({ all_time: 'N', batas_tanggal: '2025-03-20' }, now)).toEqual({ kind: 'days', days: 10 });
    expect(timeRemaining({ all_time: 'N', batas_tanggal: '2025-03-11' }, now)).toEqual({ kind: 'days', days: 1 });
    expect(timeRemainingText(timeRemaining({ all_time: 'N', batas_tanggal: '2025-03-20' }, now))).toBe('10 hari');
  });
  it('reads Berakhir on and after the end date', () => {
    expect(timeRemainingText(timeRemaining({ all_time: 'N', batas_tanggal: '2025-03-10' }, now))).toBe('Berakhir');
    expect(timeRemainingText(timeRemaining({ all_time: 'N', batas_tanggal: '2024-12-31' }, now))).toBe('Berakhir');
    // Just after midnight in Jakarta the previous day's end has passed.
    expect(timeRemainingText(timeRemaining({ all_time: 'N', batas_tanggal: '2025-03-11' }, new Date('2025-03-10T17:30:00Z')))).toBe('Berakhir');
  });
  it('says in words that a program runs for ever', () => {
    expect(timeRemainingText(timeRemaining({ all_time: 'Y', batas_tanggal: '2025-03-01' }, now))).toBe('tanpa batas waktu');
    expect(timeRemainingText(timeRemaining({ all_time: 'N', batas_tanggal: null }, now))).toBe('tanpa batas waktu');
  });
});

describe('amen text (spec section 4)', () => {
  it('is hidden when nobody said amen', () => {
    expect(amenText({ total_like: 0, status_like: 'unliked' })).toBeNull();
  });
  it('names the user first', () => {
    expect(amenText({ total_like: 1, status_like: 'liked' })).toBe('Kamu mengaminkan doa ini');
    expect(amenText({ total_like: 4, status_like: 'liked' })).toBe('Kamu dan 3 orang lainnya mengaminkan doa ini');
    expect(amenText({ total_like: 4, status_like: 'unliked' })).toBe('4 orang mengaminkan doa ini');
  });
  it('lays a queued amen over the server state without counting it twice', () => {
    const p = { id: 1, total_like: 2, status_like: 'unliked' as const };
    expect(withAmen(p, 'liked')).toEqual({ id: 1, total_like: 3, status_like: 'liked' });
    expect(withAmen({ ...p, status_like: 'liked' }, 'liked')).toEqual({ ...p, status_like: 'liked' });
    expect(withAmen({ id: 1, total_like: 1, status_like: 'liked' }, 'unliked')).toEqual({ id: 1, total_like: 0, status_like: 'unliked' });
    expect(withAmen(p, undefined)).toBe(p);
  });
});

describe('program paths', () => {
  it('puts campaigns and kencleng programs under their own base', () => {
    expect(programPath({ kind: 'campaign', slug: 'sumur-bor' }, 'donors')).toBe('/campaign/sumur-bor/donors');
    expect(programPath({ kind: 'kencleng', slug: 'masjid-istiqlal' })).toBe('/kencleng-masjid/masjid-istiqlal');
  });
});
