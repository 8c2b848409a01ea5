import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { Transaction } from '../../contract/donation';
import { QURBAN_PROGRAM_TYPE } from '../../contract/program-id';
import { formatRupiah } from '../../lib/rupiah';
import { EmptyState } from '../../ui/empty-state';
import { WhatsAppIcon } from '../../ui/more-icons';
import { LoadFailed } from '../../ui/load-failed';
import { PageLayout } from '../../ui/page-layout';
import { Skeleton } from '../../ui/skeleton';
import { confirmationLink, formatDateTime, splitUniqueDigits, statusText, statusTone } from './donation-status';
import { MethodLogo } from './method-picker';
import { ReceiptDownload } from './receipt-download';
import { maskIdentityNumber } from '../../contract/zakat';
import { paidForLabel } from '../../contract/paid-for';
import { useTransaction } from './use-transaction';
import { HIDDEN_DONOR_NAME } from '../../contract/donor-name';
import styles from './donation.module.css';

/** The coloured status block: 'Lunas' with the payment date, 'Belum Lunas' with the deadline, else red. */
export function StatusHero({ tx }: { tx: Transaction }) {
  const tone = statusTone(tx.status);
  return (
    <div className={styles.statusHero} data-tone={tone} data-testid="status">
      <span className={styles.statusLabel}>{statusText(tx.status)}</span>
      {tone === 'paid' && tx.tgl_bayar ? <span className={styles.statusNote}>Dibayar {formatDateTime(tx.tgl_bayar)}</span> : null}
      {tone === 'pending' ? <span className={styles.statusNote}>Bayar sebelum {formatDateTime(tx.tgl_expired)}</span> : null}
      {tone === 'failed' ? <span className={styles.statusNote}>Batas pembayaran {formatDateTime(tx.tgl_expired)} sudah lewat</span> : null}
    </div>
  );
}

export function StatusChip({ label }: { label: string }) {
  return <span className={styles.chip} data-tone={statusTone(label)} data-testid="status-chip">{statusText(label)}</span>;
}

/** The total, with the 3 unique digits of a manual transfer highlighted. */
export function TotalAmount({ tx }: { tx: Pick<Transaction, 'total' | 'unique_digits'> }) {
  const { head, tail } = splitUniqueDigits(tx.total, tx.unique_digits);
  return <strong data-testid="total">{head}{tail ? <span className={styles.unique}>{tail}</span> : null}</strong>;
}

/** /donation/$codeDonate */
export function DonationDetail({ code, paidExtra }: { code: string; /** Shown under 'Donasi Lagi' once paid (the share card). */ paidExtra?: (tx: Transaction) => ReactNode }) {
  const tx = useTransaction(code, { poll: true });
  return (
    <PageLayout title="Detail Donasi">
      <div className={styles.page}>
        {tx.status === 'loading' ? (
          <div className={styles.body} aria-busy="true">
            <Skeleton height={110} radius={16} />
            <Skeleton height={320} radius={16} />
          </div>
        ) : tx.status === 'not-found' ? (
          <EmptyState title="Donasi tidak ditemukan" text="Periksa kembali kode donasimu." action={<Link to="/donation" className="btn">Riwayat Donasi</Link>} />
        ) : tx.status === 'error' ? (
          <LoadFailed onRetry={() => void tx.refresh()} />
        ) : (
          <DetailBody tx={tx.data} paidExtra={paidExtra} />
        )}
      </div>
    </PageLayout>
  );
}

function DetailBody({ tx, paidExtra }: { tx: Transaction; paidExtra?: ((tx: Transaction) => ReactNode) | undefined }) {
  const tone = statusTone(tx.status);
  return (
    <>
      <div className={styles.body}>
        <StatusHero tx={tx} />
        <section className={styles.panel} aria-label="Rincian donasi">
          <dl className={styles.facts}>
            <div className={styles.fact}><dt>Kode Donasi</dt><dd data-testid="code">{tx.codeDonate}</dd></div>
            <div className={styles.fact}><dt>Tanggal Donasi</dt><dd>{formatDateTime(tx.tgl_donasi)}</dd></div>
            {tone === 'paid' && tx.tgl_bayar ? <div className={styles.fact}><dt>Tanggal Bayar</dt><dd>{formatDateTime(tx.tgl_bayar)}</dd></div> : null}
            {tone !== 'paid' ? <div className={styles.fact}><dt>Batas Pembayaran</dt><dd>{formatDateTime(tx.tgl_expired)}</dd></div> : null}
            <div className={styles.fact}><dt>Program</dt><dd data-testid="program">{tx.program.header}</dd></div>
            <div className={styles.fact}><dt>Donatur</dt><dd>{tx.donatur}</dd></div>
            {tx.anonim ? <div className={styles.fact}><dt>Tampil di daftar donatur</dt><dd data-testid="shown-as">{HIDDEN_DONOR_NAME}</dd></div> : null}
            <div className={styles.fact}><dt>Nomor Whatsapp</dt><dd>+62 {tx.nomor_hp}</dd></div>
            {tx.qurban ? <div className={styles.fact}><dt>Pembayaran</dt><dd data-testid="qurban-share">{paidForLabel({ qurban: tx.qurban.kind })}</dd></div> : null}
            {tx.zakat ? <div className={styles.fact}><dt>Jenis Zakat</dt><dd data-testid="zakat-kind">{paidForLabel(tx.zakat)}</dd></div> : null}
            {tx.zakat?.nik ? <div className={styles.fact}><dt>NIK</dt><dd>{maskIdentityNumber(tx.zakat.nik)}</dd></div> : null}
            {tx.zakat?.npwp ? <div className={styles.fact}><dt>NPWP</dt><dd>{maskIdentityNumber(tx.zakat.npwp)}</dd></div> : null}
            {tx.zakat ? <div className={styles.fact}><dt>Amil</dt><dd>{tx.zakat.amilName}</dd></div> : null}
          </dl>
          <hr className={styles.divider} />
          <div className={styles.bankHead}>
            <MethodLogo image={tx.image} />
            <div className={styles.programText}>
              <span className={styles.programLabel}>Metode Pembayaran</span>
              <strong data-testid="method">{tx.channel_name}</strong>
            </div>
          </div>
          <dl className={styles.facts}>
            <div className={styles.fact}><dt>Nominal Donasi</dt><dd>{formatRupiah(tx.nominal)}</dd></div>
            {tx.unique_digits > 0 ? <div className={styles.fact}><dt>Kode Unik</dt><dd>{tx.unique_digits}</dd></div> : null}
          </dl>
          <hr className={styles.divider} />
          <div className={styles.totalRow}><span>Total Pembayaran</span><TotalAmount tx={tx} /></div>
          {tx.doa ? <p className={styles.prayer}>“{tx.doa}”</p> : null}
        </section>
        {tone === 'paid' ? <ReceiptDownload tx={tx} /> : null}
      </div>
      <div className={`${styles.actionBar} ${styles.actionStack}`}>
        {tone === 'pending' ? (
          <>
            <Link className="btn btn--block" to="/donation/$codeDonate/checkout" params={{ codeDonate: tx.codeDonate }} data-testid="to-checkout">Lihat Cara Pembayaran</Link>
            <a className="btn btn--outline btn--block" href={confirmationLink(tx)} target="_blank" rel="noopener noreferrer" data-testid="confirm-payment">
              <WhatsAppIcon size={20} />Konfirmasi Pembayaran
            </a>
          </>
        ) : (
          <>
            <DonateAgain program={tx.program} />
            {tone === 'paid' ? paidExtra?.(tx) : null}
          </>
        )}
      </div>
    </>
  );
}

/**
 * 'Donasi Lagi': the donate page of the same program (campaign or kencleng). A qurban payment has
 * none: its program takes money only from a booking, whose own page offers the next deposit.
 */
export function DonateAgain({ program, outline = false }: { program: Transaction['program']; outline?: boolean }) {
  const className = `btn btn--block ${outline ? 'btn--outline' : ''}`;
  if (program.type === QURBAN_PROGRAM_TYPE) return null;
  return program.type === 'kencleng-masjid' ? (
    <Link className={className} to="/kencleng-masjid/$slug/donate" params={{ slug: program.slug }} data-testid="donate-again">Donasi Lagi</Link>
  ) : (
    <Link className={className} to="/campaign/$slug/donate" params={{ slug: program.slug }} data-testid="donate-again">Donasi Lagi</Link>
  );
}
