import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { PauseIcon, PlayIcon } from '../../ui/more-icons';
import { BookmarkFilledIcon, StopIcon } from './tilawah-icons';
import { showsBasmalahHeader, toArabicIndic, type QuranMeta, type Verse } from './quran-data';
import { citation, type SurahName } from './surah-names';
import { useVersePlayer, type VerseRef } from './use-verse-player';
import { useBookmarkKeys, useReaderView } from './use-tilawah';
import { useReadingTracker } from './use-reading-tracker';
import { runAyahs, runsByVerse, type TranslationRun } from './translation-runs';
import { VerseActions, type ChosenVerse } from './verse-actions';
import { VerseAudioFailed, VerseAudioMissing } from './verse-audio-missing';
import styles from './tilawah.module.css';

export type ReaderSection = { surah: SurahName; verses: Verse[]; fromStart: boolean };

const TOP_BAR = 56;

/**
 * The reading view: each section is a surah (or the part of it a juz holds), with its heading
 * and basmalah where it begins, then its verses in the Amiri Quran font, right to left, each
 * closed by the end-of-verse mark with its number in Arabic-Indic digits. Long surahs stay
 * smooth through `content-visibility: auto`: verses off screen are laid out only when needed.
 */
export function QuranReader({ sections, meta, startAt }: { sections: ReaderSection[]; meta: QuranMeta; startAt?: { surah: number; ayah: number } }) {
  const view = useReaderView();
  const bookmarks = useBookmarkKeys();
  const container = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [chosen, setChosen] = useState<ChosenVerse | null>(null);
  // The verses each translated sentence spans, per section, so a run is shown (and shared) whole.
  const runs = useMemo(() => sections.map((section) => runsByVerse(section.verses)), [sections]);
  const offsets = useMemo(() => {
    const start: number[] = [0];
    for (const s of meta.surah) start.push(start.at(-1)! + s.ayat);
    return start;
  }, [meta]);

  // Jump to the verse asked for before the tracker starts, so opening never saves verse 1 first.
  useLayoutEffect(() => {
    if (startAt) {
      const target = document.getElementById(`ayat-${startAt.surah}-${startAt.ayah}`);
      target?.scrollIntoView({ block: 'start' });
      // Verses above were estimated in size until laid out: settle on the verse again.
      requestAnimationFrame(() => requestAnimationFrame(() => {
        target?.scrollIntoView({ block: 'start' });
        setReady(true);
      }));
    } else setReady(true);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  useReadingTracker(container, ready, TOP_BAR);

  // Recitation goes on verse by verse through what this view shows, and the screen follows it.
  const order = useMemo(() => sections.flatMap((s) => s.verses.map((v): VerseRef => ({ surah: s.surah.nomor, ayah: v.a, title: citation(s.surah, v.a) }))), [sections]);
  const following = useCallback((verse: VerseRef) => order[order.findIndex((o) => o.surah === verse.surah && o.ayah === verse.ayah) + 1], [order]);
  const player = useVersePlayer(following);
  const heard = player.current;
  useEffect(() => {
    if (heard) document.getElementById(`ayat-${heard.surah}-${heard.ayah}`)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [heard]);
  const playing = player.current ? `${player.current.surah}:${player.current.ayah}` : null;

  return (
    <div ref={container} className={styles.reader} style={{ ['--arabic-size' as string]: `${view.fontSize}px` }}>
      {sections.map((section, s) => (
        <section key={section.surah.nomor} aria-label={`Surah ${section.surah.namaLatin}`}>
          {section.fromStart ? <SurahHeading surah={section.surah} basmalah={showsBasmalahHeader(section.surah.nomor) ? meta.basmalah : undefined} /> : null}
          {section.verses.map((verse) => (
            <VerseBlock key={verse.a} surah={section.surah} verse={verse} run={runs[s]!.get(verse.a)!} index={offsets[section.surah.nomor - 1]! + verse.a}
              translation={view.translation} bookmarked={bookmarks.has(`${section.surah.nomor}:${verse.a}`)} onChoose={setChosen}
              playing={playing === `${section.surah.nomor}:${verse.a}`} />
          ))}
        </section>
      ))}
      <VerseActions chosen={chosen} bookmarked={chosen ? bookmarks.has(`${chosen.surah.nomor}:${chosen.verse.a}`) : false} onClose={() => setChosen(null)}
        onPlay={(c) => void player.play({ surah: c.surah.nomor, ayah: c.verse.a, title: citation(c.surah, c.verse.a) })} />
      {player.current ? (
        <div className={styles.player} role="region" aria-label="Pemutar ayat">
          <span className={styles.playerTitle}>{player.current.title}</span>
          <button type="button" className={styles.barButton} aria-label={player.paused ? 'Lanjutkan' : 'Jeda'} onClick={player.toggle}>
            {player.paused ? <PlayIcon size={22} /> : <PauseIcon size={22} />}
          </button>
          <button type="button" className={styles.barButton} aria-label="Berhenti" onClick={player.stop}><StopIcon size={22} /></button>
        </div>
      ) : null}
      {player.failed && !player.current ? (
        <VerseAudioFailed onRetry={() => void player.play(player.failed!)} onClose={player.dismissFailed} />
      ) : null}
      {player.missing && !player.current ? (
        <VerseAudioMissing key={player.missing.surah} onClose={player.dismissMissing}
          surah={{ nomor: player.missing.surah, namaLatin: sections.find((s) => s.surah.nomor === player.missing?.surah)?.surah.namaLatin ?? player.missing.title, verses: meta.surah[player.missing.surah - 1]?.ayat ?? 0 }} />
      ) : null}
    </div>
  );
}

function SurahHeading({ surah, basmalah }: { surah: SurahName; basmalah?: string }) {
  return (
    <header className={styles.surahHeading}>
      <div className={styles.surahCard}>
        <span className={styles.surahArabic} lang="ar" dir="rtl">{surah.nama}</span>
        <h2 className={styles.surahTitle}>{surah.namaLatin}</h2>
        <p className={styles.surahMeta}>{surah.arti} · {surah.tempatTurun} · {surah.jumlahAyat} ayat</p>
      </div>
      {basmalah ? <p className={styles.basmalah} lang="ar" dir="rtl">{basmalah}</p> : null}
    </header>
  );
}

type VerseProps = {
  surah: SurahName; verse: Verse; run: TranslationRun<Verse>; index: number; translation: boolean; bookmarked: boolean; playing: boolean;
  onChoose: (c: ChosenVerse) => void;
};

const VerseBlock = memo(function VerseBlock({ surah, verse, run, index, translation, bookmarked, playing, onChoose }: VerseProps) {
  return (
    <article id={`ayat-${surah.nomor}-${verse.a}`} className={styles.verse} data-playing={playing || undefined} aria-current={playing || undefined} data-surah={surah.nomor} data-ayah={verse.a} data-index={index} data-page={verse.hal}
      aria-label={`Ayat ${verse.a}`} onClick={() => onChoose({ surah, verse, run })}>
      <div className={styles.verseBar}>
        <button type="button" className={styles.verseNumber} aria-label={`Pilihan ayat ${surah.nomor}:${verse.a}`} onClick={(e) => { e.stopPropagation(); onChoose({ surah, verse, run }); }}>
          {surah.nomor}:{verse.a}
        </button>
        {verse.sajdah ? <span className={styles.sajdah} title="Ayat sajdah">۩ Ayat Sajdah</span> : null}
        {bookmarked ? <span className={styles.marked} aria-label="Ditandai"><BookmarkFilledIcon size={18} /></span> : null}
      </div>
      <p className={styles.arabic} lang="ar" dir="rtl">
        {verse.ar}
        <span className={styles.verseEnd} aria-hidden="true">{`\u06dd${toArabicIndic(verse.a)}`}</span>
      </p>
      {translation ? <VerseTranslation verse={verse} run={run} /> : null}
    </article>
  );
});

/**
 * A verse's translation. Where Kemenag's sentence runs over several verses, it is shown once,
 * whole, under the run's last verse, each verse's words after its own number; the verses before
 * say where to read it.
 */
function VerseTranslation({ verse, run }: { verse: Verse; run: TranslationRun<Verse> }) {
  const last = run.at(-1)!;
  if (run.length > 1 && verse.a !== last.a) {
    return (
      <p className={`${styles.translation} ${styles.translationAhead}`}>
        <span className={styles.translationNumber}>{verse.a}.</span> Terjemah ayat {runAyahs(run)} satu kalimat, dibaca utuh di bawah ayat {last.a}.
      </p>
    );
  }
  return (
    <p className={styles.translation}>
      {run.map((part, i) => (
        <span key={part.a} data-ayah={part.a}>
          {i > 0 ? ' ' : null}<span className={styles.translationNumber}>{part.a}.</span> {part.tr}
        </span>
      ))}
    </p>
  );
}
