import { useEffect, useMemo, useRef, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import * as v from 'valibot';
import { useStaticJson } from '../../api/static-json';
import { db, type SavedSurah } from '../../db/database';
import { WifiOffIcon } from '../../ui/icons';
import { CheckIcon, DownloadIcon, PauseIcon, PlayIcon, SearchIcon, TrashIcon, CloseIcon } from '../../ui/more-icons';
import { EmptyState } from '../../ui/empty-state';
import { LoadFailed } from '../../ui/load-failed';
import { Skeleton } from '../../ui/skeleton';
import { useToast } from '../../ui/toast';
import { useOnline } from '../../ui/use-online';
import { forgetMissingAudio, removeSavedSurah, saveSurahAudio, SaveAudioError, type DownloadProgress } from './offline-audio';
import { rowIsActive } from './player-state';
import { QariSchema, reciters, surahAudioUrl, type Qari } from '../../lib/reciters';
import { SurahListFileSchema, surahListFile, type Surah } from '../../lib/surah-list';
import { filterSurahs } from './surah-search';
import { useMurottalPlayer } from './use-murottal-player';
import { useQari } from './use-qari';
import styles from './murottal-list.module.css';

const number = new Intl.NumberFormat('id-ID');
const megabytes = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
const mb = (bytes: number) => `${megabytes.format(bytes / 1_048_576)} MB`;

/** The murottal screen: search, reciter choice, the 114 surahs, play and offline saving. */
export function MurottalList() {
  const state = useStaticJson(surahListFile, SurahListFileSchema);
  if (state.status === 'error') return <LoadFailed title="Daftar surah gagal dimuat" onRetry={state.retry} />;
  if (state.status === 'loading') return <ListSkeleton />;
  return <MurottalScreen surahs={state.data.items} />;
}

type Download = DownloadProgress & { controller: AbortController };

function MurottalScreen({ surahs }: { surahs: Surah[] }) {
  const [query, setQuery] = useState('');
  const [qari, setQari] = useQari();
  const online = useOnline();
  const toast = useToast();
  const saved = useLiveQuery(() => db.savedSurahs.toArray(), [], [] as SavedSurah[]);
  const savedByNomor = useMemo(() => new Map(saved.map((s) => [s.nomor, s])), [saved]);
  const [downloads, setDownloads] = useState<Record<number, Download>>({});
  const visible = useMemo(() => filterSurahs(surahs, query), [surahs, query]);

  useEffect(() => {
    void forgetMissingAudio();
  }, []);

  const byNomor = useMemo(() => new Map(surahs.map((s) => [s.nomor, s])), [surahs]);
  const player = useMurottalPlayer((nomor) => {
    const surah = byNomor.get(nomor);
    if (!surah) return undefined;
    const copy = savedByNomor.get(nomor);
    const copyQari = copy ? v.safeParse(QariSchema, copy.qari) : undefined;
    // A saved copy plays first: it works offline and spends no data.
    const useCopy = copy && copyQari?.success;
    const reciterKey: Qari = useCopy ? copyQari.output : qari;
    return {
      nomor,
      namaLatin: surah.namaLatin,
      arti: surah.arti,
      url: useCopy ? copy.url : surahAudioUrl(nomor, qari),
      reciter: reciters[reciterKey].name,
      playable: Boolean(useCopy) || navigator.onLine,
    };
  });

  const save = async (surah: Surah) => {
    const controller = new AbortController();
    const url = surahAudioUrl(surah.nomor, qari);
    setDownloads((d) => ({ ...d, [surah.nomor]: { loaded: 0, total: undefined, controller } }));
    try {
      await saveSurahAudio(
        { nomor: surah.nomor, qari, url },
        { signal: controller.signal, onProgress: (p) => setDownloads((d) => (d[surah.nomor] ? { ...d, [surah.nomor]: { ...p, controller } } : d)) },
      );
      toast(`${surah.namaLatin} tersimpan. Bisa diputar tanpa sinyal.`, { tone: 'success' });
    } catch (error) {
      if (!controller.signal.aborted) toast(error instanceof SaveAudioError ? error.message : 'Penyimpanan gagal. Coba lagi.', { tone: 'danger' });
    } finally {
      setDownloads((d) => {
        const next = { ...d };
        delete next[surah.nomor];
        return next;
      });
    }
  };

  const remove = async (surah: Surah) => {
    await removeSavedSurah(surah.nomor);
    toast(`Simpanan ${surah.namaLatin} dihapus.`);
  };

  return (
    <div className={styles.screen}>
      <div className={styles.tools}>
        <label className={`field__control ${styles.search}`}>
          <SearchIcon size={20} />
          <input type="search" placeholder="Cari surah" aria-label="Cari surah" value={query} onChange={(e) => setQuery(e.target.value)} enterKeyHint="search" />
        </label>
        <label className={styles.qari}>
          <span>Qari</span>
          <select value={qari} onChange={(e) => {
            const parsed = v.safeParse(QariSchema, e.target.value);
            if (parsed.success) setQari(parsed.output);
          }}>
            {QariSchema.options.map((key) => (
              <option key={key} value={key}>{reciters[key].name}</option>
            ))}
          </select>
        </label>
        {!online ? (
          <p className={`alert alert--info ${styles.offline}`} role="status">
            <WifiOffIcon size={18} /> Kamu sedang offline. Surah yang sudah disimpan tetap bisa diputar.
          </p>
        ) : null}
      </div>

      {visible.length === 0 ? (
        <EmptyState title="Surah tidak ditemukan" text={`Tidak ada surah yang cocok dengan “${query.trim()}”. Coba nomor, nama latin, atau artinya.`} />
      ) : (
        <ul className={styles.list} aria-label="Daftar surah">
          {visible.map((surah) => {
            const copy = savedByNomor.get(surah.nomor);
            const download = downloads[surah.nomor];
            const active = rowIsActive(player.state, surah.nomor);
            const notice = player.notice?.nomor === surah.nomor ? player.notice.text : undefined;
            return (
              <li key={surah.nomor} className={styles.row} data-testid="surah-row" data-nomor={surah.nomor} data-saved={copy ? 'true' : 'false'}>
                <div className={styles.main}>
                  <span className={styles.badge} aria-hidden="true">{surah.nomor}</span>
                  <div className={styles.text}>
                    <span className={styles.name}>{surah.namaLatin}</span>
                    <span className={styles.meta}>
                      {surah.arti} <span className={styles.nowrap}>· {number.format(surah.jumlahAyat)} ayat</span>
                    </span>
                    {copy ? (
                      <span className={styles.saved}>
                        <CheckIcon size={14} /> Tersimpan offline · {mb(copy.bytes)}
                      </span>
                    ) : null}
                  </div>
                  <span className={`arabic ${styles.arabicName}`} lang="ar">{surah.nama}</span>
                  {copy ? (
                    <button type="button" className={styles.iconBtn} onClick={() => void remove(surah)} aria-label={`Hapus simpanan ${surah.namaLatin}`}>
                      <TrashIcon size={20} />
                    </button>
                  ) : download ? (
                    <button type="button" className={styles.iconBtn} onClick={() => download.controller.abort()} aria-label={`Batalkan unduhan ${surah.namaLatin}`}>
                      <CloseIcon size={20} />
                    </button>
                  ) : (
                    <button type="button" className={styles.iconBtn} onClick={() => void save(surah)} disabled={!online} aria-label={`Simpan offline ${surah.namaLatin}`} title="Simpan offline">
                      <DownloadIcon size={20} />
                    </button>
                  )}
                  <button
                    type="button"
                    className={styles.play}
                    data-state={active ? 'playing' : 'stopped'}
                    onClick={() => player.press(surah.nomor)}
                    aria-label={`${active ? 'Jeda' : 'Putar'} ${surah.namaLatin}`}
                  >
                    {active ? <PauseIcon size={20} /> : <PlayIcon size={20} />}
                  </button>
                </div>
                {download ? <DownloadBar progress={download} name={surah.namaLatin} /> : null}
                {notice ? (
                  <p className={`alert alert--info ${styles.notice}`} role="alert">
                    <WifiOffIcon size={18} />
                    <span>{notice}</span>
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <audio ref={player.audioRef} preload="none" data-testid="murottal-audio" />
    </div>
  );
}

function DownloadBar({ progress, name }: { progress: DownloadProgress; name: string }) {
  const percent = progress.total ? Math.min(100, Math.round((progress.loaded / progress.total) * 100)) : undefined;
  const label = progress.total ? `${mb(progress.loaded)} dari ${mb(progress.total)}` : mb(progress.loaded);
  return (
    <div className={styles.download}>
      <progress className={styles.bar} max={100} value={percent} aria-label={`Menyimpan ${name}`} />
      <span className={styles.downloadText} data-testid="download-progress">
        Menyimpan… {percent !== undefined ? `${percent}% · ` : ''}{label}
      </span>
    </div>
  );
}

function ListSkeleton() {
  const rows = useRef([0, 1, 2, 3, 4, 5]).current;
  return (
    <div className={styles.screen} aria-busy="true" aria-label="Memuat daftar surah">
      <div className={styles.tools}>
        <Skeleton height={48} radius={12} />
      </div>
      <div className={styles.list}>
        {rows.map((i) => (
          <div key={i} className={styles.row}>
            <div className={styles.main}>
              <Skeleton width={40} height={40} radius={20} />
              <div className={styles.text}>
                <Skeleton width="50%" />
                <Skeleton width="70%" height={12} />
              </div>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
