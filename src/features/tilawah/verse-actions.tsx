import { BottomSheet } from '../../ui/bottom-sheet';
import { CopyIcon, PlayIcon, ShareIcon } from '../../ui/more-icons';
import { BookmarkIcon } from './tilawah-icons';
import { useToast } from '../../ui/toast';
import { setBookmark } from '../../db/tilawah';
import { toArabicIndic, type Verse } from './quran-data';
import { citation, type SurahName } from './surah-names';
import { syncSoon } from './sync-soon';
import { runAsText, runAyahs, type TranslationRun } from './translation-runs';
import styles from './tilawah.module.css';

/** A tapped verse, with the verses its translated sentence spans (itself alone, mostly). */
export type ChosenVerse = { surah: SurahName; verse: Verse; run: TranslationRun<Verse> };

/**
 * The verse with its translation and reference, as copied or shared. A verse whose sentence
 * runs over several verses goes out with all of them, so the translation is never cut off:
 * their Arabic, each closed by its verse mark, the whole sentence, and the range cited.
 */
export const verseAsText = (surah: SurahName, run: TranslationRun<Verse>) => {
  const arabic = run.length > 1 ? run.map((verse) => `${verse.ar} \u06dd${toArabicIndic(verse.a)}`).join(' ') : run[0]!.ar;
  return `${arabic}\n\n"${runAsText(run)}"\n(${citation(surah, runAyahs(run))})`;
};

/** What a tap on a verse offers: 'Tandai', copy with its reference, share, play from here. */
export function VerseActions({ chosen, bookmarked, onClose, onPlay }: { chosen: ChosenVerse | null; bookmarked: boolean; onClose: () => void; onPlay: (c: ChosenVerse) => void }) {
  const toast = useToast();
  const title = chosen ? citation(chosen.surah, chosen.verse.a) : 'Ayat';
  const toggleBookmark = async () => {
    if (!chosen) return;
    await setBookmark(chosen.surah.nomor, chosen.verse.a, !bookmarked, new Date());
    void syncSoon({ now: true });
    toast(bookmarked ? 'Tanda dihapus.' : `${citation(chosen.surah, chosen.verse.a)} ditandai.`, { tone: bookmarked ? 'info' : 'success' });
    onClose();
  };
  const copy = async () => {
    if (!chosen) return;
    try {
      await navigator.clipboard.writeText(verseAsText(chosen.surah, chosen.run));
      toast('Ayat disalin.', { tone: 'success' });
    } catch {
      toast('Tidak bisa menyalin di perangkat ini.', { tone: 'danger' });
    }
    onClose();
  };
  const share = async () => {
    if (!chosen) return;
    const text = verseAsText(chosen.surah, chosen.run);
    if (navigator.share) {
      try {
        await navigator.share({ title: citation(chosen.surah, runAyahs(chosen.run)), text });
      } catch {
        // Closing the share sheet is not an error worth a message.
      }
    } else await copy();
    onClose();
  };
  return (
    <BottomSheet open={chosen !== null} title={title} onClose={onClose}>
      {chosen && chosen.run.length > 1 ? (
        // The sentence this verse is part of, whole: what 'Salin ayat' and 'Bagikan' send.
        <p className={styles.sheetSentence}>
          <span className={styles.translationNumber}>Terjemah ayat {runAyahs(chosen.run)}:</span> {runAsText(chosen.run)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className={styles.action} onClick={() => void toggleBookmark()}>
          <BookmarkIcon size={22} /> {bookmarked ? 'Hapus tanda' : 'Tandai'}
        </button>
        <button type="button" className={styles.action} onClick={() => void copy()}>
          <CopyIcon size={22} /> Salin ayat
        </button>
        <button type="button" className={styles.action} onClick={() => void share()}>
          <ShareIcon size={22} /> Bagikan
        </button>
        <button type="button" className={styles.action} onClick={() => { if (chosen) onPlay(chosen); onClose(); }}>
          <PlayIcon size={22} /> Putar ayat ini
        </button>
      </div>
    </BottomSheet>
  );
}
