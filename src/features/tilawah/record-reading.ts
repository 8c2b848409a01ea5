import { recordRead } from '../../db/tilawah';
import type { JariyahDatabase } from '../../db/database';
import { calendarDay, recordReading } from './reading-habit';
import type { ReadVerse } from './verse-read-counter';

/**
 * Verses just read (in mushaf order) go into the day's record, and the last of them becomes
 * 'Terakhir dibaca', in the same write: progress and place can never tell different stories.
 */
export function recordVersesRead(verses: readonly ReadVerse[], at: Date, database?: JariyahDatabase) {
  const date = calendarDay(at);
  const last = verses.at(-1)!;
  return recordRead(date, (day) => recordReading(day, date, verses), { surah: last.surah, ayah: last.ayah, index: last.index, at: at.toISOString() }, database);
}
