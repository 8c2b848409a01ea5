import { useEffect, useMemo, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { EmptyState } from '../../ui/empty-state';
import { SearchField } from '../../ui/search-field';
import { loadSurahText, type SurahText } from './quran-data';
import { citation, useSurahNames } from './surah-names';
import { highlight, searchVerses, type SearchableVerse } from './verse-search';
import styles from './tilawah.module.css';

const number = new Intl.NumberFormat('id-ID');

/** Loads every surah's translation (from the device when saved); those that fail are left out and counted. */
function useAllTranslations() {
  const [state, setState] = useState<{ verses: SearchableVerse[]; loaded: number; missing: number; done: boolean }>({ verses: [], loaded: 0, missing: 0, done: false });
  useEffect(() => {
    let live = true;
    let loaded = 0;
    const numbers = Array.from({ length: 114 }, (_, i) => i + 1);
    void Promise.allSettled(
      numbers.map((n) => loadSurahText(n).finally(() => live && setState((s) => ({ ...s, loaded: ++loaded })))),
    ).then((results) => {
      if (!live) return;
      const texts = results.flatMap<SurahText>((r) => (r.status === 'fulfilled' ? [r.value] : []));
      setState({
        verses: texts.flatMap((t) => t.ayat.map((v) => ({ surah: t.nomor, ayah: v.a, text: v.tr }))),
        loaded: 114,
        missing: results.length - texts.length,
        done: true,
      });
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/** 'Cari ayat': words in the Kemenag translation, ranked, highlighted, each opening the verse in its surah. */
export function VerseSearchScreen({ query, onQuery }: { query: string; onQuery: (q: string) => void }) {
  const names = useSurahNames();
  const translations = useAllTranslations();
  const result = useMemo(() => (translations.done ? searchVerses(translations.verses, query) : { hits: [], total: 0 }), [translations, query]);
  return (
    <div className={styles.searchScreen}>
      <div className={styles.searchBar}>
        <SearchField value={query} onCommit={onQuery} placeholder="Cari ayat, misal: sabar, anak yatim" />
      </div>
      {!translations.done ? (
        <p className={styles.hint} role="status">Memuat terjemah… {number.format(translations.loaded)} dari 114 surah</p>
      ) : (
        <>
          {translations.missing > 0 ? (
            <p className={`alert alert--info ${styles.searchNote}`}>{number.format(translations.missing)} surah belum tersimpan di perangkat dan tidak ikut dicari. Simpan seluruh Al-Qur'an di halaman Tilawahku agar pencarian lengkap tanpa sinyal.</p>
          ) : null}
          {!query ? (
            <EmptyState title="Cari di terjemah Al-Qur'an" text="Ketik satu kata atau lebih. Pencarian berjalan di perangkatmu, juga tanpa sinyal." />
          ) : result.total === 0 ? (
            <EmptyState title="Ayat tidak ditemukan" text={`Tidak ada terjemah ayat yang memuat “${query}”. Coba kata lain.`} />
          ) : (
            <>
              <p className={styles.hint} role="status">{number.format(result.total)} ayat{result.total > result.hits.length ? `, ${number.format(result.hits.length)} teratas ditampilkan` : ''}</p>
              <ol className={styles.results} aria-label="Hasil pencarian">
                {result.hits.map((hit) => {
                  const surah = names.status === 'ready' ? names.data.items[hit.surah - 1] : undefined;
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
            </>
          )}
        </>
      )}
    </div>
  );
}
