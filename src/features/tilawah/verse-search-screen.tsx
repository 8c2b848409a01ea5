import { useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import { EmptyState } from '../../ui/empty-state';
import { SearchField } from '../../ui/search-field';
import { useSurahText } from './quran-data';
import { citation, useSurahNames, type SurahName } from './surah-names';
import { SURAH_COUNT, useVerseCorpus, type VerseCorpus } from './verse-corpus';
import { parseVerseReference, type VerseReference } from './verse-reference';
import { highlight, searchVerses } from './verse-search';
import { runAsText, runsByVerse } from './translation-runs';
import styles from './tilawah.module.css';

const number = new Intl.NumberFormat('id-ID');

/** 'Cari ayat': words in the Kemenag translation, ranked, highlighted, each opening the verse in its surah. */
export function VerseSearchScreen({ query, onQuery }: { query: string; onQuery: (q: string) => void }) {
  const names = useSurahNames();
  const surahs = names.status === 'ready' ? names.data.items : undefined;
  const corpus = useVerseCorpus();
  const reference = useMemo(() => (surahs ? parseVerseReference(query, surahs) : undefined), [surahs, query]);
  const result = useMemo(() => searchVerses(corpus.verses, query, { surahs }), [corpus.verses, query, surahs]);
  const hits = reference?.kind === 'verse' ? result.hits.filter((h) => h.surah !== reference.surah.nomor || h.ayah !== reference.ayah) : result.hits;
  return (
    <div className={styles.searchScreen}>
      <div className={styles.searchBar}>
        <SearchField value={query} onCommit={onQuery} placeholder="Cari ayat, misal: sabar, anak yatim" />
      </div>
      {corpus.done && corpus.missing > 0 ? (
        <p className={`alert alert--info ${styles.searchNote}`}>
          Dicari di {number.format(corpus.searched)} dari {SURAH_COUNT} surah; {number.format(corpus.missing)} surah belum tersimpan di perangkat dan tidak ikut dicari. Simpan seluruh Al-Qur'an di halaman Tilawahku agar pencarian lengkap tanpa sinyal.
        </p>
      ) : null}
      {!query ? (
        <EmptyState title="Cari di terjemah Al-Qur'an" text="Ketik satu kata atau lebih, atau letak ayat seperti 2:255 atau Al-Baqarah 255. Pencarian berjalan di perangkatmu, juga tanpa sinyal." />
      ) : (
        <>
          <SearchStatus corpus={corpus} total={result.total} shown={result.hits.length} />
          {reference || hits.length > 0 ? (
            <ol className={styles.results} aria-label="Hasil pencarian">
              {reference ? <ReferenceResult reference={reference} /> : null}
              {hits.map((hit) => {
                const surah = surahs?.[hit.surah - 1];
                return (
                  <li key={`${hit.surah}:${hit.ayah}`}>
                    <Link to="/tilawahku/surah/$nomor" params={{ nomor: String(hit.surah) }} search={{ ayat: hit.ayah }} className={styles.result}>
                      <span className={styles.resultRef}>{surah ? citation(surah, hit.ayah) : `${hit.surah}:${hit.ayah}`}</span>
                      <span className={styles.resultText}>
                        {highlight(hit.text, query).map((segment, i) => (segment.hit ? <mark key={i}>{segment.text}</mark> : <span key={i}>{segment.text}</span>))}
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ol>
          ) : corpus.done ? (
            <EmptyState title="Ayat tidak ditemukan" text={`Tidak ada terjemah ayat yang memuat “${query}”. Coba kata lain.`} />
          ) : null}
        </>
      )}
    </div>
  );
}

/** How far the search has got: quiet while surahs still arrive, the count once all are in. */
function SearchStatus({ corpus, total, shown }: { corpus: VerseCorpus; total: number; shown: number }) {
  if (!corpus.done) {
    // Busy: a screen reader waits for the count at the end instead of reading every step.
    return (
      <p className={styles.hint} role="status" aria-busy="true">
        Mencari di {number.format(corpus.searched)} dari {SURAH_COUNT} surah…{total > 0 ? ` ${number.format(total)} ayat ditemukan sejauh ini.` : ''}
      </p>
    );
  }
  if (total === 0) return null;
  return (
    <p className={styles.hint} role="status">
      {number.format(total)} ayat{total > shown ? `, ${number.format(shown)} teratas ditampilkan` : ''}
    </p>
  );
}

/** The verse or surah the query points at ('2:255', 'al-baqarah 255', 'yasin'), first in the list. */
function ReferenceResult({ reference }: { reference: VerseReference<SurahName> }) {
  const { surah } = reference;
  if (reference.kind === 'verse') {
    return (
      <li>
        <Link to="/tilawahku/surah/$nomor" params={{ nomor: String(surah.nomor) }} search={{ ayat: reference.ayah }} className={`${styles.result} ${styles.referenceResult}`}>
          <span className={styles.resultRef}>{citation(surah, reference.ayah)}</span>
          <ReferencedVerseText nomor={surah.nomor} ayah={reference.ayah} />
        </Link>
      </li>
    );
  }
  return (
    <li>
      <Link to="/tilawahku/surah/$nomor" params={{ nomor: String(surah.nomor) }} className={`${styles.result} ${styles.referenceResult}`}>
        <span className={styles.resultRef}>QS. {surah.namaLatin} [{surah.nomor}] · {number.format(surah.jumlahAyat)} ayat</span>
        <span className={styles.resultText}>
          {reference.kind === 'beyond'
            ? `Surah ${surah.namaLatin} hanya memiliki ${number.format(surah.jumlahAyat)} ayat. Buka surahnya.`
            : `${surah.arti}. Buka surahnya.`}
        </span>
      </Link>
    </li>
  );
}

function ReferencedVerseText({ nomor, ayah }: { nomor: number; ayah: number }) {
  const text = useSurahText(nomor);
  if (text.status === 'loading') return <span className={`${styles.resultText} muted`}>Memuat ayat…</span>;
  // The verse named, with the rest of its sentence where Kemenag's runs over several verses.
  const run = text.status === 'ready' ? runsByVerse(text.data.ayat).get(ayah) : undefined;
  if (!run) return <span className={`${styles.resultText} muted`}>Surah ini belum tersimpan di perangkat. Buka saat ada sinyal.</span>;
  return <span className={styles.resultText}>{runAsText(run)}</span>;
}
