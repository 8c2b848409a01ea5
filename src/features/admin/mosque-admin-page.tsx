import { Link } from '@tanstack/react-router';
import { listAdminMosques } from '../../api/admin-mosque';
import { EmptyState } from '../../ui/empty-state';
import { PageLayout } from '../../ui/page-layout';
import { Skeleton } from '../../ui/skeleton';
import { useRemote } from '../../ui/use-remote';
import { AdminFailureBody } from './admin-gate';
import { useAdminScope } from './admin-scope';
import { ActivitiesAdmin } from './activities-admin';
import { FinanceAdmin } from './finance-admin';
import { KenclengAdmin } from './kencleng-admin';
import { StaffAdmin } from './staff-admin';
import { MosqueTimesAdmin } from './mosque-times-admin';
import { FridaysAdmin } from './fridays-admin';
import { MosqueAnnouncementAdmin } from './mosque-announcement-admin';
import { MosqueWallAdmin } from './mosque-wall-admin';
import { MosqueQurbanAdmin } from './mosque-qurban-admin';
import { MosqueRosterAdmin } from './mosque-roster-admin';
import styles from './admin.module.css';
import own from './mosque-admin.module.css';
import { addressLine } from './address-line';

/** /admin/masjid/$id: one mosque's own page for its staff: Kegiatan, Keuangan and (admins) Pengurus. */
export function MosqueAdminPage({ id }: { id: number }) {
  const scope = useAdminScope();
  const remote = useRemote(`admin-mosque:${id}`, (signal) => listAdminMosques({ signal }).then((list) => list.find((m) => m.id === id) ?? null));
  return (
    <PageLayout title="Kelola Masjid">
      <div className={styles.page}>
        {remote.status === 'loading' ? <><Skeleton height={72} radius={16} /><Skeleton height={240} radius={16} /></> : null}
        {remote.status === 'error' ? <AdminFailureBody error={remote.error} onRetry={remote.retry} /> : null}
        {remote.status === 'ready' && !remote.data ? (
          <EmptyState title="Masjid tidak ditemukan" text="Masjid ini tidak ada, atau bukan masjid yang kamu kelola." action={<Link to="/admin/masjid" className="btn">Kembali</Link>} />
        ) : null}
        {remote.status === 'ready' && remote.data ? (
          <>
            <div className={`${styles.panel} ${own.head}`}>
              <h2>{remote.data.nama}</h2>
              <p className={styles.panelNote}>{addressLine(remote.data.alamat, remote.data.kota)}</p>
              <div className={own.links}>
                <Link to="/masjid/$slug" params={{ slug: remote.data.slug }} className="btn btn--outline btn--small">Lihat Halaman</Link>
                <Link to="/keuangan-masjid/$slug" params={{ slug: remote.data.slug }} search={{ periode: 'minggu' }} className="btn btn--outline btn--small">Laporan Keuangan</Link>
                <Link to="/khataman" search={{ untuk: id }} className="btn btn--outline btn--small">Buka Khataman</Link>
                <Link to="/admin/masjid/$id/zakat-fitrah" params={{ id: String(id) }} className="btn btn--outline btn--small">Meja Zakat Fitrah</Link>
                <Link to="/admin/masjid/$id/mustahik" params={{ id: String(id) }} className="btn btn--outline btn--small">Mustahik & Penyaluran</Link>
                {scope.role === 'admin' ? <Link to="/admin/masjid/$id/ubah" params={{ id: String(id) }} className="btn btn--outline btn--small">Ubah Data</Link> : null}
              </div>
            </div>
            <MosqueTimesAdmin masjidId={id} />
            <FridaysAdmin masjidId={id} />
            <MosqueAnnouncementAdmin masjidId={id} nama={remote.data.nama} />
            <MosqueWallAdmin masjidId={id} slug={remote.data.slug} />
            <MosqueQurbanAdmin masjidId={id} />
            <MosqueRosterAdmin masjidId={id} />
            <ActivitiesAdmin masjidId={id} />
            <FinanceAdmin masjidId={id} />
            <KenclengAdmin mosque={remote.data} />
            {scope.role === 'admin' ? <StaffAdmin masjidId={id} /> : null}
          </>
        ) : null}
      </div>
    </PageLayout>
  );
}
