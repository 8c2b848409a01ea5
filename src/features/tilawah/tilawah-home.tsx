import { useEffect, useMemo, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { EmptyState } from '../../ui/empty-state';
import { LoadFailed } from '../../ui/load-failed';
import { Skeleton } from '../../ui/skeleton';
import { useToast } from '../../ui/toast';
import { useOnline } from '../../ui/use-online';
import { CheckIcon, ChevronRightIcon, DownloadIcon, SearchIcon, TargetIcon } from '../../ui/more-icons';
import { GridIcon } from '../../ui/icons';
import { BookmarkFilledIcon } from './tilawah-icons';
import { useQuranMeta, type QuranMeta } from './quran-data';
import { amountRead, khatamProgress, calendarDay, streak, todayProgress } from './reading-habit';
import { countSavedQuranFiles, saveWholeQuran } from './offline-quran';
import { searchSurahs } from './surah-search';
import { citation, useSurahNames, type SurahName } from './surah-names';
import { useBookmarks, usePosition, useReadingDays, useTarget } from './use-tilawah';
import { syncSoon } from './sync-soon';
import styles from './tilawah.module.css';

export type HomeTab = 'surah' | 'juz' | 'tanda';
const number = new Intl.NumberFormat('id-ID');
const percent = new Intl.NumberFormat('id-ID', { style: 'percent', maximumFractionDigits: 1 });

/** Tilawahku: where the reader left off, today's target, khatam progress and the Surah, Juz and Tanda lists. */
export function TilawahHome({ tab, onTab, now = () => new Date() }: { tab: HomeTab; onTab: (tab: HomeTab) => void; now?: () => Date }) {
  const names = useSurahNames();
  const meta = useQuranMeta();
  // A logged-in person's reading from their other phones arrives here (and this phone's leaves).
  useEffect(() => void syncSoon({ now: true }), []);
  if (names.status === 'error') return <LoadFailed title="Daftar surah gagal dimuat" onRetry={names.retry} />;
  if (names.status === 'loading') return <HomeSkeleton />;
  const surahs = names.data.items;
  return (
    <div className={styles.home}>
      <ContinueCard surahs={surahs} />
      <HabitCard today={calendarDay(now())} />
      <div className={styles.quickRow}>
        <Link to="/tilawahku/cari" className={styles.quick}><SearchIcon size={20} /> Cari ayat</Link>
        <Link to="/tilawahku/target" className={styles.quick}><TargetIcon size={20} /> Target harian</Link>
        <Link to="/khataman" className={`${styles.quick} ${styles.quickWide}`}><GridIcon size={20} /> Khataman Bersama</Link>
      </div>
      <SaveAllCard />
      <div className={styles.tabs} role="tablist" aria-label="Daftar">
        {(['surah', 'juz', 'tanda'] as const).map((id) => (
          <button key={id} type="button" role="tab" aria-selected={tab === id} className={styles.tab} onClick={() => onTab(id)}>
            {id === 'surah' ? 'Surah' : id === 'juz' ? 'Juz' : 'Tanda'}
          </button>
        ))}
      </div>
      {tab === 'surah' ? <SurahList surahs={surahs} /> : null}
      {tab === 'juz' ? (meta.status === 'ready' ? <JuzList meta={meta.data} surahs={surahs} /> : meta.status === 'error' ? <LoadFailed title="Daftar juz gagal dimuat" text="Sambungkan internet sekali untuk memuat daftar juz." onRetry={meta.retry} /> : <HomeSkeleton />) : null}
      {tab === 'tanda' ? <BookmarkList surahs={surahs} /> : null}
    </div>
  );
}

function ContinueCard({ surahs }: { surahs: SurahName[] }) {
  const position = usePosition();
  if (position === undefined) return <Skeleton height={112} radius={16} />;
  const surah = surahs[(position?.surah ?? 1) - 1]!;
  return (
    <section className={styles.continue} aria-labelledby="lanjutkan-title">
      <div>
        <p id="lanjutkan-title" className={styles.continueLabel}>{position ? 'Terakhir dibaca' : 'Mulai tilawah'}</p>
        <p className={styles.continueName}>{surah.namaLatin}</p>
        <p className={styles.continueMeta}>{position ? `Ayat ${position.ayah} dari ${surah.jumlahAyat}` : `${surah.arti} · ${surah.jumlahAyat} ayat`}</p>
      </div>
      <Link to="/tilawahku/surah/$nomor" params={{ nomor: String(surah.nomor) }} search={position ? { ayat: position.ayah } : {}} className={`btn ${styles.continueButton}`}>
        {position ? 'Lanjutkan membaca' : 'Mulai membaca'}
      </Link>
    </section>
  );
}

function HabitCard({ today }: { today: string }) {
  const days = useReadingDays();
  const target = useTarget();
  if (!days || !target) return <Skeleton height={132} radius={16} />;
  const progress = todayProgress(target, days, today);
  const todayRecord = days.find((d) => d.date === today);
  const run = streak(target, days, today);
  const khatam = khatamProgress(target, days);
  return (
    <section className={`card ${styles.habit}`} aria-label="Kebiasaan membaca">
      <div className={styles.habitRow}>
        <div>
          <p className={styles.habitLabel}>Hari ini</p>
          <p className={styles.habitValue} data-testid="tilawah-today">{number.format(progress.read)} <span>/ {number.format(progress.goal)} {progress.unit}</span></p>
        </div>
        {progress.met ? <span className={styles.metBadge}><CheckIcon size={16} /> Target tercapai</span> : null}
      </div>
      <progress className={styles.bar} max={progress.goal} value={Math.min(progress.read, progress.goal)} aria-label="Progres target hari ini" />
      {progress.unit === 'halaman' ? (
        // Pages count only when read through, so the verses read so far are shown too.
        <p className={`${styles.hint} ${styles.habitNote}`} data-testid="tilawah-today-verses">
          {number.format(amountRead(todayRecord, 'ayat'))} ayat dibaca hari ini · halaman terhitung setelah semua ayatnya dibaca
        </p>
      ) : null}
      <div className={styles.habitStats}>
        <div>
          <p className={styles.habitLabel}>Beruntun</p>
          <p className={styles.habitStat} data-testid="tilawah-streak">{number.format(run)} hari</p>
        </div>
        <div>
          <p className={styles.habitLabel}>Menuju khatam</p>
          <p className={styles.habitStat}>{percent.format(khatam.fraction)} <span>· {number.format(khatam.verses)} dari 6.236 ayat</span></p>
        </div>
      </div>
    </section>
  );
}

function SaveAllCard() {
  const online = useOnline();
  const toast = useToast();
  const [saved, setSaved] = useState<{ saved: number; total: number } | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  useEffect(() => {
    void countSavedQuranFiles().then(setSaved, () => setSaved(null));
  }, []);
  const complete = saved !== null && saved.saved === saved.total;
  const save = async () => {
    setProgress({ done: 0, total: saved?.total ?? 115 });
    try {
      await saveWholeQuran(setProgress);
      toast('Seluruh Al-Qur\'an tersimpan. Bisa dibaca tanpa sinyal.', { tone: 'success' });
    } catch {
      toast('Penyimpanan terhenti. Periksa koneksi, lalu coba lagi.', { tone: 'danger' });
    } finally {
      setProgress(null);
      setSaved(await countSavedQuranFiles());
    }
  };
  return (
    <section className={styles.saveAll} aria-label="Simpan offline">
      {complete ? (
        <p className={styles.saved} data-testid="quran-saved"><CheckIcon size={18} /> Seluruh Al-Qur'an tersimpan di perangkat ini</p>
      ) : progress ? (
        <div className={styles.saving} role="status">
          <span>Menyimpan… {number.format(progress.done)} dari {number.format(progress.total)} berkas</span>
          <progress className={styles.bar} max={progress.total} value={progress.done} />
        </div>
      ) : (
        <>
          <button type="button" className="btn btn--outline btn--block" disabled={!online} onClick={() => void save()}>
            <DownloadIcon size={20} /> Simpan seluruh Al-Qur'an
          </button>
          <p className={styles.hint}>{online ? 'Sekitar 2 MB, agar semua surah bisa dibaca tanpa sinyal.' : 'Sambungkan internet untuk menyimpan. Surah yang pernah dibuka tetap bisa dibaca.'}</p>
        </>
      )}
    </section>
  );
}

function SurahList({ surahs }: { surahs: SurahName[] }) {
  const [query, setQuery] = useState('');
  const visible = useMemo(() => searchSurahs(surahs, query), [surahs, query]);
  return (
    <>
      <label className={`field__control ${styles.search}`}>
        <SearchIcon size={20} />
        <input type="search" placeholder="Cari surah (nama, arti, atau nomor)" aria-label="Cari surah" value={query} maxLength={60} enterKeyHint="search" onChange={(e) => setQuery(e.target.value)} />
      </label>
      {visible.length === 0 ? (
        <EmptyState title="Surah tidak ditemukan" text={`Tidak ada surah yang cocok dengan “${query.trim()}”. Coba nomor, nama latin, atau artinya.`} />
      ) : (
        <ul className={styles.list} aria-label="Daftar surah">
          {visible.map((s) => (
            <li key={s.nomor}>
              <Link to="/tilawahku/surah/$nomor" params={{ nomor: String(s.nomor) }} className={styles.row}>
                <span className={styles.badge}>{s.nomor}</span>
                <span className={styles.rowText}>
                  <span className={styles.rowName}>{s.namaLatin}</span>
                  <span className={styles.rowMeta}>{s.arti} · {s.jumlahAyat} ayat</span>
                </span>
                <span className={styles.rowArabic} lang="ar" dir="rtl">{s.nama}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function JuzList({ meta, surahs }: { meta: QuranMeta; surahs: SurahName[] }) {
  return (
    <ul className={styles.list} aria-label="Daftar juz">
      {meta.juz.map((j) => (
        <li key={j.juz}>
          <Link to="/tilawahku/juz/$juz" params={{ juz: String(j.juz) }} className={styles.row}>
            <span className={styles.badge}>{j.juz}</span>
            <span className={styles.rowText}>
              <span className={styles.rowName}>Juz {j.juz}</span>
              <span className={styles.rowMeta}>{surahs[j.mulai[0] - 1]!.namaLatin} {j.mulai[1]} – {surahs[j.selesai[0] - 1]!.namaLatin} {j.selesai[1]}</span>
            </span>
            <ChevronRightIcon size={20} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

const dateFormat = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', year: 'numeric' });

function BookmarkList({ surahs }: { surahs: SurahName[] }) {
  const bookmarks = useBookmarks();
  if (!bookmarks) return <HomeSkeleton />;
  if (bookmarks.length === 0) return <EmptyState title="Belum ada tanda" text="Ketuk sebuah ayat saat membaca, lalu pilih ‘Tandai’. Ayat yang kamu tandai muncul di sini." />;
  return (
    <ul className={styles.list} aria-label="Ayat yang ditandai">
      {bookmarks.map((b) => {
        const surah = surahs[b.surah - 1]!;
        return (
          <li key={b.key}>
            <Link to="/tilawahku/surah/$nomor" params={{ nomor: String(b.surah) }} search={{ ayat: b.ayah }} className={styles.row}>
              <span className={styles.badgeIcon}><BookmarkFilledIcon size={18} /></span>
              <span className={styles.rowText}>
                <span className={styles.rowName}>{citation(surah, b.ayah)}</span>
                <span className={styles.rowMeta}>{surah.arti} · ditandai {dateFormat.format(new Date(b.updatedAt))}</span>
              </span>
              <ChevronRightIcon size={20} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function HomeSkeleton() {
  return (
    <div className="page-body" aria-busy="true">
      <Skeleton height={112} radius={16} />
      <Skeleton height={132} radius={16} />
      {[0, 1, 2, 3].map((i) => <Skeleton key={i} height={56} />)}
    </div>
  );
}
