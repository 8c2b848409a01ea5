import type { ZakatKind } from '../contract/zakat';
import { NIAT } from '../lib/zakat-niat';
import styles from './zakat-niat.module.css';

/** The niat of a zakat kind: Arabic, Latin and meaning, with where the text comes from (src/lib/zakat-niat.ts). */
export function ZakatNiat({ kind }: { kind: ZakatKind }) {
  const niat = NIAT[kind];
  return (
    <figure className={styles.niat} data-testid="zakat-niat">
      <p className={`arabic ${styles.arabic}`} lang="ar" dir="rtl">{niat.arabic}</p>
      <p className={styles.latin}>{niat.latin}</p>
      <figcaption className={styles.meaning}>“{niat.meaning}”</figcaption>
      <p className={styles.source}>
        {niat.source ? `Sumber: ${niat.source}.` : 'Lafal niat yang lazim diajarkan di Indonesia.'} Niat cukup di dalam hati; lafal ini membantu menghadirkannya.
      </p>
    </figure>
  );
}
