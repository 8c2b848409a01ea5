import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { LoadFailed } from '../../ui/load-failed';
import { Skeleton } from '../../ui/skeleton';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/more-icons';
import { loadSurahText, useQuranMeta, useSurahText, type SurahText } from './quran-data';
import { QuranReader, type ReaderSection } from './quran-reader';
import { useSurahNames } from './surah-names';
import styles from './tilawah.module.css';

const OFFLINE_TEXT = 'Surah ini belum tersimpan di perangkat. Sambungkan internet sekali untuk membukanya, atau simpan seluruh Al-Qur\'an di halaman Tilawahku.';

/** One surah, opened at a verse when asked (from 'Lanjutkan membaca', a bookmark or a search). */
export function SurahReader({ nomor, ayah }: { nomor: number; ayah?: number }) {
  const meta = useQuranMeta();
  const names = useSurahNames();
  const text = useSurahText(nomor);
  for (const state of [meta, names, text]) {
    if (state.status === 'error') return <LoadFailed title="Surah gagal dimuat" text={OFFLINE_TEXT} onRetry={state.retry} />;
  }
  if (meta.status !== 'ready' || names.status !== 'ready' || text.status !== 'ready') return <ReaderSkeleton />;
  const surah = names.data.items[nomor - 1]!;
  const sections: ReaderSection[] = [{ surah, verses: text.data.ayat, fromStart: true }];
  const startAt = ayah && ayah > 1 && ayah <= text.data.ayat.length ? { surah: nomor, ayah } : undefined;
  return (
    <>
      <QuranReader key={`${nomor}:${ayah ?? ''}`} sections={sections} meta={meta.data} startAt={startAt} />
      <nav className={styles.pager} aria-label="Surah lain">
        {nomor > 1 ? (
          <Link to="/tilawahku/surah/$nomor" params={{ nomor: String(nomor - 1) }} className="btn btn--outline btn--small"><ChevronLeftIcon size={18} /> {names.data.items[nomor - 2]!.namaLatin}</Link>
        ) : <span />}
        {nomor < 114 ? (
          <Link to="/tilawahku/surah/$nomor" params={{ nomor: String(nomor + 1) }} className="btn btn--outline btn--small">{names.data.items[nomor]!.namaLatin} <ChevronRightIcon size={18} /></Link>
        ) : null}
      </nav>
    </>
  );
}

/** One juz: the surahs (or parts of them) it holds, one after another. */
export function JuzReader({ juz }: { juz: number }) {
  const meta = useQuranMeta();
  const names = useSurahNames();
  const [texts, setTexts] = useState<{ status: 'loading' | 'error' | 'ready'; data: SurahText[] }>({ status: 'loading', data: [] });
  const [attempt, setAttempt] = useState(0);
  const part = meta.status === 'ready' ? meta.data.juz[juz - 1] : undefined;
  useEffect(() => {
    if (!part) return;
    let live = true;
    const numbers = Array.from({ length: part.selesai[0] - part.mulai[0] + 1 }, (_, i) => part.mulai[0] + i);
    setTexts({ status: 'loading', data: [] });
    Promise.all(numbers.map(loadSurahText)).then(
      (data) => live && setTexts({ status: 'ready', data }),
      () => live && setTexts({ status: 'error', data: [] }),
    );
    return () => {
      live = false;
    };
  }, [part, attempt]);
  if (meta.status === 'error' || names.status === 'error' || texts.status === 'error') {
    return <LoadFailed title="Juz gagal dimuat" text={OFFLINE_TEXT} onRetry={() => (meta.status === 'error' ? meta.retry() : names.status === 'error' ? names.retry() : setAttempt((n) => n + 1))} />;
  }
  if (!part || meta.status !== 'ready' || names.status !== 'ready' || texts.status !== 'ready') return <ReaderSkeleton />;
  const sections: ReaderSection[] = texts.data.map((text) => ({
    surah: names.data.items[text.nomor - 1]!,
    verses: text.ayat.filter((v) => v.juz === juz),
    fromStart: text.ayat.find((v) => v.juz === juz)?.a === 1,
  }));
  return (
    <>
      <QuranReader key={juz} sections={sections} meta={meta.data} />
      <nav className={styles.pager} aria-label="Juz lain">
        {juz > 1 ? <Link to="/tilawahku/juz/$juz" params={{ juz: String(juz - 1) }} className="btn btn--outline btn--small"><ChevronLeftIcon size={18} /> Juz {juz - 1}</Link> : <span />}
        {juz < 30 ? <Link to="/tilawahku/juz/$juz" params={{ juz: String(juz + 1) }} className="btn btn--outline btn--small">Juz {juz + 1} <ChevronRightIcon size={18} /></Link> : null}
      </nav>
    </>
  );
}

function ReaderSkeleton() {
  return (
    <div className="page-body" aria-busy="true">
      <Skeleton height={96} radius={16} />
      {[0, 1, 2].map((i) => (
        <div key={i} style={{ display: 'grid', gap: 10 }}>
          <Skeleton height={34} />
          <Skeleton height={34} width="70%" style={{ justifySelf: 'end' }} />
          <Skeleton height={14} />
        </div>
      ))}
    </div>
  );
}
