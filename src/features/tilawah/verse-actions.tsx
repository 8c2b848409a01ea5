import { BottomSheet } from '../../ui/bottom-sheet';
import { CopyIcon, PlayIcon, ShareIcon } from '../../ui/more-icons';
import { BookmarkIcon } from './tilawah-icons';
import { useToast } from '../../ui/toast';
import { setBookmark } from '../../db/tilawah';
import type { Verse } from './quran-data';
import { citation, type SurahName } from './surah-names';
import { syncSoon } from './sync-soon';
import styles from './tilawah.module.css';

/** The verse with its translation and reference, as copied or shared. */
export const verseAsText = (surah: SurahName, verse: Verse) => `${verse.ar}\n\n"${verse.tr}"\n(${citation(surah, verse.a)})`;

/** What a tap on a verse offers: 'Tandai', copy with its reference, share, play from here. */
export function VerseActions({ chosen, bookmarked, onClose, onPlay }: { chosen: { surah: SurahName; verse: Verse } | null; bookmarked: boolean; onClose: () => void; onPlay: (c: { surah: SurahName; verse: Verse }) => void }) {
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
      await navigator.clipboard.writeText(verseAsText(chosen.surah, chosen.verse));
      toast('Ayat disalin.', { tone: 'success' });
    } catch {
      toast('Tidak bisa menyalin di perangkat ini.', { tone: 'danger' });
    }
    onClose();
  };
  const share = async () => {
    if (!chosen) return;
    const text = verseAsText(chosen.surah, chosen.verse);
    if (navigator.share) {
      try {
        await navigator.share({ title: citation(chosen.surah, chosen.verse.a), text });
      } catch {
        // Closing the share sheet is not an error worth a message.
      }
    } else await copy();
    onClose();
  };
  return (
    <BottomSheet open={chosen !== null} title={title} onClose={onClose}>
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
