import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { getAdminSummary } from '../../api/admin';
import type { AdminSummary } from '../../contract/admin';
import { formatRupiah, formatThousands } from '../../lib/rupiah';
import { CoinsIcon, ClockIcon, MosqueIcon, NewsIcon } from '../../ui/icons';
import { BankIcon, CalendarIcon, ChevronRightIcon, HistoryIcon, TargetIcon, WalletIcon } from '../../ui/more-icons';
import { useAdminScope } from './admin-scope';
import { PageLayout } from '../../ui/page-layout';
import { Skeleton } from '../../ui/skeleton';
import { useRemote } from '../../ui/use-remote';
import { AdminFailureBody } from './admin-gate';
import styles from './admin.module.css';

/** /admin: what waits for the staff today, and the ways into the panel. */
export function AdminHome() {
  const scope = useAdminScope();
  return scope.role === 'admin' ? <NetworkAdminHome /> : <StaffHome />;
}

/** Mosque staff: the way into each of their mosques' own pages, and their programs. */
function StaffHome() {
  const scope = useAdminScope();
  return (
    <PageLayout title="Panel Pengurus">
      <div className={styles.page}>
        <h2 className={styles.sectionTitle}>Masjid yang kamu kelola</h2>
        <ul className={styles.menu}>
          {scope.mosques.map((m) => (
            <li key={m.id}>
              <Link to="/admin/masjid/$id" params={{ id: String(m.id) }} className={styles.menuItem}>
                <span className={styles.menuIcon}><MosqueIcon size={22} /></span>
                <span className={styles.menuText}>
                  <span className={styles.menuLabel}>{m.nama}</span>
                  <span className={styles.menuSub}>Pengumuman, kegiatan dan keuangan masjid</span>
                </span>
                <ChevronRightIcon size={18} className={styles.chevron} />
              </Link>
            </li>
          ))}
        </ul>
        <ul className={styles.menu}>
          <MenuLink to="/admin/program" icon={<TargetIcon size={22} />} label="Kencleng" sub="Kabar terbaru dan pencairan dana kencleng masjidmu" />
        </ul>
      </div>
    </PageLayout>
  );
}

function NetworkAdminHome() {
  const remote = useRemote('admin-summary', (signal) => getAdminSummary({ signal }));
  return (
    <PageLayout title="Panel Pengurus">
      <div className={styles.page}>
        {remote.status === 'loading' ? (
          <div className={styles.cards} aria-busy="true" aria-label="Memuat ringkasan">
            <Skeleton height={88} radius={16} style={{ gridColumn: '1 / -1' }} />
            {[0, 1, 2, 3].map((i) => <Skeleton key={i} height={104} radius={16} />)}
          </div>
        ) : remote.status === 'error' ? (
          <AdminFailureBody error={remote.error} onRetry={remote.retry} />
        ) : (
          <SummaryCards summary={remote.data} />
        )}
        <h2 className={styles.sectionTitle}>Kelola</h2>
        <ul className={styles.menu}>
          <MenuLink to="/admin/donasi" icon={<WalletIcon size={22} />} label="Konfirmasi Donasi" sub="Tandai lunas transfer yang sudah masuk rekening" />
          <MenuLink to="/admin/program" icon={<TargetIcon size={22} />} label="Program" sub="Buat dan ubah program, kabar terbaru, pencairan dana" />
          <MenuLink to="/admin/berita/baru" icon={<NewsIcon size={22} />} label="Tulis Berita" sub="Terbitkan berita atau tulisan blog" />
          <MenuLink to="/admin/pengumuman" icon={<MosqueIcon size={22} />} label="Kirim Pengumuman" sub="Pesan untuk semua pengguna, masuk ke tab Pesan" />
          <MenuLink to="/admin/masjid" icon={<MosqueIcon size={22} />} label="Masjid" sub="Data masjid, pengurus, kegiatan dan keuangan" />
          <MenuLink to="/admin/riwayat" icon={<HistoryIcon size={22} />} label="Riwayat Perubahan" sub="Siapa mengubah apa, kapan, dari mana" />
          <MenuLink to="/admin/pembayaran" icon={<BankIcon size={22} />} label="Metode Pembayaran" sub="Aktifkan metode, minimal donasi, rekening transfer" />
          <MenuLink to="/admin/kalender" icon={<CalendarIcon size={22} />} label="Kalender Hijriah" sub="Catat hasil sidang isbat Kemenag" />
          <MenuLink to="/admin/zakat" icon={<CoinsIcon size={22} />} label="Angka Zakat" sub="Harga emas, tarif zakat fitrah per daerah, fidyah" />
        </ul>
      </div>
    </PageLayout>
  );
}

function SummaryCards({ summary: s }: { summary: AdminSummary }) {
  return (
    <div className={styles.cards} data-testid="admin-summary">
      <Link to="/admin/donasi" className={`${styles.card} ${styles.cardWide}`} data-testid="summary-pending">
        <span className={styles.cardIcon}><ClockIcon size={24} /></span>
        <span className={styles.cardMain}>
          <span className={styles.cardLabel}>Menunggu pembayaran</span>
          <span className={styles.cardValue}>{formatThousands(s.pending_count)}</span>
          <span className={styles.cardSub}>{formatThousands(s.pending_manual_count)} di antaranya transfer manual</span>
        </span>
        <ChevronRightIcon size={18} className={styles.chevron} />
      </Link>
      <Card label="Terkumpul hari ini" value={formatRupiah(s.paid_today.amount)} sub={`${formatThousands(s.paid_today.count)} donasi lunas`} testId="summary-today" money />
      <Card label="Terkumpul bulan ini" value={formatRupiah(s.paid_this_month.amount)} sub={`${formatThousands(s.paid_this_month.count)} donasi lunas`} testId="summary-month" money />
      <Card label="Program aktif" value={`${formatThousands(s.open_programs)} dari ${formatThousands(s.programs)}`} sub="masih menerima donasi" testId="summary-programs" wide />
    </div>
  );
}

function Card({ label, value, sub, testId, wide, money }: { label: string; value: string; sub: string; testId: string; wide?: boolean; money?: boolean }) {
  return (
    <div className={styles.card} data-testid={testId} style={wide ? { gridColumn: '1 / -1', minHeight: 0 } : undefined}>
      <span className={styles.cardLabel}>{label}</span>
      <span className={`${styles.cardValue} ${money ? styles.cardMoney : ''}`}>{value}</span>
      <span className={styles.cardSub}>{sub}</span>
    </div>
  );
}

function MenuLink({ to, icon, label, sub }: { to: '/admin/donasi' | '/admin/program' | '/admin/berita/baru' | '/admin/pengumuman' | '/admin/masjid' | '/admin/riwayat' | '/admin/pembayaran' | '/admin/kalender' | '/admin/zakat'; icon: ReactNode; label: string; sub: string }) {
  return (
    <li>
      <Link to={to} className={styles.menuItem}>
        <span className={styles.menuIcon}>{icon}</span>
        <span className={styles.menuText}>
          <span className={styles.menuLabel}>{label}</span>
          <span className={styles.menuSub}>{sub}</span>
        </span>
        <ChevronRightIcon size={18} className={styles.chevron} />
      </Link>
    </li>
  );
}
