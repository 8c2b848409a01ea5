import { describe, expect, it } from 'vitest';
import { addressLine } from '../../../../src/features/admin/address-line';

describe('addressLine', () => {
  it('does not repeat a city the address already names', () => {
    expect(addressLine('Jl. Medan Merdeka Utara, Jakarta Pusat', 'Jakarta Pusat')).toBe('Jl. Medan Merdeka Utara, Jakarta Pusat');
    expect(addressLine('Jl. Medan Merdeka Utara, JAKARTA PUSAT 10110', 'Jakarta Pusat')).toBe('Jl. Medan Merdeka Utara, JAKARTA PUSAT 10110');
  });
  it('adds the city when the address does not name it', () => {
    expect(addressLine('Jl. Sultan Hasanuddin No. 1', 'Serang')).toBe('Jl. Sultan Hasanuddin No. 1, Serang');
    // A street named like the start of the city is not the city.
    expect(addressLine('Jl. Bandungan 3', 'Bandung')).toBe('Jl. Bandungan 3, Bandung');
  });
  it('shows what there is when one part is empty', () => {
    expect(addressLine('Jl. Masjid 2', null)).toBe('Jl. Masjid 2');
    expect(addressLine('  ', 'Bogor')).toBe('Bogor');
  });
});
