const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** 'Jumat, 8 Januari 2027' in the routine's own zone. */
export function dueDateText(at: number, timeZone: string): string {
  let f = dateFormats.get(timeZone);
  if (!f) dateFormats.set(timeZone, (f = new Intl.DateTimeFormat('id-ID', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone })));
  return f.format(new Date(at));
}
