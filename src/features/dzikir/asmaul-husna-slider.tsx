import { useStaticJson } from '../../api/static-json';
import { LoadFailed } from '../../ui/load-failed';
import { Skeleton } from '../../ui/skeleton';
import { Slider } from '../../ui/slider';
import { AsmaulHusnaFileSchema, asmaulHusnaFile, type AsmaulHusnaItem } from './dzikir-data';
import styles from './asmaul-husna-slider.module.css';

/** The 99 names as swipeable cards with previous and next buttons. */
export function AsmaulHusnaSlider() {
  const state = useStaticJson(asmaulHusnaFile, AsmaulHusnaFileSchema);
  if (state.status === 'error') return <LoadFailed title="Asmaul Husna gagal dimuat" onRetry={state.retry} />;
  if (state.status === 'loading') {
    return (
      <div className={styles.wrap} aria-busy="true" aria-label="Memuat Asmaul Husna">
        <Skeleton height={340} radius={16} />
      </div>
    );
  }
  return (
    <div className={styles.wrap}>
      <p className={styles.intro}>Geser kartu atau tekan tombol panah untuk nama berikutnya.</p>
      <Slider label="Asmaul Husna" slides={state.data.items.map((item) => <NameCard key={item.urutan} item={item} />)} />
    </div>
  );
}

function NameCard({ item }: { item: AsmaulHusnaItem }) {
  return (
    <article className={styles.card} aria-label={`${item.urutan}. ${item.latin}`}>
      <span className={styles.number}>{item.urutan}</span>
      <p className={`arabic ${styles.arabic}`} lang="ar" dir="rtl">{item.arab}</p>
      <h2 className={styles.latin}>{item.latin}</h2>
      <p className={styles.indo}>{item.indo}</p>
    </article>
  );
}
