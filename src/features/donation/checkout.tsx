import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { campaignLimitCall, getCampaignLimit } from '../../api/campaign';
import type { CampaignCard } from '../../contract/campaign';
import type { Transaction } from '../../contract/donation';
import { formatRupiah } from '../../lib/rupiah';
import { EmptyState } from '../../ui/empty-state';
import { CopyIcon, RefreshIcon } from '../../ui/more-icons';
import { LoadFailed } from '../../ui/load-failed';
import { PageLayout } from '../../ui/page-layout';
import { Skeleton } from '../../ui/skeleton';
import { useToast } from '../../ui/toast';
import { usePublicRead } from '../../ui/use-remote';
import { formatDateTime, formatRemaining, statusTone } from './donation-status';
import { StatusChip, StatusHero, TotalAmount } from './donation-detail';
import { MethodLogo } from './method-picker';
import { QrisCode } from './qris-code';
import { currentDevice } from './device';
import { useNow, useTransaction } from './use-transaction';
import styles from './donation.module.css';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** A value with a 'Salin' button; the toast 'Berhasil disalin' lasts 3 s. */
function CopyRow({ label, value, copy = value, testId, children }: { label: string; value: string; copy?: string; testId?: string; children?: React.ReactNode }) {
  const toast = useToast();
  const onCopy = async () => {
    if (await copyText(copy)) toast('Berhasil disalin', { tone: 'success', ms: 3000 });
    else toast('Gagal menyalin. Salin manual, ya.', { tone: 'danger' });
  };
  return (
    <div className={styles.copyRow}>
      <div>
        <span>{label}</span>
        {children ?? <strong data-testid={testId}>{value}</strong>}
      </div>
      <button type="button" className={styles.copyButton} onClick={() => void onCopy()} aria-label={`Salin ${label}`}>
        <CopyIcon size={16} />Salin
      </button>
    </div>
  );
}

/** /donation/$codeDonate/checkout: how to pay, until it is paid. */
export function Checkout({ code }: { code: string }) {
  const tx = useTransaction(code, { poll: true });
  // Instructions only while there is something to pay; after that the page tells how it ended.
  const settled = tx.status === 'ready' && statusTone(tx.data.status) !== 'pending';
  return (
    <PageLayout title={settled ? 'Status Donasi' : 'Instruksi Pembayaran'}>
      <div className={styles.page}>
        {tx.status === 'loading' ? (
          <div className={styles.body} aria-busy="true">
            <Skeleton height={80} radius={16} />
            <Skeleton height={300} radius={16} />
            <Skeleton height={120} radius={16} />
          </div>
        ) : tx.status === 'not-found' ? (
          <EmptyState title="Donasi tidak ditemukan" text="Periksa kembali kode donasimu." action={<Link to="/donation" className="btn">Riwayat Donasi</Link>} />
        ) : tx.status === 'error' ? (
          <LoadFailed onRetry={() => void tx.refresh()} />
        ) : (
          <CheckoutBody tx={tx.data} refresh={tx.refresh} />
        )}
      </div>
    </PageLayout>
  );
}

function Countdown({ until }: { until: string }) {
  const now = useNow(1000);
  const left = Date.parse(until) - now;
  return (
    <div className={styles.countdown} role="timer" aria-live="off">
      <span>Selesaikan pembayaran dalam</span>
      <strong data-testid="countdown">{formatRemaining(left)}</strong>
      <span>Batas pembayaran {formatDateTime(until)}</span>
    </div>
  );
}

/** Above a QR code from the payment simulator: a real wallet would take real money for a demo. */
function SimulatedMark() {
  return <p className={`alert alert--danger ${styles.simulated}`} role="note" data-testid="simulated-mark">Simulasi — jangan dibayar. Kode ini hanya untuk mencoba aplikasi.</p>;
}

function MethodInstructions({ tx }: { tx: Transaction }) {
  const head = (
    <div className={styles.bankHead}>
      <MethodLogo image={tx.image} />
      <div className={styles.programText}>
        <span className={styles.programLabel}>{tx.metode_bayar === 'Manual' ? 'Transfer Bank' : tx.metode_bayar === 'VA' ? 'Virtual Account' : tx.metode_bayar}</span>
        <strong data-testid="method">{tx.channel_name}</strong>
      </div>
    </div>
  );
  if (tx.metode_bayar === 'QRIS' && tx.qris_payload) {
    return (
      <section className={styles.panel} aria-label="Pembayaran QRIS">
        {head}
        {tx.simulated ? <SimulatedMark /> : null}
        <QrisCode payload={tx.qris_payload} code={tx.codeDonate} />
        <ol className={styles.notes}>
          <li>Buka aplikasi m-banking atau e-wallet yang mendukung QRIS.</li>
          <li>Pindai kode QR di atas, pastikan nominalnya {formatRupiah(tx.total)}.</li>
          <li>Status donasi berubah otomatis setelah pembayaran berhasil.</li>
        </ol>
      </section>
    );
  }
  if (tx.metode_bayar === 'VA' && tx.norek && tx.biller_code) {
    // Mandiri's bill payment: a company code, then the bill key.
    return (
      <section className={styles.panel} aria-label="Pembayaran Virtual Account">
        {head}
        <CopyRow label="Kode Perusahaan" value={tx.biller_code} testId="biller-code" />
        <CopyRow label="Kode Bayar" value={tx.norek} testId="va-number" />
        <ol className={styles.notes}>
          <li>Di Livin' by Mandiri atau ATM Mandiri, pilih Bayar lalu Multipayment.</li>
          <li>Masukkan Kode Perusahaan {tx.biller_code}, lalu Kode Bayar di atas, dan bayar {formatRupiah(tx.total)}.</li>
          <li>Verifikasi otomatis, status donasi berubah begitu pembayaran diterima.</li>
        </ol>
      </section>
    );
  }
  if (tx.metode_bayar === 'VA' && tx.norek) {
    return (
      <section className={styles.panel} aria-label="Pembayaran Virtual Account">
        {head}
        <CopyRow label="Nomor Virtual Account" value={tx.norek} testId="va-number" />
        <ol className={styles.notes}>
          <li>Pilih menu transfer ke Virtual Account di m-banking atau ATM {tx.channel_name.replace(/ Virtual Account$/, '')}.</li>
          <li>Masukkan nomor Virtual Account di atas dan bayar {formatRupiah(tx.total)}.</li>
          <li>Verifikasi otomatis, status donasi berubah begitu pembayaran diterima.</li>
        </ol>
      </section>
    );
  }
  if (tx.metode_bayar === 'Manual' && tx.norek) {
    return (
      <section className={styles.panel} aria-label="Transfer Bank Manual">
        {head}
        <CopyRow label="Nomor Rekening" value={tx.norek} testId="account-number" />
        {tx.nama_rekening ? <CopyRow label="Atas Nama" value={tx.nama_rekening} testId="account-name" /> : null}
        <CopyRow label="Jumlah Transfer" value={formatRupiah(tx.total)} copy={String(tx.total)}>
          <TotalAmount tx={tx} />
        </CopyRow>
        <p className={styles.warn}>Transfer tepat sampai 3 digit terakhir</p>
        <ol className={styles.notes}>
          <li>3 digit terakhir adalah kode unik agar transfermu dikenali.</li>
          <li>Verifikasi 1x24 jam setelah dana kami terima.</li>
          <li>Sudah transfer? Kamu bisa konfirmasi lewat WhatsApp di halaman detail donasi.</li>
        </ol>
      </section>
    );
  }
  if (tx.metode_bayar === 'E-wallet' && (tx.deeplink_url || tx.qr_image_url || tx.qris_payload)) return <WalletInstructions tx={tx} head={head} />;
  return (
    <section className={styles.panel} aria-label={`Pembayaran ${tx.channel_name}`}>
      {head}
      <ol className={styles.notes}>
        <li>Buka aplikasi {tx.channel_name} di ponselmu.</li>
        <li>Selesaikan pembayaran sebesar {formatRupiah(tx.total)}.</li>
        <li>Status donasi berubah otomatis setelah pembayaran berhasil.</li>
      </ol>
    </section>
  );
}

/**
 * An e-wallet: on a phone the wallet app opens by its link; on a computer or tablet the donor
 * scans a QR with the phone. The QR is the gateway's own image (GoPay's generate-qr-code) or the
 * QRIS payload (ShopeePay charged as QRIS), never the app link drawn as a QR: a gojek:// link is
 * no payment any scanner understands.
 */
function WalletInstructions({ tx, head }: { tx: Transaction; head: React.ReactNode }) {
  const [device] = useState(currentDevice);
  const scannable = Boolean(tx.qr_image_url || tx.qris_payload);
  if ((device === 'phone' && tx.deeplink_url) || !scannable) {
    return (
      <section className={styles.panel} aria-label={`Pembayaran ${tx.channel_name}`}>
        {head}
        {tx.deeplink_url ? <a className="btn btn--block" href={tx.deeplink_url} data-testid="wallet-link">Bayar dengan {tx.channel_name}</a> : null}
        {device === 'computer' ? <p className={styles.walletHint}>Buka halaman ini di ponsel yang terpasang aplikasi {tx.channel_name}, lalu ketuk tombol di atas.</p> : null}
        <ol className={styles.notes}>
          <li>Ketuk tombol di atas, aplikasi {tx.channel_name} akan terbuka.</li>
          <li>Periksa nominalnya {formatRupiah(tx.total)}, lalu konfirmasi pembayaran.</li>
          <li>Status donasi berubah otomatis setelah pembayaran berhasil.</li>
        </ol>
      </section>
    );
  }
  return (
    <section className={styles.panel} aria-label={`Pembayaran ${tx.channel_name}`}>
      {head}
      <p className={styles.walletHint}>Pindai kode QR ini dengan aplikasi {tx.channel_name} di ponselmu, atau aplikasi lain yang mendukung QRIS.</p>
      {tx.qr_image_url ? (
        <div className={styles.qrBox}>
          <img className={styles.qr} src={tx.qr_image_url} alt={`Kode QR ${tx.channel_name}`} width={260} height={260} data-testid="wallet-qr" referrerPolicy="no-referrer" />
        </div>
      ) : (
        <>
          {tx.simulated ? <SimulatedMark /> : null}
          <QrisCode payload={tx.qris_payload!} code={tx.codeDonate} label={`Kode QR ${tx.channel_name}`} testId="wallet-qr" />
        </>
      )}
      <ol className={styles.notes}>
        <li>Buka aplikasi {tx.channel_name} di ponselmu dan pilih Bayar atau Scan.</li>
        <li>Pindai kode QR di atas, pastikan nominalnya {formatRupiah(tx.total)}.</li>
        <li>Status donasi berubah otomatis setelah pembayaran berhasil.</li>
      </ol>
    </section>
  );
}

function CheckoutBody({ tx, refresh }: { tx: Transaction; refresh: () => Promise<void> }) {
  const tone = statusTone(tx.status);
  const [checking, setChecking] = useState(false);
  const check = async () => {
    setChecking(true);
    await refresh();
    setChecking(false);
  };
  return (
    <>
      <div className={styles.body}>
        {tone === 'pending' ? <Countdown until={tx.tgl_expired} /> : <StatusHero tx={tx} />}
        <section className={styles.panel} aria-label="Total pembayaran">
          <div className={styles.totalRow}>
            <span>Total Pembayaran</span>
            <TotalAmount tx={tx} />
          </div>
          <div className={styles.rowBottom}><span>Status</span><StatusChip label={tx.status} /></div>
        </section>
        {tone === 'pending' ? <MethodInstructions tx={tx} /> : null}
        <section className={styles.panel} aria-label="Data donasi">
          <dl className={styles.facts}>
            <div className={styles.fact}><dt>Kode Donasi</dt><dd>{tx.codeDonate}</dd></div>
            {tx.gateway_transaction_id ? <div className={styles.fact}><dt>ID Transaksi</dt><dd data-testid="gateway-id">{tx.gateway_transaction_id}</dd></div> : null}
            <div className={styles.fact}><dt>Program</dt><dd>{tx.program.header}</dd></div>
            <div className={styles.fact}><dt>Donatur</dt><dd>{tx.donatur}</dd></div>
            <div className={styles.fact}><dt>Nomor Whatsapp</dt><dd data-testid="masked-phone">+62 {tx.nomor_hp}</dd></div>
            <div className={styles.fact}><dt>Nominal Donasi</dt><dd>{formatRupiah(tx.nominal)}</dd></div>
          </dl>
          <Link to="/donation/$codeDonate" params={{ codeDonate: tx.codeDonate }} activeOptions={{ exact: true }} className="btn btn--ghost btn--small">Lihat Detail Donasi</Link>
        </section>
        <Recommended except={tx.program.slug} />
      </div>
      <div className={styles.actionBar}>
        {tone === 'pending' ? (
          <button type="button" className="btn btn--block" onClick={() => void check()} disabled={checking}>
            <RefreshIcon size={18} />{checking ? 'Memeriksa…' : 'Cek Status Pembayaran'}
          </button>
        ) : (
          <Link to="/donation/$codeDonate" params={{ codeDonate: tx.codeDonate }} activeOptions={{ exact: true }} className="btn btn--block">Lihat Detail Donasi</Link>
        )}
      </div>
    </>
  );
}

function RecommendedLink({ item }: { item: CampaignCard }) {
  const body = (
    <>
      {item.flyer ? <img className={styles.programFlyer} src={item.flyer} alt="" width={64} height={64} loading="lazy" /> : <span className={styles.programFlyer} />}
      <span className={styles.programText}>
        <span className={styles.programTitle}>{item.header}</span>
        <span className={styles.programLabel}>Terkumpul {formatRupiah(item.total_donasi)}</span>
      </span>
    </>
  );
  return item.type === 'kencleng-masjid' ? (
    <Link className={styles.recommend} to="/kencleng-masjid/$slug" params={{ slug: item.slug }} data-testid="recommended">{body}</Link>
  ) : (
    <Link className={styles.recommend} to="/campaign/$slug" params={{ slug: item.slug }} data-testid="recommended">{body}</Link>
  );
}

/** 'Program Lainnya': up to five other programs (get_campaign_limit), each to its page; never the one just given to. */
function Recommended({ except }: { except: string }) {
  // The same read as the home carousel: one answer, one figure for each program.
  const list = usePublicRead(campaignLimitCall(5), (signal) => getCampaignLimit(5, { signal }));
  return (
    <section className={styles.panel} aria-labelledby="recommended-title">
      <h2 id="recommended-title" className={styles.panelTitle}>Program Lainnya</h2>
      {list.status === 'loading' ? (
        [0, 1, 2].map((i) => <Skeleton key={i} height={80} radius={12} />)
      ) : list.status === 'error' ? (
        <div role="alert" className={styles.rowBottom}>
          <span>Program belum bisa dimuat.</span>
          <button type="button" className="btn btn--outline btn--small" onClick={list.retry}>Coba lagi</button>
        </div>
      ) : (
        <ul className={styles.list}>
          {list.data.filter((item) => item.slug !== except).slice(0, 5).map((item) => <li key={item.id}><RecommendedLink item={item} /></li>)}
        </ul>
      )}
    </section>
  );
}
