import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ActivityForm } from '../../../src/contract/admin-mosque';
import { KajianSeatForm, kajianRegistrationMessages as m, seatsLine } from '../../../src/contract/kajian-registration';

// What the panel's 'Kuota pendaftar' accepts and what a kajian row says of its seats.

const activity = (capacity?: string | number) =>
  v.safeParse(ActivityForm, { masjid_id: '1', kind: 'kajian', title: 'Kajian Tafsir', date: '2026-12-09', time: '19:30', ...(capacity === undefined ? {} : { capacity }) });

describe('Kuota pendaftar', () => {
  it('empty or left out is no registration; a whole number from 1 to 5000 is the seats', () => {
    expect(activity().output).toMatchObject({ capacity: null });
    expect(activity('').output).toMatchObject({ capacity: null });
    expect(activity('  ').output).toMatchObject({ capacity: null });
    expect(activity(' 40 ').output).toMatchObject({ capacity: 40 });
    expect(activity('1').output).toMatchObject({ capacity: 1 });
    expect(activity(5000).output).toMatchObject({ capacity: 5000 });
  });

  it('refuses anything else on its own field, in Indonesian', () => {
    for (const bad of ['0', '5001', '12345', '2.5', '-3', 'empat puluh', '1e3', 0, 2.5]) {
      const parsed = activity(bad);
      expect(parsed.success, String(bad)).toBe(false);
      expect(v.flatten(parsed.issues!).nested?.capacity, String(bad)).toEqual([m.capacityInvalid]);
    }
    expect(m.capacityInvalid).toBe('Kuota harus angka 1 sampai 5.000');
  });
});

describe('a kajian time and its seats', () => {
  it('names one time by its day at the mosque, a real one', () => {
    expect(v.safeParse(KajianSeatForm, { id: '7', date: '2026-12-09' }).output).toEqual({ id: 7, date: '2026-12-09' });
    for (const date of ['2026-02-30', '9-12-2026', 'besok', '']) expect(v.safeParse(KajianSeatForm, { id: '7', date }).success, date).toBe(false);
  });

  it('tells what is left, or that it is full', () => {
    expect(seatsLine(10, 0)).toBe('Sisa kuota 10 dari 10');
    expect(seatsLine(10, 9)).toBe('Sisa kuota 1 dari 10');
    expect(seatsLine(10, 10)).toBe('Kuota penuh');
    expect(seatsLine(1, 3)).toBe('Kuota penuh');
  });
});
