// Slugs of what the staff creates: readable, ASCII, and unique in their table.

const SLUG_MAX = 80;

/** 'Renovasi Atap Masjid Al-Ikhlas!' → 'renovasi-atap-masjid-al-ikhlas'; `fallback` when nothing is left. */
export function slugify(text: string, fallback: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, '');
  return slug || fallback;
}

/** 'base', then 'base-2', 'base-3', ... */
export const slugCandidate = (base: string, attempt: number) => (attempt === 0 ? base : `${base}-${attempt + 1}`);

const MAX_ATTEMPTS = 1_000;

/**
 * Inserts with the first free slug. `insert` answers the new row, or null when the slug was
 * taken (an insert ... on conflict (slug) do nothing), so two staff saving the same title at
 * once still get distinct slugs.
 */
export async function insertWithUniqueSlug<T>(base: string, insert: (slug: string) => Promise<T | null>): Promise<T> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const row = await insert(slugCandidate(base, attempt));
    if (row !== null) return row;
  }
  throw new Error(`no free slug for ${base}`);
}
