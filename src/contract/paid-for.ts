import { formatRupiah } from './rupiah';
import { ZAKAT_KIND_LABELS, type ZakatKind } from './zakat-kinds';

/*
 * What a payment was for, in words: the one place every receipt names it (the WhatsApp receipt,
 * the Pesan entry, the donation page, the Bukti Setor Zakat), so no two surfaces can disagree.
 * A zakat fitrah names its souls and a fidyah its days when the donor gave them; an infaq or a
 * kencleng donation is a 'Donasi', as it always was.
 */

/** The animal a qurban payment is for (contract/qurban.ts QURBAN_KINDS, kept apart so receipts need no form code). */
export type QurbanShareKind = 'kambing' | 'domba' | 'sapi';
export type QurbanPaidFor = { qurban: QurbanShareKind };

/** A donation's zakat as stored (its kind and, for fitrah and fidyah, how many jiwa or days), or the qurban share it pays. */
export type PaidFor = { kind: ZakatKind; count?: number | null | undefined } | QurbanPaidFor | null | undefined;

/** 'Qurban 1/7 sapi', 'Qurban kambing'. */
export const qurbanShareLabel = (kind: QurbanShareKind) => `Qurban ${kind === 'sapi' ? '1/7 sapi' : kind}`;

/** 'Zakat Maal', 'Zakat Fitrah untuk 4 jiwa', 'Fidyah 10 hari', 'Qurban 1/7 sapi'; 'Donasi' for an infaq. */
export function paidForLabel(zakat: PaidFor): string {
  if (!zakat) return 'Donasi';
  if ('qurban' in zakat) return qurbanShareLabel(zakat.qurban);
  const label = ZAKAT_KIND_LABELS[zakat.kind];
  const count = zakat.count ?? 0;
  if (count < 1) return label;
  if (zakat.kind === 'fitrah') return `${label} untuk ${count} jiwa`;
  if (zakat.kind === 'fidyah') return `${label} ${count} hari`;
  return label;
}

/**
 * The payment in a sentence, before 'sudah …': 'Donasi Rp 50.000 untuk P' (an infaq's words, kept
 * as they were) or 'Zakat Fitrah untuk 4 jiwa sebesar Rp 188.000 lewat P'. `program` is the
 * program's title as the surface writes it (quoted in WhatsApp, bare in Pesan).
 */
export function paidPhrase(zakat: PaidFor, amount: number, program: string): string {
  return zakat
    ? `${paidForLabel(zakat)} sebesar ${formatRupiah(amount)} lewat ${program}`
    : `Donasi ${formatRupiah(amount)} untuk ${program}`;
}

/**
 * The closing words of a receipt. An infaq is hoped to be an amal jariyah; zakat is answered with
 * the amil's doa for the muzaki (ajarakallahu fima a'thaita, wa baraka fima abqaita, wa ja'alahu
 * laka thahuran); a fidyah, which pays for missed fasts, with a plain hope that it is accepted.
 */
export function paidForDoa(zakat: PaidFor): string {
  if (!zakat) return 'Semoga menjadi amal jariyah yang pahalanya terus mengalir.';
  if ('qurban' in zakat) return 'Semoga Allah menerima qurbanmu dan menjadikannya amal yang diberkahi.';
  if (zakat.kind === 'fidyah') return 'Semoga Allah menerima fidyahmu dan memberi pahala atas apa yang kamu tunaikan.';
  return 'Semoga Allah memberi pahala atas apa yang kamu tunaikan, memberkahi harta yang tersisa, dan menjadikannya penyuci bagimu.';
}
