import { describe, expect, it } from 'vitest';
import { NIAT } from '../../../src/lib/zakat-niat';
import { ZAKAT_KINDS } from '../../../src/contract/zakat';

describe('the niat read when paying', () => {
  it('zakat penghasilan has its own niat, naming earnings, not the niat of zakat maal', () => {
    expect(NIAT.penghasilan.arabic).not.toBe(NIAT.maal.arabic);
    expect(NIAT.penghasilan.arabic).toContain('كَسْبِيْ');
    expect(NIAT.penghasilan.latin).toContain('kasbii');
    expect(NIAT.penghasilan.meaning).toContain('penghasilanku');
  });

  it('no kind names a commercial page as its source: a publication of BAZNAS, or none', () => {
    for (const kind of ZAKAT_KINDS) {
      const { source } = NIAT[kind];
      if (source !== null) expect(source).toMatch(/^BAZNAS,/);
      expect(source ?? '').not.toMatch(/\.(co\.id|com|id)\b/);
    }
  });
});
