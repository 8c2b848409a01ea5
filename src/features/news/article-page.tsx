import { Link } from '@tanstack/react-router';
import { ApiError } from '../../api/client';
import { articleCall, getArticle } from '../../api/news';
import { DataAge } from '../../ui/data-age';
import { EmptyState } from '../../ui/empty-state';
import { LoadFailed } from '../../ui/load-failed';
import { Skeleton } from '../../ui/skeleton';
import { usePublicRead } from '../../ui/use-remote';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { formatArticleDate } from './article-date';
import styles from './news.module.css';

/** One article: image, title, date and author, then the text. */
export function ArticlePage({ slug }: { slug: string }) {
  const remote = usePublicRead(articleCall(slug), (signal) => getArticle(slug, { signal }));
  if (remote.status === 'loading') {
    return (
      <div className={styles.article} aria-busy="true">
        <Skeleton height={0} radius={0} style={{ aspectRatio: '16 / 9', height: 'auto' }} />
        <div className={styles.articleBody}><Skeleton width="90%" height={24} /><Skeleton width="40%" height={14} /><Skeleton height={80} /></div>
      </div>
    );
  }
  if (remote.status === 'error') {
    if (remote.error instanceof ApiError && remote.error.status === 404) {
      return <EmptyState title="Artikel tidak ditemukan" text="Mungkin artikelnya sudah dipindahkan." action={<Link to="/news" className="btn">Lihat artikel lain</Link>} />;
    }
    return <LoadFailed onRetry={remote.retry} />;
  }
  const a = remote.data;
  return (
    <article className={styles.article}>
      <DataAge freshness={remote.freshness} />
      {a.image ? <img className={styles.articleImage} src={a.image} alt="" width={800} height={450} /> : null}
      <div className={styles.articleBody}>
        <h2 className={styles.articleTitle}>{a.title}</h2>
        <p className={styles.articleMeta}>
          <time dateTime={a.published_at}>{formatArticleDate(a.published_at)}</time>
          {a.author ? <> · {a.author}</> : null}
        </p>
        {/* Only the sanitiser's harmless tags reach the page (no scripts, handlers or styles). */}
        <div className={styles.articleText} dangerouslySetInnerHTML={{ __html: sanitizeHtml(a.body) }} />
      </div>
    </article>
  );
}
