import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { paidForDoa, paidForLabel, paidPhrase } from '../../../src/contract/paid-for';
import { DonateRequestSchema } from '../../../src/contract/donation';

// Every receipt (WhatsApp, Pesan, the donation page, Bukti Setor Zakat) names what was paid with
// paidForLabel; these are the words a muzaki reads there.

describe('paidForLabel: what a receipt says was paid', () => {
  it('names each kind of zakat', () => {
    expect(paidForLabel({ kind: 'maal' })).toBe('Zakat Maal');
    expect(paidForLabel({ kind: 'penghasilan' })).toBe('Zakat Penghasilan');
    expect(paidForLabel({ kind: 'fitrah' })).toBe('Zakat Fitrah');
    expect(paidForLabel({ kind: 'fidyah' })).toBe('Fidyah');
  });

  it('names the jiwa of a zakat fitrah and the days of a fidyah', () => {
    expect(paidForLabel({ kind: 'fitrah', count: 4 })).toBe('Zakat Fitrah untuk 4 jiwa');
    expect(paidForLabel({ kind: 'fitrah', count: 1 })).toBe('Zakat Fitrah untuk 1 jiwa');
    expect(paidForLabel({ kind: 'fidyah', count: 10 })).toBe('Fidyah 10 hari');
    expect(paidForLabel({ kind: 'fidyah', count: 1 })).toBe('Fidyah 1 hari');
  });

  it('says no count it was not given, and none on maal or penghasilan', () => {
    expect(paidForLabel({ kind: 'fitrah', count: null })).toBe('Zakat Fitrah');
    expect(paidForLabel({ kind: 'fidyah', count: 0 })).toBe('Fidyah');
    expect(paidForLabel({ kind: 'maal', count: 4 })).toBe('Zakat Maal');
    expect(paidForLabel({ kind: 'penghasilan', count: 12 })).toBe('Zakat Penghasilan');
  });

  it('an infaq or kencleng donation stays a Donasi', () => {
    expect(paidForLabel(null)).toBe('Donasi');
    expect(paidForLabel(undefined)).toBe('Donasi');
  });
});

describe('paidPhrase and paidForDoa: the sentence and the closing words', () => {
  it("keeps an infaq's words as they were", () => {
    expect(paidPhrase(null, 50_000, '"Sumur Wakaf"')).toBe('Donasi Rp 50.000 untuk "Sumur Wakaf"');
    expect(paidForDoa(null)).toBe('Semoga menjadi amal jariyah yang pahalanya terus mengalir.');
  });

  it('names the zakat and its amount, and answers zakat with the doa for the muzaki, not as an infaq', () => {
    expect(paidPhrase({ kind: 'fitrah', count: 4 }, 188_000, 'Zakat melalui Masjid Istiqlal'))
      .toBe('Zakat Fitrah untuk 4 jiwa sebesar Rp 188.000 lewat Zakat melalui Masjid Istiqlal');
    expect(paidPhrase({ kind: 'maal' }, 2_752_018, 'P')).toBe('Zakat Maal sebesar Rp 2.752.018 lewat P');
    for (const kind of ['maal', 'penghasilan', 'fitrah'] as const) {
      expect(paidForDoa({ kind })).toBe('Semoga Allah memberi pahala atas apa yang kamu tunaikan, memberkahi harta yang tersisa, dan menjadikannya penyuci bagimu.');
    }
    expect(paidForDoa({ kind: 'fidyah', count: 10 })).toBe('Semoga Allah menerima fidyahmu dan memberi pahala atas apa yang kamu tunaikan.');
    for (const kind of ['maal', 'penghasilan', 'fitrah', 'fidyah'] as const) expect(paidForDoa({ kind })).not.toContain('amal jariyah');
  });
});

describe("the donate form's count of jiwa or days", () => {
  const form = {
    price: '47000', donorName: 'Fulan', donorPhone: '81234567890', codePayment: 'QRIS', typePayment: 'QRIS', programId: 'ID-7', zakatKind: 'fitrah',
  };
  const parse = (zakatCount: unknown) => v.safeParse(DonateRequestSchema, { ...form, zakatCount });

  it('is optional, and read as a whole number from the box or the outbox', () => {
    expect(parse('').output).toMatchObject({ zakatCount: undefined });
    expect(parse(undefined).output).toMatchObject({ zakatCount: undefined });
    expect(parse(' 4 ').output).toMatchObject({ zakatCount: 4 });
    expect(parse(4).output).toMatchObject({ zakatCount: 4 });
    const again = v.parse(DonateRequestSchema, v.parse(DonateRequestSchema, { ...form, zakatCount: '4' }));
    expect(again.zakatCount).toBe(4);
  });

  it('refuses what is not 1 to 9.999 with an Indonesian message', () => {
    for (const bad of ['0', '10000', '2,5', 'empat', '-1']) {
      const r = parse(bad);
      expect(r.success).toBe(false);
      expect(r.issues?.[0]?.message).toBe('Isi jumlahnya dengan angka 1 sampai 9.999');
    }
  });
});
