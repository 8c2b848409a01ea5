import { Link } from '@tanstack/react-router';
import { EmptyState } from '../../ui/empty-state';
import { MapPinIcon, NewsIcon } from '../../ui/icons';
import { DataAge } from '../../ui/data-age';
import { LoadFailed } from '../../ui/load-failed';
import { SearchField } from '../../ui/search-field';
import { LoadMore } from '../../ui/load-more';
import { Skeleton } from '../../ui/skeleton';
import { useScrolledPast } from '../../ui/use-scrolled-past';
import { DistanceLine, PositionNote } from './distance-line';
import { useMosquePages } from './use-mosque-pages';
import { useUserPosition } from './use-user-position';
import { useKeepListImages } from '../../ui/use-keep-list-images';
import styles from './masjid.module.css';

/** Mosques per page: two screenfuls of rows on a phone (the next page is asked a screen ahead). */
const PAGE_SIZE = 20;

/** 'Daftar Masjid': searched and ordered (nearest first) on the server, a page at a time as it scrolls. */
export function MosqueList({ search, onSearch }: { search: string; onSearch: (text: string) => void }) {
  const position = useUserPosition();
  const scrolled = useScrolledPast(40);
  const remote = useMosquePages({ search, position, pageSize: PAGE_SIZE });
  const rows = remote.status === 'ready' ? remote.items : [];
  useKeepListImages(rows.map((m) => m.mosque.flyer));

  return (
    <div>
      <div className={`${styles.tools} ${scrolled ? styles.toolsRaised : ''}`}>
        <SearchField value={search} onCommit={onSearch} placeholder="Cari masjid" />
        <div className={styles.toolsRow}>
          <PositionNote status={position.status} source={position.status === 'ready' ? position.source : undefined} />
          <span className={styles.toolLinks}>
            <Link to="/kajian" className={styles.mapLink}>
              <NewsIcon size={18} /> Kajian terdekat
            </Link>
            <Link to="/kencleng-masjid/map" search={search ? { q: search } : {}} className={styles.mapLink}>
              <MapPinIcon size={18} /> Cari di peta
            </Link>
          </span>
        </div>
      </div>

      <DataAge freshness={remote.freshness} />
      {remote.status === 'loading' ? (
        <ListSkeleton />
      ) : remote.status === 'error' ? (
        <LoadFailed onRetry={remote.retry} />
      ) : rows.length === 0 ? (
        <EmptyState title="Campaign tidak ditemukan" text="Nantikan selalu update campaign dari kami" />
      ) : (
        <ul className={styles.list} aria-label="Daftar masjid">
          {rows.map(({ mosque, km }) => (
            <li key={mosque.id_masjid}>
              <Link to="/masjid/$slug" params={{ slug: mosque.slug }} className={styles.row} data-testid="mosque-row">
                {mosque.flyer ? <img className={styles.rowFlyer} src={mosque.flyer} alt="" loading="lazy" width={112} height={63} /> : <span className={styles.rowFlyer} />}
                <span className={styles.rowText}>
                  <strong className={styles.rowTitle}>{mosque.header}</strong>
                  <span className={styles.rowAddress}>{mosque.alamat}</span>
                  <DistanceLine km={km} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {remote.status === 'ready' ? (
        <LoadMore hasMore={remote.hasMore} loading={remote.loadingMore} failed={remote.moreFailed} onMore={remote.loadMore} skeleton={<ListSkeleton rows={3} />} />
      ) : null}
    </div>
  );
}

function ListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <ul className={styles.list} aria-label="Memuat daftar masjid" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className={styles.row}>
          <Skeleton width={112} height={63} radius={10} />
          <span className={styles.rowText}>
            <Skeleton width="70%" height={16} />
            <Skeleton width="90%" height={12} />
            <Skeleton width="45%" height={12} />
          </span>
        </li>
      ))}
    </ul>
  );
}
