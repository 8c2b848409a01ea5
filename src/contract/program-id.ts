// Program identifiers on the wire (spec section 3): 'KM-<id>' for a mosque's kencleng program,
// 'ID-<id>' for every other program. Totals, donor lists and prayers are asked for by these.

export const KENCLENG_TYPE = 'kencleng-masjid';
/** The program type of a mosque's qurban money: its own line in the books, apart from infaq. */
export const QURBAN_PROGRAM_TYPE = 'qurban';

export type ProgramIdPrefix = 'ID' | 'KM';
export type ParsedProgramId = { prefix: ProgramIdPrefix | null; id: number };

/** 'KM-3' for a kencleng program, 'ID-3' otherwise. */
export function formatProgramId(type: string, id: number): string {
  return `${type === KENCLENG_TYPE ? 'KM' : 'ID'}-${id}`;
}

/**
 * 'ID-3', 'KM-3' (any capitalisation) or a plain '3'; null for anything else. A plain id has no
 * prefix, so it matches a program of any type.
 */
export function parseProgramId(raw: string): ParsedProgramId | null {
  const match = /^(?:(ID|KM)-)?([1-9]\d{0,9})$/i.exec(raw.trim());
  if (!match) return null;
  const id = Number(match[2]);
  if (id > 2_147_483_647) return null;
  const prefix: ProgramIdPrefix | null = match[1] ? (match[1].toUpperCase() === 'KM' ? 'KM' : 'ID') : null;
  return { prefix, id };
}

/** Whether a parsed identifier may name a program of this type (a prefix must fit the type). */
export function programIdFits(parsed: ParsedProgramId, type: string): boolean {
  if (parsed.prefix === null) return true;
  return parsed.prefix === (type === KENCLENG_TYPE ? 'KM' : 'ID');
}
