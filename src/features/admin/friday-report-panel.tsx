import { useMemo } from 'react';
import { getFridayReport } from '../../api/kencleng-box';
import { getFitrahDistribution } from '../../api/mustahik';
import type { FridayReport } from '../../contract/kencleng-box';
import { formatRupiah } from '../../lib/rupiah';
import { CopyIcon, DownloadIcon, WhatsAppIcon } from '../../ui/more-icons';
import { Skeleton } from '../../ui/skeleton';
import { useToast } from '../../ui/toast';
import { useRemote } from '../../ui/use-remote';
import { AdminFailureBody } from './admin-gate';
import { drawFridayReport } from './friday-report-image';
import { fridayReportText, fridayWeekLabel, whatsappShareHref } from './friday-report-text';
import { canvasPng, saveFile } from '../../lib/save-file';
import styles from './admin.module.css';
import own from './kencleng-admin.module.css';

/** 'Laporan Jumat': the week's kencleng, online infaq and spending, to read out, copy, send or save as a picture. */
export function FridayReportPanel({ masjidId, version }: { masjidId: number; version: number }) {
  const remote = useRemote(`admin-friday-report:${masjidId}:${version}`, (signal) => getFridayReport(masjidId, { signal }));
  return (
    <section className={styles.panel} aria-labelledby="admin-laporan-jumat">
      <h2 id="admin-laporan-jumat" className={styles.panelTitle}>Laporan Jumat</h2>
      {remote.status === 'loading' ? <Skeleton height={180} radius={12} /> : null}
      {remote.status === 'error' ? <AdminFailureBody error={remote.error} onRetry={remote.retry} /> : null}
      {remote.status === 'ready' ? <FridayReportBody report={remote.data} /> : null}
    </section>
  );
}

function FridayReportBody({ report }: { report: FridayReport }) {
  const toast = useToast();
  const reportUrl = `${window.location.origin}/keuangan-masjid/${encodeURIComponent(report.masjid.slug)}`;
  // The season's zakat fitrah, when there is one: the same public totals the mosque page shows.
  const fitrah = useRemote(`fitrah-distribution:${report.masjid.slug}`, (signal) => getFitrahDistribution(report.masjid.slug, { signal }));
  const text = fridayReportText(report, reportUrl, fitrah.status === 'ready' ? fitrah.data : null);
  // Drawn once per answer: the picture is a function of the report, like the text.
  const image = useMemo(() => {
    const canvas = document.createElement('canvas');
    drawFridayReport(canvas, report);
    return canvas.toDataURL('image/png');
  }, [report]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast('Teks laporan disalin', { tone: 'success' });
    } catch {
      toast('Teks belum bisa disalin. Tekan lama teksnya untuk menyalin.', { tone: 'danger' });
    }
  };
  const saveImage = async () => {
    try {
      const canvas = document.createElement('canvas');
      drawFridayReport(canvas, report);
      saveFile(await canvasPng(canvas), `laporan-jumat-${report.masjid.slug}-${report.friday}.png`);
      toast('Gambar laporan disimpan', { tone: 'success' });
    } catch {
      toast('Gambar belum bisa dibuat di perangkat ini.', { tone: 'danger' });
    }
  };

  return (
    <>
      <p className={styles.panelNote}>Untuk dibacakan sebelum khutbah atau dikirim ke grup jamaah. {fridayWeekLabel(report)}: Jumat sampai Kamis sebelum khutbah; yang masuk hari Jumat tercatat di laporan pekan berikutnya.</p>
      <dl className={styles.facts} data-testid="friday-report-sums">
        <div className={styles.fact}><dt>Saldo awal</dt><dd>{formatRupiah(report.ledger.opening)}</dd></div>
        <div className={styles.fact}><dt>Pemasukan</dt><dd>{formatRupiah(report.ledger.income)}</dd></div>
        <div className={styles.fact}><dt>Pengeluaran</dt><dd>{formatRupiah(report.ledger.expense)}</dd></div>
        <div className={styles.fact}><dt>Saldo akhir</dt><dd>{formatRupiah(report.ledger.closing)}</dd></div>
      </dl>
      <pre className={own.reportText} data-testid="friday-report-text">{text}</pre>
      <div className={own.buttons}>
        <button type="button" className="btn btn--outline btn--small" onClick={() => void copy()}><CopyIcon size={18} />Salin Teks</button>
        <a className="btn btn--outline btn--small" href={whatsappShareHref(text)} target="_blank" rel="noreferrer"><WhatsAppIcon size={18} />Kirim ke WhatsApp</a>
        <button type="button" className="btn btn--outline btn--small" onClick={() => void saveImage()}><DownloadIcon size={18} />Unduh Gambar</button>
      </div>
      <img className={own.reportImage} src={image} alt={`Gambar Laporan Jumat ${report.masjid.nama}`} data-testid="friday-report-image" />
    </>
  );
}
