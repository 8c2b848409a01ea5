import type { ZakatKind } from '../contract/zakat';

/*
 * The niat read when paying, per kind: Arabic, Latin and meaning, and the source the payer sees.
 *
 * Provenance (not for the screen): the niat of maal, penghasilan and fitrah are the lafal commonly
 * taught in Indonesia (Syafi'i fiqh); the wording was compared across several public pages, but
 * no BAZNAS or Kemenag publication of these lafal could be opened from the machine this was
 * written on, so no publication or link is named for them (the commercial blog cited before is
 * gone). Zakat penghasilan has its own niat, naming earnings (كَسْب) rather than wealth (مَال).
 * The fidyah niat is BAZNAS's: "Niat Fidyah: Pentingnya Kesungguhan dalam Beramal" (baznas.go.id
 * artikel 401, 30 April 2024), the Arabic as tribunnews.com quotes it from BAZNAS. Have a
 * religious reviewer compare each text with BAZNAS's own before release.
 */

/** `source`: the publication the text is taken from, or null for a lafal commonly taught (no publication checked). */
export type Niat = { arabic: string; latin: string; meaning: string; source: string | null };

const COMMON_LAFAL = null;

export const NIAT: Record<ZakatKind, Niat> = {
  maal: {
    arabic: 'نَوَيْتُ أَنْ أُخْرِجَ زَكَاةَ مَالِيْ فَرْضًا لِلّٰهِ تَعَالَى',
    latin: 'Nawaitu an ukhrija zakata maali fardhan lillaahi ta‘aalaa.',
    meaning: 'Aku niat mengeluarkan zakat hartaku, fardu karena Allah Ta‘ala.',
    source: COMMON_LAFAL,
  },
  penghasilan: {
    arabic: 'نَوَيْتُ أَنْ أُخْرِجَ زَكَاةَ كَسْبِيْ فَرْضًا لِلّٰهِ تَعَالَى',
    latin: 'Nawaitu an ukhrija zakaata kasbii fardhan lillaahi ta‘aalaa.',
    meaning: 'Aku niat mengeluarkan zakat penghasilanku, fardu karena Allah Ta‘ala.',
    source: COMMON_LAFAL,
  },
  fitrah: {
    arabic: 'نَوَيْتُ أَنْ أُخْرِجَ زَكَاةَ الْفِطْرِ عَنِّيْ وَعَنْ جَمِيْعِ مَا يَلْزَمُنِيْ نَفَقَاتُهُمْ شَرْعًا فَرْضًا لِلّٰهِ تَعَالَى',
    latin: 'Nawaitu an ukhrija zakaatal fithri ‘annii wa ‘an jamii‘i maa yalzamunii nafaqaatuhum syar‘an fardhan lillaahi ta‘aalaa.',
    meaning: 'Aku niat mengeluarkan zakat fitrah untuk diriku dan seluruh orang yang nafkahnya menjadi tanggunganku, fardu karena Allah Ta‘ala.',
    source: COMMON_LAFAL,
  },
  fidyah: {
    arabic: 'نَوَيْتُ أَنْ أُخْرِجَ هٰذِهِ الْفِدْيَةَ لِإِفْطَارِ صَوْمِ رَمَضَانَ فَرْضًا لِلّٰهِ تَعَالَى',
    latin: 'Nawaitu an ukhrija haadzihil fidyata li-ifthaari shaumi Ramadhaana fardhan lillaahi ta‘aalaa.',
    meaning: 'Aku niat mengeluarkan fidyah ini karena berbuka puasa di bulan Ramadhan, fardu karena Allah.',
    source: 'BAZNAS, "Niat Fidyah: Pentingnya Kesungguhan dalam Beramal" (30 April 2024)',
  },
};
