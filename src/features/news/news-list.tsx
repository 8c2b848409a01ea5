import { Link } from '@tanstack/react-router';
import { getNews, newsCall } from '../../api/news';
import { NEWS_TYPES, type NewsItem, type NewsType } from '../../contract/news';
import { EmptyState } from '../../ui/empty-state';
import { LoadFailed } from '../../ui/load-failed';
import { SearchField } from '../../ui/search-field';
import { Skeleton } from '../../ui/skeleton';
import { LoadMore } from '../../ui/load-more';
import { pageOfAnswer, useCursorList } from '../../ui/use-cursor-list';
import { DataAge } from '../../ui/data-age';
import { readCallKey } from '../../contract/first-screen';
import { useScrolledPast } from '../../ui/use-scrolled-past';
import { formatArticleDate } from './article-date';
import styles from './news.module.css';

const TAB_LABELS: Record<NewsType, string> = { berita: 'Berita Terbaru', blog: 'Blog' };

/** Articles per page. */
const PAGE_SIZE = 20;

type Props = { tab: NewsType; search: string; onChange: (next: { tab: NewsType; search: string }) => void };

/** The 'Berita' tab (the spec's 'Laporan', named for what it opens): 'Berita Terbaru' and 'Blog', each searchable on the server. */
export function NewsList({ tab, search, onChange }: Props) {
  const scrolled = useScrolledPast(40);
  const remote = useCursorList(readCallKey(newsCall({ type: tab, search, limit: PAGE_SIZE })), (cursor, signal) =>
    getNews({ type: tab, search, limit: PAGE_SIZE, cursor }, { signal }).then(pageOfAnswer), undefined, undefined, true);
  return (
    <>
      <header className={`${styles.top} ${scrolled ? styles.topRaised : ''}`}>
        <h1 className={styles.heading}>Berita &amp; Blog</h1>
        <div className={styles.tabs} role="tablist" aria-label="Jenis artikel">
          {NEWS_TYPES.map((type) => (
            <button key={type} type="button" role="tab" id={`tab-${type}`} aria-selected={tab === type} aria-controls="news-panel"
              className={styles.tab} onClick={() => tab !== type && onChange({ tab: type, search: '' })}>
              {TAB_LABELS[type]}
            </button>
          ))}
        </div>
        <div className={styles.searchBox}>
          <SearchField key={tab} value={search} onCommit={(text) => onChange({ tab, search: text })}
            placeholder={tab === 'blog' ? 'Cari blog' : 'Cari berita'} />
        </div>
      </header>
      <section id="news-panel" role="tabpanel" aria-labelledby={`tab-${tab}`} className={styles.panel}>
        <DataAge freshness={remote.freshness} />
        {remote.status === 'loading' ? (
          <NewsSkeleton />
        ) : remote.status === 'error' ? (
          <LoadFailed onRetry={remote.retry} />
        ) : remote.items.length === 0 ? (
          <EmptyState title="Artikel tidak ditemukan" text="Nantikan update artikel terbaru kami disini" />
        ) : (
          <>
            <ul className={styles.list}>
              {remote.items.map((item) => <li key={item.id}><ArticleCard item={item} /></li>)}
            </ul>
            <LoadMore hasMore={remote.hasMore} loading={remote.loadingMore} failed={remote.moreFailed} onMore={remote.loadMore} skeleton={<NewsSkeleton />} />
          </>
        )}
      </section>
    </>
  );
}

function ArticleCard({ item }: { item: NewsItem }) {
  return (
    <Link to="/news/$slug" params={{ slug: item.slug }} className={styles.card} data-testid="article-card">
      {item.image ? <img className={styles.cardImage} src={item.image} alt="" loading="lazy" width={800} height={450} /> : <span className={styles.cardImage} />}
      <span className={styles.cardBody}>
        <span className={styles.cardMeta}>
          <span className={styles.badge}>{TAB_LABELS[item.type]}</span>
          <time dateTime={item.published_at}>{formatArticleDate(item.published_at)}</time>
        </span>
        <strong className={styles.cardTitle}>{item.title}</strong>
        <span className={styles.cardExcerpt}>{item.excerpt}</span>
      </span>
    </Link>
  );
}

function NewsSkeleton() {
  return (
    <ul className={styles.list} aria-busy="true" aria-label="Memuat artikel">
      {[0, 1, 2].map((i) => (
        <li key={i} className={styles.card}>
          <Skeleton height={0} radius={0} style={{ aspectRatio: '16 / 9', height: 'auto' }} />
          <span className={styles.cardBody}>
            <Skeleton width="35%" height={12} />
            <Skeleton width="85%" height={18} />
            <Skeleton width="95%" height={12} />
          </span>
        </li>
      ))}
    </ul>
  );
}
