import { getFitrahDistribution } from '../../api/mustahik';
import { ASNAF_LABELS, fitrahCollectedText, fitrahGivenText, formatKg } from '../../contract/mustahik';
import { formatRupiah } from '../../contract/rupiah';
import { useRemote } from '../../ui/use-remote';
import styles from './mosque-info.module.css';
import own from './mosque-qurban.module.css';
import fitrah from './mosque-fitrah.module.css';

/**
 * 'Zakat Fitrah' on the mosque page: what the mosque took in this season (its desk and online
 * fitrah) and what it handed over, by asnaf (households, rice, money), counted once a second staff
 * member confirmed it. The answer carries totals only, so no payer or recipient can be named here.
 */
export function MosqueFitrah({ slug }: { slug: string }) {
  const remote = useRemote(`fitrah-distribution:${slug}`, (signal) => getFitrahDistribution(slug, { signal }));
  if (remote.status !== 'ready') return null;
  const { season, collected, by_asnaf: rows, total } = remote.data;
  // Only in a season with fitrah taken or handed over: most of the year the page stays as it was.
  if (collected.jiwa === 0 && total.households === 0) return null;
  return (
    <section id="zakat-fitrah" className={styles.section} aria-labelledby="fitrah-title">
      <h3 id="fitrah-title" className={styles.sectionTitle}>Zakat Fitrah {season} H</h3>
      {collected.jiwa > 0 ? (
        <p className={fitrah.collected} data-testid="fitrah-collected">
          <strong>Terkumpul:</strong> {fitrahCollectedText(collected)}
        </p>
      ) : null}
      {total.households > 0 ? (
        <>
          <h4 className={fitrah.subTitle}>Penyaluran</h4>
          <ul className={own.list} data-testid="fitrah-distribution">
            {rows.map((r) => (
              <li key={r.asnaf} className={own.item}>
                <span className={own.text}>
                  <strong>{ASNAF_LABELS[r.asnaf]}</strong>
                  <span>{fitrahGivenText(r)}</span>
                </span>
              </li>
            ))}
          </ul>
          <p className={own.note}>Jumlah: {total.households} keluarga, {formatKg(total.rice_grams)}, {formatRupiah(total.money)}. Nama penerima tidak ditampilkan.</p>
        </>
      ) : <p className={own.note}>Belum ada zakat yang disalurkan. Nama pembayar dan penerima tidak ditampilkan.</p>}
    </section>
  );
}
