import type { ZakatKind } from '../contract/zakat';

/*
 * The niat read when paying, per kind: Arabic, Latin and meaning. Sources (public pages, read
 * 2026-11-27; the Arabic compared with the Latin of the same page):
 * - maal (and penghasilan, a kind of zakat maal): Latin and meaning as bikasolusi.co.id "Niat Zakat
 *   Mal, Lengkap Arab Latin dan Artinya"; the Arabic follows the same wording as the fitrah niat below.
 * - fitrah (self and household): rbtv.disway.id "Zakat Fitrah Ramadan 1445 H, ini Bacaan Niat" and
 *   kompasiana.com "Niat Zakat Fitrah untuk Diri Sendiri dan Keluarga".
 * - fidyah (for the old and the gravely ill): BAZNAS, "Niat Fidyah: Pentingnya Kesungguhan dalam
 *   Beramal" (baznas.go.id artikel 401, 30 April 2024), the Arabic as tribunnews.com quotes it from BAZNAS.
 */

export type Niat = { arabic: string; latin: string; meaning: string; source: string };

const MAAL: Niat = {
  arabic: 'نَوَيْتُ أَنْ أُخْرِجَ زَكَاةَ مَالِيْ فَرْضًا لِلّٰهِ تَعَالَى',
  latin: 'Nawaitu an ukhrija zakata maali fardhan lillaahi ta‘aalaa.',
  meaning: 'Aku niat mengeluarkan zakat hartaku, fardu karena Allah Ta‘ala.',
  source: 'bikasolusi.co.id, "Niat Zakat Mal, Lengkap Arab Latin dan Artinya"',
};

export const NIAT: Record<ZakatKind, Niat> = {
  maal: MAAL,
  penghasilan: { ...MAAL, source: `${MAAL.source}; zakat penghasilan termasuk zakat maal` },
  fitrah: {
    arabic: 'نَوَيْتُ أَنْ أُخْرِجَ زَكَاةَ الْفِطْرِ عَنِّيْ وَعَنْ جَمِيْعِ مَا يَلْزَمُنِيْ نَفَقَاتُهُمْ شَرْعًا فَرْضًا لِلّٰهِ تَعَالَى',
    latin: 'Nawaitu an ukhrija zakaatal fithri ‘annii wa ‘an jamii‘i maa yalzamunii nafaqaatuhum syar‘an fardhan lillaahi ta‘aalaa.',
    meaning: 'Aku niat mengeluarkan zakat fitrah untuk diriku dan seluruh orang yang nafkahnya menjadi tanggunganku, fardu karena Allah Ta‘ala.',
    source: 'rbtv.disway.id, "Zakat Fitrah Ramadan 1445 H: Bacaan Niat dan Doa"',
  },
  fidyah: {
    arabic: 'نَوَيْتُ أَنْ أُخْرِجَ هٰذِهِ الْفِدْيَةَ لِإِفْطَارِ صَوْمِ رَمَضَانَ فَرْضًا لِلّٰهِ تَعَالَى',
    latin: 'Nawaitu an ukhrija haadzihil fidyata li-ifthaari shaumi Ramadhaana fardhan lillaahi ta‘aalaa.',
    meaning: 'Aku niat mengeluarkan fidyah ini karena berbuka puasa di bulan Ramadhan, fardu karena Allah.',
    source: 'BAZNAS, "Niat Fidyah: Pentingnya Kesungguhan dalam Beramal" (30 April 2024)',
  },
};
