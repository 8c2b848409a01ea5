import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { ApiError } from '../../api/client';
import { getMyDonations, getTransaction } from '../../api/transaction';
import type { MyDonation } from '../../contract/donation';
import { formatRupiah } from '../../lib/rupiah';
import { EmptyState } from '../../ui/empty-state';
import { PageLayout } from '../../ui/page-layout';
import { Skeleton } from '../../ui/skeleton';
import { groupByDay, mergeHistory, type HistoryRow } from './donation-history';
import { formatDateTime } from './donation-status';
import { StatusChip } from './donation-detail';
import { GUEST_OWNER } from '../../db/database';
import { readCachedProfile } from '../../sync/profile-cache';
import { listLocalDonations, updateLocalStatus } from './local-donations';
import styles from './donation.module.css';

type State = { status: 'loading' } | { status: 'ready'; rows: HistoryRow[]; note?: string };

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

/** /donation: 'Riwayat Donasi'. */
export function DonationList() {
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    void (async () => {
      // What the device knows shows at once; the network then fills in the account and statuses.
      const owner = await shownOwner();
      const first = await listLocalDonations(owner);
      if (first.length > 0 && !controller.signal.aborted) setState({ status: 'ready', rows: mergeHistory([], first) });
      let account: MyDonation[] = [];
      let note: string | undefined;
      try {
        account = await getMyDonations(controller.signal);
      } catch (error) {
        if (controller.signal.aborted) return;
        // 401 is a guest: only the device's donations. Anything else: say the list may be incomplete.
        if (!(error instanceof ApiError && error.status === 401)) note = 'Riwayat dari akunmu belum bisa dimuat. Yang tampil adalah donasi dari perangkat ini.';
      }
      await refreshDeviceStatuses(owner, controller.signal);
      if (controller.signal.aborted) return;
      setState({ status: 'ready', rows: mergeHistory(account, await listLocalDonations(owner)), note });
    })();
    return () => controller.abort();
  }, []);

  return (
    <PageLayout title="Riwayat Donasi">
      <div className={styles.page}>
        <div className={styles.body}>
          {state.status === 'loading' ? (
            <div aria-busy="true" className={styles.list}>{[0, 1, 2, 3].map((i) => <Skeleton key={i} height={92} radius={16} />)}</div>
          ) : state.rows.length === 0 ? (
            <EmptyState title="Belum ada donasi" text="Donasi yang kamu lakukan akan tampil di sini."
              action={<Link to="/infaq" className="btn">Infaq Sekarang</Link>} />
          ) : (
            <>
              {state.note ? <p className="alert alert--info" role="status">{state.note}</p> : null}
              {groupByDay(state.rows, new Date()).map((group) => (
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
            </>
          )}
        </div>
      </div>
    </PageLayout>
  );
}
