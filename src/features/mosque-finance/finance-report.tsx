import { Fragment } from 'react';
import { Link } from '@tanstack/react-router';
import { ApiError } from '../../api/client';
import { getFinance } from '../../api/mosque-finance';
import { KENCLENG_BOX_LABEL, type BoxOpening, type FinancePeriod, type FinancePeriodReport, type FinanceReport } from '../../contract/mosque-finance';
import { ledgerRows } from '../../lib/ledger-rows';
import { formatRupiah } from '../../lib/rupiah';
import { EmptyState } from '../../ui/empty-state';
import { LoadFailed } from '../../ui/load-failed';
import { Skeleton } from '../../ui/skeleton';
import { useRemote } from '../../ui/use-remote';
import { periodLabel, periodTick } from './finance-format';
import styles from './finance-report.module.css';

/**
 * 'Keuangan': a mosque's open report, the way it is read out before Jum'at: opening balance,
 * income by what it is (zakat and fidyah apart from infaq), expenses by category, closing balance; the newest period first, a chart of
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
      {ledgerRows(p).map((r, i) => {
        switch (r.row) {
          case 'opening':
            return <div key={i} className={styles.row}><span>{r.label}</span><span>{formatRupiah(r.amount)}</span></div>;
          case 'income':
            return <div key={i} className={styles.row}><strong>{r.label}</strong><strong className={styles.in}>{formatRupiah(r.amount)}</strong></div>;
          case 'expense':
            return (
              <Fragment key={i}>
                <div className={styles.row}><strong>{r.label}</strong><strong className={styles.out}>{formatRupiah(r.amount)}</strong></div>
                {p.expenses.length === 0 ? <div className={`${styles.row} ${styles.indent}`}><span>Tidak ada pengeluaran</span><span>{formatRupiah(0)}</span></div> : null}
              </Fragment>
            );
          case 'source':
            return <div key={i} className={`${styles.row} ${styles.indent}`} data-testid={`finance-source-${r.source}`}><span>{r.label}</span><span>{formatRupiah(r.amount)}</span></div>;
          case 'line':
            return (
              <Fragment key={i}>
                <div className={`${styles.row} ${styles.indent}`}><span>{r.source ? `· ${r.label}` : r.label}</span><span>{formatRupiah(r.amount)}</span></div>
                {r.source === 'kencleng' && r.label === KENCLENG_BOX_LABEL ? opened.map((o, j) => (
                  // Two witnesses for every box: who counted it and who confirmed it, for anyone to read.
                  <div key={`box-${o.date}-${j}`} className={`${styles.row} ${styles.indent} ${styles.witnesses}`} data-testid="finance-box-opening">
                    <span>Dibuka {openedDay.format(new Date(`${o.date}T00:00:00Z`))}: dihitung {o.counted_by}, disaksikan {o.confirmed_by}</span>
                    <span>{formatRupiah(o.amount)}</span>
                  </div>
                )) : null}
              </Fragment>
            );
          case 'closing':
            return <div key={i} className={styles.total}><span>{r.label}</span><span data-testid={current ? 'finance-closing' : undefined}>{formatRupiah(r.amount)}</span></div>;
        }
      })}
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
