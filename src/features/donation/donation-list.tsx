import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { ApiError } from '../../api/client';
import { getMyDonations, getTransaction } from '../../api/transaction';
import { formatRupiah } from '../../lib/rupiah';
import { EmptyState } from '../../ui/empty-state';
import { PageLayout } from '../../ui/page-layout';
import { Skeleton } from '../../ui/skeleton';
import { LoadMore } from '../../ui/load-more';
import { useCursorList } from '../../ui/use-cursor-list';
import { groupByDay, mergeHistory } from './donation-history';
import { formatDateTime } from './donation-status';
import { StatusChip } from './donation-detail';
import { GUEST_OWNER } from '../../db/database';
import { readCachedProfile } from '../../db/cached-profile';
import { listLocalDonations, updateLocalStatus } from './local-donations';
import styles from './donation.module.css';

/** A guest's account history: none, and the server is not asked for it (it would answer 401). */
const loadAccountPage = async (cursor: string | null, signal: AbortSignal) =>
  (await readCachedProfile()) ? getMyDonations(cursor, signal) : { items: [], nextCursor: null };

/** Whose donations this device may show: the logged-in account's (and the guest ones), never another's. */
const shownOwner = async () => (await readCachedProfile())?.whatsapp ?? GUEST_OWNER;

/** Refreshes the status of the device's donations that may still change (unpaid or unknown). */
async function refreshDeviceStatuses(owner: string, signal: AbortSignal): Promise<void> {
  const device = await listLocalDonations(owner);
  await Promise.all(device.filter((d) => d.status !== 'Lunas').map(async (d) => {
    try {
      const tx = await getTransaction(d.code, signal);
      await updateLocalStatus(d.code, tx.status);
    } catch {
      // Offline or gone: keep the last status seen.
    }
  }));
}

type DeviceRows = Awaited<ReturnType<typeof listLocalDonations>>;

/** The donations kept on this device: shown at once, then again with their statuses refreshed. */
function useDeviceDonations(): DeviceRows | null {
  const [rows, setRows] = useState<DeviceRows | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void (async () => {
      const owner = await shownOwner();
      const first = await listLocalDonations(owner);
      if (controller.signal.aborted) return;
      setRows(first);
      await refreshDeviceStatuses(owner, controller.signal);
      if (!controller.signal.aborted) setRows(await listLocalDonations(owner));
    })();
    return () => controller.abort();
  }, []);
  return rows;
}

/** /donation: 'Riwayat Donasi'. */
export function DonationList() {
  // What the device knows shows at once; the account's pages fill in as they come and as the list scrolls.
  const device = useDeviceDonations();
  const account = useCursorList('my-donations', loadAccountPage, (d) => d.codeDonate);
  const rows = mergeHistory(account.status === 'ready' ? account.items : [], device ?? []);
  // 401 is a session that ended: only the device's donations. Anything else: say the list may be incomplete.
  const note = account.status === 'error' && !(account.error instanceof ApiError && account.error.status === 401)
    ? 'Riwayat dari akunmu belum bisa dimuat. Yang tampil adalah donasi dari perangkat ini.'
    : undefined;
  const loading = device === null || (rows.length === 0 && account.status === 'loading');

  return (
    <PageLayout title="Riwayat Donasi">
      <div className={styles.page}>
        <div className={styles.body}>
          {loading ? (
            <div aria-busy="true" className={styles.list}>{[0, 1, 2, 3].map((i) => <Skeleton key={i} height={92} radius={16} />)}</div>
          ) : rows.length === 0 ? (
            <EmptyState title="Belum ada donasi" text="Donasi yang kamu lakukan akan tampil di sini."
              action={<Link to="/infaq" className="btn">Infaq Sekarang</Link>} />
          ) : (
            <>
              {note ? <p className="alert alert--info" role="status">{note}</p> : null}
              {groupByDay(rows, new Date()).map((group) => (
                <section key={group.day} aria-label={group.day} className={styles.list}>
                  <h2 className={styles.dayTitle}>{group.day}</h2>
                  <ul className={styles.list}>
                    {group.rows.map((row) => (
                      <li key={row.code}>
                        <Link className={styles.row} to="/donation/$codeDonate" params={{ codeDonate: row.code }} data-testid="donation-row">
                          <div className={styles.rowTop}>
                            <span className={styles.rowTitle}>{row.programTitle}</span>
                            <StatusChip label={row.status} />
                          </div>
                          <div className={styles.rowBottom}>
                            <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
                            <strong>{formatRupiah(row.amount)}</strong>
                          </div>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
              {account.status === 'ready' ? (
                <LoadMore hasMore={account.hasMore} loading={account.loadingMore} failed={account.moreFailed} onMore={account.loadMore}
                  skeleton={<div aria-busy="true" aria-label="Memuat donasi" data-testid="donation-skeleton" className={styles.list}>{[0, 1].map((i) => <Skeleton key={i} height={92} radius={16} />)}</div>} />
              ) : null}
            </>
          )}
        </div>
      </div>
    </PageLayout>
  );
}
