import { jakartaDate } from './jakarta-date';

/**
 * Whether a program still takes donations: always when it runs for ever (all_time 'Y') or has no
 * end date, else through its end date, judged in Indonesia's western zone. The one statement of
 * the rule; the server's SQL mirror is programOpenSql (server/programs/programs.ts).
 */
export function isProgramOpen(program: { allTime: string; batasTanggal: string | null }, now: Date): boolean {
  if (program.allTime === 'Y' || program.batasTanggal === null) return true;
  return program.batasTanggal >= jakartaDate(now);
}
