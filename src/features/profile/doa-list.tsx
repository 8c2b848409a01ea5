import { useEffect, type ReactNode } from 'react';
import { programKind, programPath } from '../../contract/program-ref';
import { useNavigate } from '@tanstack/react-router';
import { ApiError } from '../../api/client';
import { getMyDonations } from '../../api/transaction';
import type { MyDonation } from '../../contract/donation';
import { EmptyState } from '../../ui/empty-state';
import { HandsIcon } from '../../ui/more-icons';
import { PageLayout } from '../../ui/page-layout';
import { Skeleton } from '../../ui/skeleton';
import { LoadMore } from '../../ui/load-more';
import { useCursorList } from '../../ui/use-cursor-list';
import { failureMessage } from '../../ui/form-error';
import { readCachedProfile } from '../../db/cached-profile';
import { useCachedProfile } from '../../sync/use-outbox';
import styles from './profile.module.css';

/** The prayers a donation carried, newest first; donations without one are left out. */
export function prayersOf(donations: readonly MyDonation[]): Array<{ code: string; doa: string; program: string; programPath: string; date: string }> {
  return donations
    .filter((d) => d.doa && d.doa.trim() !== '')
    .map((d) => ({
      code: d.codeDonate, doa: d.doa!.trim(), program: d.program.header, date: d.tgl_donasi,
      programPath: programPath({ kind: programKind(d.program.type), slug: d.program.slug }),
    }));
}

const loadPage = async (cursor: string | null, signal: AbortSignal) =>
  (await readCachedProfile()) ? getMyDonations(cursor, signal) : { items: [], nextCursor: null };

const dateFormat = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Jakarta' });

/** /profile/doa: 'Kumpulan Doa', the prayers the user wrote with their donations. */
/** `shareCard`: a control that shares one prayer as a card (composed by the route). */
export function DoaList({ shareCard }: { shareCard?: (prayer: ReturnType<typeof prayersOf>[number]) => ReactNode } = {}) {
  const navigate = useNavigate();
  // A guest (no account on this device) is sent to log in without asking the server first.
  const profile = useCachedProfile();
  const list = useCursorList('my-donations', loadPage, (d) => d.codeDonate);
  const guest = profile === null || (list.status === 'error' && list.error instanceof ApiError && list.error.status === 401);
  useEffect(() => {
    if (guest) void navigate({ to: '/auth', replace: true });
  }, [guest, navigate]);

  let body;
  if (list.status === 'loading' || guest) body = [0, 1, 2].map((i) => <Skeleton key={i} height={96} radius={16} />);
  else if (list.status === 'error') body = <EmptyState title="Gagal memuat doa" text={failureMessage(list.error)} />;
  else {
    const prayers = prayersOf(list.items);
    const more = <LoadMore hasMore={list.hasMore} loading={list.loadingMore} failed={list.moreFailed} onMore={list.loadMore}
      skeleton={<Skeleton height={96} radius={16} />} />;
    body = prayers.length === 0 && !list.hasMore
      ? <EmptyState title="Belum ada doa" text="Doa yang kamu tulis saat berdonasi akan terkumpul di sini." />
      : <>
        {prayers.map((p) => (
          <article key={p.code} className={`card ${styles.doa}`}>
            <span style={{ color: 'var(--c-gold)' }}><HandsIcon size={20} /></span>
            <p className={styles['doa-text']}>{p.doa}</p>
            <p className={styles['doa-meta']}>{p.program} · {dateFormat.format(new Date(p.date))}</p>
            {shareCard?.(p)}
          </article>
        ))}
        {more}
      </>;
  }
  return (
    <PageLayout title="Kumpulan Doa">
      <div className="page-body">{body}</div>
    </PageLayout>
  );
}
