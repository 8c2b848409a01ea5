import { getFitrahDistribution } from '../../api/mustahik';
import { ASNAF_LABELS, formatKg } from '../../contract/mustahik';
import { formatRupiah } from '../../contract/rupiah';
import { useRemote } from '../../ui/use-remote';
import styles from './mosque-info.module.css';
import own from './mosque-qurban.module.css';

/**
 * 'Penyaluran Zakat Fitrah' on the mosque page: what the mosque handed over this season, by asnaf
 * (households, rice, money), counted once a second staff member confirmed it. The answer carries
 * totals only, so no recipient can be named here.
 */
export function MosqueFitrah({ slug }: { slug: string }) {
  const remote = useRemote(`fitrah-distribution:${slug}`, (signal) => getFitrahDistribution(slug, { signal }));
  // Only in a season with hand-overs: most of the year the page stays as it was.
  if (remote.status !== 'ready' || remote.data.total.households === 0) return null;
  const { season, by_asnaf: rows, total } = remote.data;
  return (
    <section id="zakat-fitrah" className={styles.section} aria-labelledby="fitrah-title">
      <h3 id="fitrah-title" className={styles.sectionTitle}>Penyaluran Zakat Fitrah {season} H</h3>
      <ul className={own.list} data-testid="fitrah-distribution">
        {rows.map((r) => (
          <li key={r.asnaf} className={own.item}>
            <span className={own.text}>
              <strong>{ASNAF_LABELS[r.asnaf]}</strong>
              <span>{r.households} keluarga · {formatKg(r.rice_grams)} · {formatRupiah(r.money)}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className={own.note}>Jumlah: {total.households} keluarga, {formatKg(total.rice_grams)}, {formatRupiah(total.money)}. Nama penerima tidak ditampilkan.</p>
    </section>
  );
}
