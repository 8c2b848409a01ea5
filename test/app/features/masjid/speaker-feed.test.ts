import { describe, expect, it } from 'vitest';
import type { Kajian } from '../../../../src/contract/kajian';
import { speakerSearched } from '../../../../src/features/masjid/speaker-feed';

// 'Ikuti kajian …' shows when the search is an ustadz's whole name as a mosque wrote it, in any case.

const kajian = (speaker: string): Kajian => ({
  id: 1, at: '2026-12-08T12:30:00.000Z', time_zone: 'Asia/Jakarta', title: 'Tafsir', speaker, note: '', weekly: false,
  masjid: { slug: 'masjid-a', nama: 'Masjid A', kota: null }, distance_km: null, capacity: null, registered: 0,
});

describe('speakerSearched', () => {
  it('names the ustadz as written when the search is their whole name, in any case and spacing at the ends', () => {
    expect(speakerSearched('  ustadz ERWANDI ', [kajian('Ustadz Firanda'), kajian(' Ustadz Erwandi ')])).toBe('Ustadz Erwandi');
  });
  it('a part of a name, a theme or an empty search follows nobody', () => {
    const list = [kajian('Ustadz Erwandi')];
    expect(speakerSearched('Erwandi', list)).toBeNull();
    expect(speakerSearched('Tafsir', list)).toBeNull();
    expect(speakerSearched('', [kajian('')])).toBeNull();
  });
});
