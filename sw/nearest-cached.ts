// A list read by position (the mosque directory asks `lat`/`lng`) is cached under that position.
// Offline from another spot, the answer read nearest to it is better than none: the same list,
// question for question, asked from elsewhere. Only first pages: a later page belongs to the
// order of its own first page.

const POSITION = ['lat', 'lng'] as const;

function positionOf(url: URL): { lat: number; lng: number } | null {
  const lat = Number(url.searchParams.get('lat'));
  const lng = Number(url.searchParams.get('lng'));
  return url.searchParams.has('lat') && url.searchParams.has('lng') && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
}

/** The URL without its position: two keys asking the same from different places share it. */
function question(url: URL): string {
  const rest = new URL(url.href);
  for (const name of POSITION) rest.searchParams.delete(name);
  rest.searchParams.sort();
  return rest.href;
}

/** Among cached keys, the one asking the same as `key` from the nearest position; none for a key without a position or with a cursor. */
export function nearestCachedKey(key: string, cached: readonly string[]): string | undefined {
  const wanted = new URL(key);
  const at = positionOf(wanted);
  if (!at || wanted.searchParams.has('cursor')) return undefined;
  const same = question(wanted);
  let best: { key: string; d: number } | undefined;
  for (const candidate of cached) {
    const url = new URL(candidate);
    const from = positionOf(url);
    if (candidate === key || !from || question(url) !== same) continue; // the key itself was just missed (or expired)
    // Equirectangular is plenty to choose between places.
    const dx = (from.lng - at.lng) * Math.cos((at.lat * Math.PI) / 180);
    const d = dx * dx + (from.lat - at.lat) ** 2;
    if (!best || d < best.d) best = { key: candidate, d };
  }
  return best?.key;
}
