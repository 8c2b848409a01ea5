import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { Campaign } from '../../contract/campaign';
import { DataAge } from '../../ui/data-age';
import { EmptyState } from '../../ui/empty-state';
import { LoadFailed } from '../../ui/load-failed';
import { Skeleton } from '../../ui/skeleton';
import { isNotFound, useProgram } from './use-program';

/** Loads the program and shows its loading, missing or failed state; `children` gets it when ready. */
export function WithProgram({ slug, children, skeleton }: { slug: string; children: (program: Campaign) => ReactNode; skeleton?: ReactNode }) {
  const remote = useProgram(slug);
  if (remote.status === 'loading') return <>{skeleton ?? <PageSkeleton />}</>;
  if (remote.status === 'error') {
    if (isNotFound(remote.error)) {
      return <EmptyState title="Program tidak ditemukan" text="Mungkin programnya sudah dipindah. Lihat program lain yang bisa kamu bantu, ya." action={<Link to="/infaq" className="btn">Lihat Program Infaq</Link>} />;
    }
    return <LoadFailed onRetry={remote.retry} />;
  }
  return <><DataAge freshness={remote.freshness} />{children(remote.data)}</>;
}

export function PageSkeleton() {
  return (
    <div aria-busy="true" aria-label="Memuat program" style={{ display: 'grid', gap: 'var(--space-3)', padding: 'var(--space-4)' }}>
      <Skeleton height={0} radius={12} style={{ aspectRatio: '16 / 9', height: 'auto' }} />
      <Skeleton width="80%" height={22} />
      <Skeleton width="50%" height={28} />
      <Skeleton height={8} />
      <Skeleton height={14} />
      <Skeleton height={14} />
      <Skeleton width="70%" height={14} />
    </div>
  );
}
