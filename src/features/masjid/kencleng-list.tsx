import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { BottomSheet } from '../../ui/bottom-sheet';
import { EmptyState } from '../../ui/empty-state';
import { MapPinIcon } from '../../ui/icons';
import { FilterIcon } from '../../ui/more-icons';
import { DataAge } from '../../ui/data-age';
import { LoadFailed } from '../../ui/load-failed';
import { SearchField } from '../../ui/search-field';
import { SortForm } from '../../ui/sort-form';
import { LoadMore } from '../../ui/load-more';
import { Skeleton } from '../../ui/skeleton';
import { useScrolledPast } from '../../ui/use-scrolled-past';
import { DistanceLine, PositionNote } from './distance-line';
import { formatRupiah } from './money';
import { KENCLENG_SORTS, orderLabel, SORT_LABELS, type KenclengSort } from './mosque-order';
import { useMosquePages } from './use-mosque-pages';
import { PathLink, kenclengPath } from './path-link';
import { useUserPosition } from './use-user-position';
import styles from './masjid.module.css';
import { useKeepListImages } from '../../ui/use-keep-list-images';

type Props = { search: string; sort: KenclengSort | undefined; onSearch: (text: string) => void; onSort: (sort: KenclengSort | undefined) => void };

/** Cards per page: six rows of the 2-column grid. */
const PAGE_SIZE = 12;

/** The kencleng programs as a 2-column grid: searched and sorted on the server, a page at a time. */
export function KenclengList({ search, sort, onSearch, onSort }: Props) {
  const position = useUserPosition();
  const scrolled = useScrolledPast(40);
  const [sheetOpen, setSheetOpen] = useState(false);
  const remote = useMosquePages({ search, position, sort, kencleng: true, pageSize: PAGE_SIZE });
  const rows = remote.status === 'ready' ? remote.items : [];
  useKeepListImages(rows.map((m) => m.mosque.flyer));

  return (
    <div>
      <div className={`${styles.tools} ${scrolled ? styles.toolsRaised : ''}`}>
        <div className={styles.searchRow}>
          <SearchField value={search} onCommit={onSearch} placeholder="Cari masjid" />
          <button type="button" className={styles.iconButton} onClick={() => setSheetOpen(true)} aria-label="Filter" data-active={sort ? 'true' : 'false'}>
            <FilterIcon size={22} />
            {sort ? <span className={styles.dot} /> : null}
          </button>
        </div>
        <div className={styles.toolsRow}>
          <PositionNote status={position.status} source={position.status === 'ready' ? position.source : undefined} />
          <Link to="/kencleng-masjid/map" search={search ? { q: search } : {}} className={styles.mapLink}>
            <MapPinIcon size={18} /> Lihat peta
          </Link>
        </div>
      </div>

      {remote.status === 'ready' && rows.length > 0 ? (
        <div className={styles.listHead}>
          <h2 className={styles.listTitle}>Bantu Kencleng Masjid</h2>
          <span className={styles.listMeta}>{`Urut: ${orderLabel(sort, position.status === 'ready')}`}</span>
        </div>
      ) : null}

      <DataAge freshness={remote.freshness} />
      {remote.status === 'loading' ? (
        <GridSkeleton />
      ) : remote.status === 'error' ? (
        <LoadFailed onRetry={remote.retry} />
      ) : rows.length === 0 ? (
        <EmptyState title="Campaign tidak ditemukan" text="Nantikan selalu update campaign dari kami" />
      ) : (
        <ul className={styles.grid} aria-label="Daftar kencleng masjid">
          {rows.map(({ mosque, km }) => (
            <li key={mosque.id_masjid}>
              <PathLink href={kenclengPath(mosque.kencleng_slug ?? mosque.slug)} className={styles.card} testId="kencleng-card">
                {mosque.flyer ? <img className={styles.cardFlyer} src={mosque.flyer} alt="" loading="lazy" width={800} height={450} /> : <span className={styles.cardFlyer} />}
                <span className={styles.cardBody}>
                  <strong className={styles.cardTitle}>{mosque.header}</strong>
                  <span className={styles.cardCity}>{mosque.kota ?? mosque.alamat}</span>
                  <DistanceLine km={km} compact />
                  <span className={styles.cardAmountLabel}>Terkumpul</span>
                  <span className={styles.cardAmount} data-testid="kencleng-amount">{formatRupiah(mosque.total_donasi)}</span>
                </span>
              </PathLink>
            </li>
          ))}
        </ul>
      )}
      {remote.status === 'ready' ? (
        <LoadMore hasMore={remote.hasMore} loading={remote.loadingMore} failed={remote.moreFailed} onMore={remote.loadMore} skeleton={<GridSkeleton cards={2} />} />
      ) : null}

      <BottomSheet open={sheetOpen} title="Filter" onClose={() => setSheetOpen(false)}>
        <SortForm
          legend="Urutkan"
          options={KENCLENG_SORTS}
          labels={SORT_LABELS}
          initial={sort}
          note={position.status === 'ready' ? null : 'Urutan jarak butuh lokasimu; tanpa lokasi, masjid diurutkan menurut nama.'}
          onApply={(next) => {
            onSort(next);
            setSheetOpen(false);
          }}
        />
      </BottomSheet>
    </div>
  );
}

function GridSkeleton({ cards = 4 }: { cards?: number }) {
  return (
    <ul className={styles.grid} aria-busy="true" aria-label="Memuat kencleng masjid">
      {Array.from({ length: cards }, (_, i) => (
        <li key={i} className={styles.card}>
          <Skeleton height={0} radius={0} style={{ aspectRatio: '16 / 9', height: 'auto' }} />
          <span className={styles.cardBody}>
            <Skeleton width="85%" height={14} />
            <Skeleton width="55%" height={12} />
            <Skeleton width="40%" height={12} />
            <Skeleton width="60%" height={14} />
          </span>
        </li>
      ))}
    </ul>
  );
}
