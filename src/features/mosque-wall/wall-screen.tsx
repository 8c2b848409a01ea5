import { Link } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { ApiError } from '../../api/client';
import { getMosqueAnnouncements, mosqueAnnouncementsCall } from '../../api/mosque-follow';
import { listMessages, messagesCall } from '../../api/pesan';
import { getMonthTotals, getMosqueTimes, monthTotalsCall, mosqueTimesCall } from '../../api/mosque-times';
import { getWallContent, wallContentCall } from '../../api/mosque-wall';
import { readCallKey } from '../../contract/first-screen';
import { EMPTY_WALL_CONTENT, type WallContent } from '../../contract/wall-settings';
import { readOfAnswer } from '../../api/read-cache';
import { systemClock, type Clock } from '../../lib/clock';
import { useCachedRead, usePublicRead } from '../../ui/use-remote';
import { useOfflineReady } from './use-offline-ready';
import { WallBoard } from './wall-board';
import { WallPosters } from './wall-posters';
import styles from './wall.module.css';

/** A change the staff make on their phone reaches an open screen this soon (while online). */
export const WALL_CONTENT_POLL_MS = 60_000;
/** How many announcements run across the foot of the screen. */
const RUNNING_TEXTS = 5;
const line = (a: { title: string; body: string }) => (a.body ? `${a.title}: ${a.body}` : a.title);

/** The mosque's own announcements first (its staff post them in the panel), then the network's, as running text. */
const loadAnnouncements = (slug: string) => async (signal: AbortSignal) => {
  const [own, network] = await Promise.all([getMosqueAnnouncements(slug, { signal }), listMessages([], { signal })]);
  const networkWide = network.data.filter((m) => m.kind === 'announcement');
  return readOfAnswer({ ...own, data: [...own.data, ...networkWide].slice(0, RUNNING_TEXTS).map(line) });
};

/**
 * /masjid/<slug>/layar: the hall's screen. Its data comes through the read cache (so it opens
 * offline once seen); the times are computed on this device and keep going without a signal.
 */
export function WallScreen({ slug, clock = systemClock }: { slug: string; clock?: Clock }) {
  const times = usePublicRead(mosqueTimesCall(slug), (signal) => getMosqueTimes(slug, { signal }));
  const totals = usePublicRead(monthTotalsCall(slug), (signal) => getMonthTotals(slug, { signal }));
  const news = useCachedRead<string[]>(`wall:announcements:${slug}`, loadAnnouncements(slug), { keep: true });
  // The staff's content, through the read cache (the last one seen shows offline), asked for every minute.
  const content = useCachedRead<WallContent>(readCallKey(wallContentCall(slug)), (signal) => getWallContent(slug, { signal }).then(readOfAnswer),
    { keep: true, pollMs: WALL_CONTENT_POLL_MS });
  const { retry: retryTimes } = times;
  const { retry: retryTotals } = totals;
  const { retry: retryNews } = news;
  const { retry: retryContent } = content;
  // Every read the screen shows, kept on this device before it says it can run without internet.
  const reads = useMemo(() => [mosqueTimesCall(slug), monthTotalsCall(slug), mosqueAnnouncementsCall(slug), messagesCall([]), wallContentCall(slug)], [slug]);
  const answered = times.status !== 'loading' && totals.status !== 'loading' && news.status !== 'loading' && content.status !== 'loading';
  // The mosque's own sound too, when the screen plays it (the player keeps it, wall-chime-player.ts).
  const chime = content.status === 'ready' ? content.data.settings.chime : null;
  const offline = useOfflineReady(reads, answered, chime?.sound === 'own' ? chime.own_url : null);
  const refresh = useCallback(() => {
    retryTimes();
    retryTotals();
    retryNews();
    retryContent();
  }, [retryTimes, retryTotals, retryNews, retryContent]);

  if (times.status === 'loading') return <div className={styles.loading} aria-busy="true">Memuat jadwal masjid…</div>;
  if (times.status === 'error') {
    const missing = times.error instanceof ApiError && times.error.status === 404;
    return (
      <div className={styles.loading}>
        <p>{missing ? 'Masjid tidak ditemukan' : 'Jadwal masjid belum bisa dimuat. Sambungkan ke internet sekali, lalu layar ini jalan sendiri.'}</p>
        {missing ? <Link to="/masjid" className="btn">Lihat Daftar Masjid</Link> : <button type="button" className="btn" onClick={times.retry}>Coba Lagi</button>}
      </div>
    );
  }
  const kencleng = times.data.masjid.kencleng_slug;
  const wall = content.status === 'ready' ? content.data : EMPTY_WALL_CONTENT;
  const donateUrl = kencleng ? `${window.location.origin}/kencleng-masjid/${kencleng}/donate` : `${window.location.origin}/masjid/${slug}`;
  return (
    <WallBoard
      times={times.data}
      totals={totals.status === 'ready' ? totals.data : null}
      announcements={news.status === 'ready' ? news.data : []}
      donateUrl={donateUrl}
      clock={clock}
      onRefresh={refresh}
      offline={offline}
      settings={wall.settings}
      roster={wall.roster}
      slot={({ now, phase }) => <WallPosters content={wall} phase={phase} now={now} timeZone={times.data.time_zone} name={times.data.masjid.nama} />}
    />
  );
}
