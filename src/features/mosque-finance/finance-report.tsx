import { Fragment } from 'react';
import { Link } from '@tanstack/react-router';
import { ApiError } from '../../api/client';
import { getFinance } from '../../api/mosque-finance';
import { INCOME_SOURCE_LABELS, INCOME_SOURCES, type BoxOpening, type FinancePeriod, type FinancePeriodReport, type FinanceReport } from '../../contract/mosque-finance';
import { formatRupiah } from '../../lib/rupiah';
import { EmptyState } from '../../ui/empty-state';
import { LoadFailed } from '../../ui/load-failed';
import { Skeleton } from '../../ui/skeleton';
import { useRemote } from '../../ui/use-remote';
import { periodLabel, periodTick } from './finance-format';
import styles from './finance-report.module.css';

/**
 * 'Keuangan': a mosque's open report, the way it is read out before Jum'at: opening balance,
 * income by source, expenses by category, closing balance; the newest period first, a chart of
 * the closing balances, and the earlier periods below.
 */
export function FinanceReportView({ slug, period }: { slug: string; period: FinancePeriod }) {
  const remote = useRemote(`finance:${slug}:${period}`, (signal) => getFinance(slug, period, { signal }).then((a) => a.data));
  if (remote.status === 'loading') {
    return (
      <div className={styles.page} aria-busy="true" aria-label="Memuat laporan keuangan">
        <Skeleton height={28} width="60%" /><Skeleton height={48} radius={12} /><Skeleton height={160} radius={16} /><Skeleton height={260} radius={16} />
      </div>
    );
  }
  if (remote.status === 'error') {
    if (remote.error instanceof ApiError && remote.error.status === 404) {
      return <EmptyState title="Masjid tidak ditemukan" text="Mungkin alamatnya berubah. Cari lagi di daftar masjid, ya." action={<Link to="/keuangan-masjid" className="btn">Lihat Keuangan Masjid</Link>} />;
    }
    return <LoadFailed onRetry={remote.retry} />;
  }
  return <Report report={remote.data} />;
}

function Report({ report }: { report: FinanceReport }) {
  const [current, ...earlier] = report.periods;
  const quiet = report.periods.every((p) => p.income === 0 && p.expense === 0 && p.opening === 0);
  return (
    <div className={styles.page}>
      <div>
        <h2 className={styles.title}>{report.masjid.nama}</h2>
        <p className={styles.sub}>Laporan terbuka: setiap catatan kas pengurus dan infaq online tercatat di sini.</p>
      </div>
      <nav className={styles.switch} aria-label="Periode laporan">
        <Link to="/keuangan-masjid/$slug" params={{ slug: report.masjid.slug }} search={{ periode: 'minggu' }} aria-current={report.period === 'minggu' ? 'page' : undefined} replace>Mingguan</Link>
        <Link to="/keuangan-masjid/$slug" params={{ slug: report.masjid.slug }} search={{ periode: 'bulan' }} aria-current={report.period === 'bulan' ? 'page' : undefined} replace>Bulanan</Link>
      </nav>
      {quiet ? (
        <EmptyState title="Belum ada catatan keuangan" text="Pengurus masjid belum mencatat pemasukan atau pengeluaran. Laporan muncul di sini begitu ada catatan." />
      ) : (
        <>
          <BalanceChart periods={report.periods} period={report.period} />
          {current ? <PeriodCard p={current} period={report.period} openings={report.box_openings} current /> : null}
          {earlier.filter((p) => p.income !== 0 || p.expense !== 0).map((p) => <PeriodCard key={p.from} p={p} period={report.period} openings={report.box_openings} />)}
        </>
      )}
    </div>
  );
}

const openedDay = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', timeZone: 'UTC' });

function PeriodCard({ p, period, openings, current = false }: { p: FinancePeriodReport; period: FinancePeriod; openings: BoxOpening[]; current?: boolean }) {
  const label = periodLabel(p.from, p.to, period);
  const opened = openings.filter((o) => o.date >= p.from && o.date <= p.to);
  return (
    <section className={styles.card} aria-label={`Laporan ${label}`} data-testid={current ? 'finance-current' : undefined}>
      <h3 className={styles.cardTitle}>{current ? (period === 'minggu' ? 'Minggu ini' : 'Bulan ini') : label}</h3>
      {current ? <p className={styles.sub}>{label}</p> : null}
      <div className={styles.row}><span>Saldo awal</span><span>{formatRupiah(p.opening)}</span></div>
      <div className={styles.row}><strong>Pemasukan</strong><strong className={styles.in}>{formatRupiah(p.income)}</strong></div>
      {INCOME_SOURCES.map((source) => (
        <Fragment key={source}>
          <div className={`${styles.row} ${styles.indent}`}><span>{INCOME_SOURCE_LABELS[source]}</span><span>{formatRupiah(p.income_by_source[source])}</span></div>
          {source === 'kencleng' ? opened.map((o, i) => (
            // Two witnesses for every box: who counted it and who confirmed it, for anyone to read.
            <div key={`box-${o.date}-${i}`} className={`${styles.row} ${styles.indent} ${styles.witnesses}`} data-testid="finance-box-opening">
              <span>· Dibuka {openedDay.format(new Date(`${o.date}T00:00:00Z`))}: dihitung {o.counted_by}, disaksikan {o.confirmed_by}</span>
              <span>{formatRupiah(o.amount)}</span>
            </div>
          )) : null}
        </Fragment>
      ))}
      {p.cash_income.map((line) => (
        <div key={`cash-${line.label}`} className={`${styles.row} ${styles.indent}`}><span>· {line.label}</span><span>{formatRupiah(line.amount)}</span></div>
      ))}
      <div className={styles.row}><strong>Pengeluaran</strong><strong className={styles.out}>{formatRupiah(p.expense)}</strong></div>
      {p.expenses.length === 0 ? <div className={`${styles.row} ${styles.indent}`}><span>Tidak ada pengeluaran</span><span>{formatRupiah(0)}</span></div> : null}
      {p.expenses.map((line) => (
        <div key={`out-${line.label}`} className={`${styles.row} ${styles.indent}`}><span>{line.label}</span><span>{formatRupiah(line.amount)}</span></div>
      ))}
      <div className={styles.total}><span>Saldo akhir</span><span data-testid={current ? 'finance-closing' : undefined}>{formatRupiah(p.closing)}</span></div>
    </section>
  );
}

/** Closing balances, oldest to newest: a plain bar chart (no chart library for a few bars). */
function BalanceChart({ periods, period }: { periods: FinancePeriodReport[]; period: FinancePeriod }) {
  const ordered = [...periods].reverse();
  const top = Math.max(1, ...ordered.map((p) => Math.abs(p.closing)));
  return (
    <section className={styles.card} aria-label="Grafik saldo akhir">
      <h3 className={styles.cardTitle}>Saldo akhir per {period === 'minggu' ? 'minggu' : 'bulan'}</h3>
      <div className={styles.chart} role="img" aria-label={ordered.map((p) => `${periodTick(p.from, period)}: ${formatRupiah(p.closing)}`).join(', ')}>
        {ordered.map((p, i) => (
          <div key={p.from} className={styles.bar} data-current={i === ordered.length - 1} data-negative={p.closing < 0}>
            <span className={styles.track}><span className={styles.fill} style={{ height: `${Math.round((Math.abs(p.closing) / top) * 100)}%` }} /></span>
            <span>{periodTick(p.from, period)}</span>
          </div>
        ))}
      </div>
    </section>
  );
}
