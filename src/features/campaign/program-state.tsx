import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { Campaign } from '../../contract/campaign';
import { DataAge } from '../../ui/data-age';
import { EmptyState } from '../../ui/empty-state';
import { LoadFailed } from '../../ui/load-failed';
import { Skeleton } from '../../ui/skeleton';
import { isNotFound, useProgram } from './use-program';

type Props = {
  slug: string;
  /** `age`: the program's age line when it came from the device, for a page that places it itself (see `ageInside`). */
  children: (program: Campaign, age: ReactNode) => ReactNode;
  skeleton?: ReactNode;
  /** The page shows the age line where it fits (under a full-bleed image); otherwise it goes above the content. */
  ageInside?: boolean;
};

/** Loads the program and shows its loading, missing or failed state; `children` gets it when ready. */
export function WithProgram({ slug, children, skeleton, ageInside = false }: Props) {
  const remote = useProgram(slug);
  if (remote.status === 'loading') return <>{skeleton ?? <PageSkeleton />}</>;
  if (remote.status === 'error') {
    if (isNotFound(remote.error)) {
      return <EmptyState title="Program tidak ditemukan" text="Mungkin programnya sudah dipindah. Lihat program lain yang bisa kamu bantu, ya." action={<Link to="/infaq" className="btn">Lihat Program Infaq</Link>} />;
    }
    return <LoadFailed onRetry={remote.retry} />;
  }
  if (ageInside) return <>{children(remote.data, <DataAge freshness={remote.freshness} flush />)}</>;
  return <><DataAge freshness={remote.freshness} />{children(remote.data, null)}</>;
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
