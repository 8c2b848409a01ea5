/** '%', '_' and '\' in a search are literal characters, not patterns. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
