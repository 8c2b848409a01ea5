import { adminMessages, FLYER_MAX_BYTES, type AdminProgram, type ProgramFormInput } from '../../contract/admin';

/** What the program form holds while typing: money as its digits, the end date as 'YYYY-MM-DD'. */
export type ProgramValues = {
  header: string;
  target: string;
  batas_tanggal: string;
  all_time: 'Y' | 'N';
  deskripsi: string;
  tentang: string;
  /** A newly picked flyer as a data URL; absent keeps the current one. */
  flyer?: string;
};

export const PROGRAM_FIELDS = ['header', 'target', 'batas_tanggal', 'all_time', 'deskripsi', 'tentang', 'flyer'] as const;

export const emptyProgram = (): ProgramValues => ({ header: '', target: '', batas_tanggal: '', all_time: 'N', deskripsi: '', tentang: '' });

export function programValues(p: AdminProgram): ProgramValues {
  return {
    header: p.header,
    target: p.target > 0 ? String(p.target) : '',
    batas_tanggal: p.batas_tanggal ?? '',
    all_time: p.all_time,
    deskripsi: p.deskripsi,
    tentang: p.tentang,
  };
}

/**
 * The request for save_program: a program without an end sends no date (the typed date stays in
 * the form, in case the toggle goes back).
 */
export function programRequest(values: ProgramValues, slug?: string): ProgramFormInput {
  return {
    ...(slug ? { slug } : {}),
    header: values.header,
    target: values.target,
    batas_tanggal: values.all_time === 'Y' ? '' : values.batas_tanggal,
    all_time: values.all_time,
    deskripsi: values.deskripsi,
    tentang: values.tentang,
    ...(values.flyer ? { flyer: values.flyer } : {}),
  };
}

export const FLYER_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** The contract's flyer limits, checked before the file is read: the message, or null when fine. */
export function flyerProblem(file: { type: string; size: number }): string | null {
  if (!(FLYER_TYPES as readonly string[]).includes(file.type)) return adminMessages.flyerType;
  if (file.size > FLYER_MAX_BYTES) return adminMessages.flyerSize;
  return null;
}
