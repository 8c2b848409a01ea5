import { Link } from '@tanstack/react-router';
import { listAdminPrograms } from '../../api/admin';
import type { AdminProgram } from '../../contract/admin';
import { formatRupiah, formatThousands } from '../../lib/rupiah';
import { EmptyState } from '../../ui/empty-state';
import { PlusIcon } from '../../ui/more-icons';
import { PageLayout } from '../../ui/page-layout';
import { SearchField } from '../../ui/search-field';
import { Skeleton } from '../../ui/skeleton';
import { LoadMore } from '../../ui/load-more';
import { useCursorList } from '../../ui/use-cursor-list';
import { AdminFailureBody } from './admin-gate';
import { formatDay } from './admin-format';
import styles from './admin.module.css';

/** /admin/program: every program, newest first, with how far each got. */
export function ProgramList({ search, onSearch }: { search: string; onSearch: (text: string) => void }) {
  const remote = useCursorList(`admin-programs:${search}`, (cursor, signal) => listAdminPrograms({ search, cursor }, { signal }), (p) => p.id);
  return (
    <PageLayout title="Program">
      <div className={styles.page}>
        <div className={styles.tools}>
          <Link to="/admin/program/baru" className="btn btn--block"><PlusIcon size={20} /> Program Baru</Link>
          <SearchField value={search} placeholder="Cari program" onCommit={onSearch} />
        </div>
        {remote.status === 'loading' ? (
          <div className={styles.list} aria-busy="true" aria-label="Memuat program">{[0, 1, 2, 3].map((i) => <Skeleton key={i} height={110} radius={16} />)}</div>
        ) : remote.status === 'error' ? (
          <AdminFailureBody error={remote.error} onRetry={remote.retry} />
        ) : remote.items.length === 0 ? (
          <EmptyState title={search ? 'Program tidak ditemukan' : 'Belum ada program'} text={search ? `Tidak ada program dengan kata "${search}".` : 'Buat program pertama dengan tombol Program Baru.'} />
        ) : (
          <>
            <ul className={styles.list} aria-label="Daftar program">
              {remote.items.map((p) => <ProgramRow key={p.id} program={p} />)}
            </ul>
            <LoadMore auto={false} hasMore={remote.hasMore} loading={remote.loadingMore} failed={remote.moreFailed} onMore={remote.loadMore}
              skeleton={<Skeleton height={110} radius={16} />} />
          </>
        )}
      </div>
    </PageLayout>
  );
}

export function ProgramStatus({ open }: { open: boolean }) {
  return <span className={styles.status} data-tone={open ? 'open' : 'closed'} data-testid="program-status">{open ? 'Aktif' : 'Selesai'}</span>;
}

function ProgramRow({ program: p }: { program: AdminProgram }) {
  const percent = p.target > 0 ? Math.min(100, Math.round((p.total_donasi / p.target) * 100)) : 0;
  return (
    <li>
      <Link to="/admin/program/$slug" params={{ slug: p.slug }} className={styles.program} data-testid="admin-program">
        {p.flyer ? <img className={styles.flyerThumb} src={p.flyer} alt="" width={84} height={84} loading="lazy" /> : <span className={styles.flyerThumb} aria-hidden="true" />}
        <span className={styles.programBody}>
          <span className={styles.programTitle}>{p.header}</span>
          <span className={styles.programLine}>
            <ProgramStatus open={p.open} />
            <span>{p.masjid ?? 'Infaq'}</span>
            <span>{p.all_time === 'Y' ? 'Tanpa batas waktu' : p.batas_tanggal ? `s.d. ${formatDay(p.batas_tanggal)}` : ''}</span>
          </span>
          <span className={styles.money}>
            <strong>{formatRupiah(p.total_donasi)}</strong> {p.target > 0 ? `dari ${formatRupiah(p.target)}` : 'terkumpul · tanpa target'}
          </span>
          {p.target > 0 ? <span className={styles.bar} aria-hidden="true"><span className={styles.barFill} style={{ width: `${percent}%`, display: 'block' }} /></span> : null}
          <span className={styles.programLine}>{formatThousands(p.totalDonor)} donatur · dicairkan {formatRupiah(p.total_disbursed)}</span>
        </span>
      </Link>
    </li>
  );
}
