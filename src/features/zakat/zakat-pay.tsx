import { Link } from '@tanstack/react-router';
import { getZakatPrograms } from '../../api/zakat';
import { ZAKAT_KIND_LABELS, ZAKAT_KINDS, zakatProgramsCall, type ZakatKind } from '../../contract/zakat';
import { paidForLabel } from '../../contract/paid-for';
import { formatRupiah } from '../../lib/rupiah';
import { EmptyState } from '../../ui/empty-state';
import { LoadFailed } from '../../ui/load-failed';
import { Skeleton } from '../../ui/skeleton';
import { usePublicRead } from '../../ui/use-remote';
import styles from './zakat.module.css';

/**
 * /zakat/bayar: the kind and amount worked out (with the jiwa or days a fitrah or fidyah is for),
 * then the mosque or amil that takes it.
 */
export function ZakatPay({ kind, amount, count }: { kind: ZakatKind; amount: number | undefined; count?: number | undefined }) {
  const programs = usePublicRead(zakatProgramsCall, (signal) => getZakatPrograms({ signal }));
  return (
    <div className={styles.page}>
      <div className={styles.body}>
        <section className={styles.result} data-testid="pay-summary">
          <span className={styles.resultLabel} data-testid="pay-paid-for">{paidForLabel({ kind, count })}</span>
          <strong className={styles.resultAmount}>{amount ? formatRupiah(amount) : 'Nominal kamu tentukan'}</strong>
          <div className={styles.kinds} role="group" aria-label="Jenis zakat">
            {ZAKAT_KINDS.map((k) => (
              <Link key={k} to="/zakat/bayar" search={{ jenis: k, nominal: k === kind ? amount : undefined, jumlah: k === kind ? count : undefined }} replace
                className={k === kind ? `${styles.kindChip} ${styles.kindChipOn}` : styles.kindChip}>{ZAKAT_KIND_LABELS[k].replace('Zakat ', '')}</Link>
            ))}
          </div>
        </section>
        <h2 className={styles.sectionTitle}>Pilih masjid atau amil penerima</h2>
        {programs.status === 'loading' ? (
          <Skeleton height={88} radius={16} />
        ) : programs.status === 'error' ? (
          <LoadFailed onRetry={programs.retry} />
        ) : programs.data.length === 0 ? (
          <EmptyState title="Belum ada program zakat" text="Belum ada masjid yang membuka penerimaan zakat. Coba lagi nanti, ya." />
        ) : (
          <ul className={styles.programs}>
            {programs.data.map((p) => (
              <li key={p.slug}>
                <Link to="/campaign/$slug/donate" params={{ slug: p.slug }} search={{ zakat: kind, nominal: amount, jumlah: count }} className={styles.program} data-testid="zakat-program">
                  {p.flyer ? <img src={p.flyer} alt="" width={56} height={56} className={styles.programFlyer} /> : <span className={styles.programFlyer} />}
                  <span className={styles.programText}>
                    <strong>{p.amilName}</strong>
                    <span>{p.header}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <p className={styles.small}>Zakatmu dibayar melalui jalur donasi yang sama dengan infaq dan mendapat Bukti Setor Zakat yang bisa diunduh.</p>
      </div>
    </div>
  );
}
