// Keyset paging. A page is read with one row more than asked: that row only says another page
// exists. The cursor is the id of the page's last row; the next page starts after that row's sort
// keys, read again from the row itself, so rows added or removed meanwhile never make a row
// repeat or be skipped (unlike an offset), and no timestamp precision is lost in a round trip.

export type Page<T> = { items: T[]; nextCursor: string | null };

export function toPage<R extends { id: number }, T>(rows: R[], limit: number, map: (row: R) => T): Page<T> {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return { items: shown.map(map), nextCursor: rows.length > limit && last ? String(last.id) : null };
}
