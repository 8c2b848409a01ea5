import { useStaticJson } from '../../api/static-json';
import { DZIKIR_AFTER_SALAT_FILE, DzikirFileSchema } from '../../lib/dzikir-file';
import { LONG_ARABIC, LONG_MEANING, readingStyles as styles, WallReading } from './wall-reading';

const readCount = new Intl.NumberFormat('id-ID');

/** Which of `count` items shows at `now`, the dzikir's minutes shared out evenly between them. */
export function dzikirPage(count: number, since: number, until: number, now: number): number {
  if (count <= 1 || until <= since) return 0;
  const page = Math.floor(((now - since) / (until - since)) * count);
  return Math.min(count - 1, Math.max(0, page));
}

type Props = { prayerName: string; since: number; until: number; now: number; hm: string };

/** After the quiet screen: the short wirid after salat from the app's own dzikir, one item at a time. */
export function WallDzikir({ prayerName, since, until, now, hm }: Props) {
  const file = useStaticJson(DZIKIR_AFTER_SALAT_FILE, DzikirFileSchema);
  const label = `Dzikir setelah salat ${prayerName}`;
  if (file.status !== 'ready') {
    return <WallReading phase="dzikir" label={label} hm={hm}><p className={styles.meaning}>Mari berdzikir bersama setelah salat.</p></WallReading>;
  }
  const items = file.data.items;
  const index = dzikirPage(items.length, since, until, now);
  const item = items[index]!;
  return (
    <WallReading phase="dzikir" label={label} hm={hm} foot={items.map((_, i) => <span key={i} className={i === index ? `${styles.dot} ${styles.dotOn}` : styles.dot} />)}>
      <p className={styles.title} data-testid="wall-dzikir-title">
        {item.title}
        <span className={styles.read}>Dibaca {readCount.format(item.read)}x</span>
      </p>
      <p className={`arabic ${styles.arabic}`} lang="ar" dir="rtl" data-long={item.arab.length > LONG_ARABIC ? '' : undefined}>{item.arab}</p>
      <p className={styles.latin}>{item.latin}</p>
      <p className={styles.meaning} data-long={item.arti.length > LONG_MEANING ? '' : undefined}>{item.arti}</p>
    </WallReading>
  );
}
