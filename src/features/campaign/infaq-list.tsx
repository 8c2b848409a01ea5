import { useState } from 'react';
import { getCampaignInfaq, infaqFirstPageInPage } from '../../api/campaign';
import { INFAQ_PAGE_SIZE, infaqFirstPage, readCallKey } from '../../contract/first-screen';
import { DataAge } from '../../ui/data-age';
import { BottomSheet } from '../../ui/bottom-sheet';
import { EmptyState } from '../../ui/empty-state';
import { FilterIcon } from '../../ui/more-icons';
import { LoadFailed } from '../../ui/load-failed';
import { SearchField } from '../../ui/search-field';
import { SortForm } from '../../ui/sort-form';
import { LoadMore } from '../../ui/load-more';
import { pageOfAnswer, useCursorList } from '../../ui/use-cursor-list';
import { useKeepListImages } from '../../ui/use-keep-list-images';
import { useScrolledPast } from '../../ui/use-scrolled-past';
import { CampaignCard, CampaignCardSkeleton } from './campaign-card';
import { INFAQ_SORT_LABELS, INFAQ_SORT_SENT, INFAQ_SORTS, type InfaqSort } from './infaq-sort';
import styles from './campaign.module.css';

type Props = { search: string; sort: InfaqSort | undefined; onSearch: (text: string) => void; onSort: (sort: InfaqSort | undefined) => void };

/** The infaq list: search and sort are done by the server (get_campaign_infaq). */
export function InfaqList({ search, sort, onSearch, onSort }: Props) {
  const scrolled = useScrolledPast(40);
  const [sheetOpen, setSheetOpen] = useState(false);
  const sortBy = sort ? INFAQ_SORT_SENT[sort] : undefined;
  const remote = useCursorList(readCallKey(infaqFirstPage(search, sortBy)), (cursor, signal) =>
    getCampaignInfaq({ search, sortBy, limit: INFAQ_PAGE_SIZE, cursor }, { signal }).then(pageOfAnswer), (c) => c.id, () => {
    const inPage = infaqFirstPageInPage(search, sortBy);
    return inPage && pageOfAnswer(inPage);
  }, true);
  useKeepListImages(remote.status === 'ready' ? remote.items.map((c) => c.flyer) : []);
  const now = new Date();
  return (
    <div>
      <div className={`${styles.tools} ${scrolled ? styles.toolsRaised : ''}`} data-raised={scrolled}>
        <div className={styles.searchRow}>
          <SearchField value={search} onCommit={onSearch} placeholder="Cari program" />
          <button type="button" className={styles.iconButton} onClick={() => setSheetOpen(true)} aria-label="Filter" data-active={sort ? 'true' : 'false'}>
            <FilterIcon size={22} />
            {sort ? <span className={styles.dot} /> : null}
          </button>
        </div>
      </div>

      <div className={styles.listHead}>
        <h2 className={styles.listTitle}>Bantu Mereka Sekarang</h2>
        {remote.status === 'ready' && remote.items.length > 0 ? (
          <span className={styles.listMeta}>{sort ? `Urut: ${INFAQ_SORT_LABELS[sort]}` : `${remote.items.length}${remote.hasMore ? '+' : ''} program`}</span>
        ) : null}
      </div>

      <DataAge freshness={remote.freshness} />
      {remote.status === 'loading' ? (
        <ul className={styles.cards} aria-busy="true" aria-label="Memuat program">
          {[0, 1, 2, 3].map((i) => <CampaignCardSkeleton key={i} />)}
        </ul>
      ) : remote.status === 'error' ? (
        <LoadFailed onRetry={remote.retry} />
      ) : remote.items.length === 0 ? (
        <EmptyState title="Campaign tidak ditemukan" text="Nantikan selalu update campaign dari kami" />
      ) : (
        <>
          <ul className={styles.cards} aria-label="Daftar program infaq">
            {/* The first cards are the first screen (and its LCP): fetched at once, not lazily. */}
            {remote.items.map((c, i) => <li key={c.id}><CampaignCard campaign={c} now={now} aboveFold={i < 4} /></li>)}
          </ul>
          <LoadMore hasMore={remote.hasMore} loading={remote.loadingMore} failed={remote.moreFailed} onMore={remote.loadMore}
            skeleton={<ul className={styles.cards} aria-busy="true" aria-label="Memuat program">{[0, 1].map((i) => <CampaignCardSkeleton key={i} />)}</ul>} />
        </>
      )}

      <BottomSheet open={sheetOpen} title="Filter" onClose={() => setSheetOpen(false)}>
        <SortForm
          legend="Urutkan dana terkumpul"
          options={INFAQ_SORTS}
          labels={INFAQ_SORT_LABELS}
          initial={sort}
          onApply={(next) => {
            onSort(next);
            setSheetOpen(false);
          }}
        />
      </BottomSheet>
    </div>
  );
}
