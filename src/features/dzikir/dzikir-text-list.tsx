import { useStaticJson } from '../../api/static-json';
import { LoadFailed } from '../../ui/load-failed';
import { Skeleton } from '../../ui/skeleton';
import { DzikirFileSchema, dzikirTexts, type DzikirItem, type DzikirTextId } from './dzikir-data';
import styles from './dzikir-text-list.module.css';

const readCount = new Intl.NumberFormat('id-ID');

/** A prayer-text page's body: every item with its read count, Arabic, transliteration and meaning. */
export function DzikirTextList({ id }: { id: DzikirTextId }) {
  const state = useStaticJson(dzikirTexts[id].file, DzikirFileSchema);
  if (state.status === 'error') return <LoadFailed title="Bacaan gagal dimuat" onRetry={state.retry} />;
  if (state.status === 'loading') return <DzikirListSkeleton />;
  return (
    <ol className={styles.list} aria-label={dzikirTexts[id].title}>
      {state.data.items.map((item, index) => (
        <DzikirCard key={index} item={item} number={index + 1} />
      ))}
    </ol>
  );
}

function DzikirCard({ item, number }: { item: DzikirItem; number: number }) {
  return (
    <li className={styles.card} data-testid="dzikir-item">
      <div className={styles.head}>
        <span className={styles.number} aria-hidden="true">{readCount.format(number)}</span>
        <h2 className={styles.title}>{item.title}</h2>
        <span className={styles.read}>Dibaca {readCount.format(item.read)}x</span>
      </div>
      <p className={`arabic ${styles.arabic}`} lang="ar" dir="rtl">{item.arab}</p>
      <p className={styles.latin}>{item.latin}</p>
      <p className={styles.arti}>{item.arti}</p>
    </li>
  );
}

function DzikirListSkeleton() {
  return (
    <div className={styles.list} aria-busy="true" aria-label="Memuat bacaan">
      {[0, 1, 2].map((i) => (
        <div key={i} className={styles.card}>
          <Skeleton width="60%" height={18} />
          <Skeleton height={64} />
          <Skeleton width="90%" />
          <Skeleton width="75%" />
        </div>
      ))}
    </div>
  );
}
