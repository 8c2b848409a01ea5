import { KENCLENG_TYPE } from './program-id';

// A program's place in the app: campaign pages and kencleng pages are the same screens under two
// base paths. The one home of those paths, for the app's links and the server's messages alike.

export type ProgramKind = 'campaign' | 'kencleng';
export type ProgramRef = { kind: ProgramKind; slug: string };

export const BASE: Record<ProgramKind, string> = { campaign: '/campaign', kencleng: '/kencleng-masjid' };

/** The kind of a program by its programs.type. */
export const programKind = (type: string): ProgramKind => (type === KENCLENG_TYPE ? 'kencleng' : 'campaign');

/** '/campaign/x', '/kencleng-masjid/x/donors', … */
export function programPath(ref: ProgramRef, sub = ''): string {
  return `${BASE[ref.kind]}/${encodeURIComponent(ref.slug)}${sub ? `/${sub}` : ''}`;
}
