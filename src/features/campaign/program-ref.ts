// Campaign pages and kencleng pages are the same screens under two base paths.

export type ProgramKind = 'campaign' | 'kencleng';
export type ProgramRef = { kind: ProgramKind; slug: string };

export const BASE: Record<ProgramKind, string> = { campaign: '/campaign', kencleng: '/kencleng-masjid' };

/** '/campaign/x', '/kencleng-masjid/x/donors', … */
export function programPath(ref: ProgramRef, sub = ''): string {
  return `${BASE[ref.kind]}/${encodeURIComponent(ref.slug)}${sub ? `/${sub}` : ''}`;
}
