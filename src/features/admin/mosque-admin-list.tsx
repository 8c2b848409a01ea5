import { Link } from '@tanstack/react-router';
import { listAdminMosques } from '../../api/admin-mosque';
import { EmptyState } from '../../ui/empty-state';
import { MosqueIcon } from '../../ui/icons';
import { ChevronRightIcon, PlusIcon } from '../../ui/more-icons';
import { PageLayout } from '../../ui/page-layout';
import { Skeleton } from '../../ui/skeleton';
import { useRemote } from '../../ui/use-remote';
import { AdminFailureBody } from './admin-gate';
import { useAdminScope } from './admin-scope';
import styles from './admin.module.css';

/** /admin/masjid: the mosques this person keeps (an admin: all, with 'Tambah Masjid'). */
export function MosqueAdminList() {
  const scope = useAdminScope();
  const remote = useRemote('admin-mosques', (signal) => listAdminMosques({ signal }));
  return (
    <PageLayout title="Masjid">
      <div className={styles.page}>
        {scope.role === 'admin' ? <Link to="/admin/masjid/baru" className="btn btn--block"><PlusIcon size={18} /> Tambah Masjid</Link> : null}
        {remote.status === 'loading' ? [0, 1, 2].map((i) => <Skeleton key={i} height={64} radius={16} />) : null}
        {remote.status === 'error' ? <AdminFailureBody error={remote.error} onRetry={remote.retry} /> : null}
        {remote.status === 'ready' && remote.data.length === 0 ? <EmptyState title="Belum ada masjid" text="Masjid yang kamu kelola akan tampil di sini." /> : null}
        {remote.status === 'ready' && remote.data.length > 0 ? (
          <ul className={styles.menu} data-testid="admin-mosques">
            {remote.data.map((m) => (
              <li key={m.id}>
                <Link to="/admin/masjid/$id" params={{ id: String(m.id) }} className={styles.menuItem}>
                  <span className={styles.menuIcon}><MosqueIcon size={22} /></span>
                  <span className={styles.menuText}>
                    <span className={styles.menuLabel}>{m.nama}</span>
                    <span className={styles.menuSub}>{m.kota ?? m.alamat}{m.kencleng_slug ? ' · kencleng aktif' : ''}</span>
                  </span>
                  <ChevronRightIcon size={18} className={styles.chevron} />
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </PageLayout>
  );
}
