import { describe, expect, it } from 'vitest';
import { juzNumber, listSearch, querySearch, surahNumber, verseSearch } from '../../../../src/features/tilawah/route-params';

describe('Tilawahku URL values', () => {
  it('keeps good values and drops everything else', () => {
    expect(verseSearch({ ayat: '10' })).toEqual({ ayat: 10 });
    expect(verseSearch({ ayat: 10 })).toEqual({ ayat: 10 });
    for (const ayat of ['0', '287', '1.5', 'x', '', null, '-3', '10abc']) expect(verseSearch({ ayat })).toEqual({});
    expect(listSearch({ daftar: 'juz' })).toEqual({ daftar: 'juz' });
    expect(listSearch({ daftar: 'surah' })).toEqual({});
    expect(querySearch({ q: 'sabar' })).toEqual({ q: 'sabar' });
    expect(querySearch({ q: '  ' })).toEqual({});
    expect(querySearch({ q: 'a'.repeat(150) }).q).toHaveLength(100);
    expect(surahNumber('114')).toBe(114);
    expect(surahNumber('115')).toBeUndefined();
    expect(juzNumber('30')).toBe(30);
    expect(juzNumber('0')).toBeUndefined();
  });
});
