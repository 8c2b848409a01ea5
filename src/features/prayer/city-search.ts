import { placeName, type Regency } from './places';

// The city sheet's search, loaded with the sheet on its first tap rather than with the first screen.

/** A case- and punctuation-blind search over the names ('bogor' finds 'Kab. Bogor' and 'Kota Bogor'). */
export function searchRegencies(query: string, regencies: readonly Regency[]): Regency[] {
  const norm = (s: string) => s.toLowerCase().replace(/kabupaten|kab\.?/g, 'kab').replace(/[^a-z0-9 ]/g, ' ').replace(/\s+/g, ' ').trim();
  const q = norm(query);
  const list = q ? regencies.filter((r) => norm(`${r.nama} ${r.provinsi}`).includes(q)) : [...regencies];
  return list.sort((a, b) => placeName(a).localeCompare(placeName(b), 'id'));
}
