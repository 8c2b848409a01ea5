import { useState } from 'react';
import { useStepUp } from './step-up';
import { confirmDonation, listAdminDonations } from '../../api/admin';
import { ApiError } from '../../api/client';
import type { AdminDonation, AdminDonationFilter } from '../../contract/admin';
import { BottomSheet } from '../../ui/bottom-sheet';
import { EmptyState } from '../../ui/empty-state';
import { failureMessage } from '../../ui/form-error';
import { PageLayout } from '../../ui/page-layout';
import { SearchField } from '../../ui/search-field';
import { Skeleton } from '../../ui/skeleton';
import { useToast } from '../../ui/toast';
import { LoadMore } from '../../ui/load-more';
import { useCursorList } from '../../ui/use-cursor-list';
import { AdminFailureBody } from './admin-gate';
import { formatMoment, isConfirmable, splitTotal, STATE_LABELS } from './admin-format';
import { submitAttempt, useAttempts } from './attempt';
import { DONATION_FILTER_CHIPS, replaceDonation } from './donation-filters';
import styles from './admin.module.css';

const EMPTY_TEXT: Record<AdminDonationFilter, string> = {
  pending: 'Tidak ada donasi yang menunggu pembayaran.',
  paid: 'Belum ada donasi yang lunas.',
  expired: 'Tidak ada donasi yang kedaluwarsa.',
  semua: 'Belum ada donasi.',
};

/** /admin/donasi: find a transfer seen on the bank statement by its total, and mark it paid. */
export function DonationConfirm({ filter, search, onChange }: {
  filter: AdminDonationFilter;
  search: string;
  onChange: (next: { filter: AdminDonationFilter; search: string }) => void;
}) {
  const remote = useCursorList(`admin-donations:${filter}:${search}`, (cursor, signal) => listAdminDonations({ status: filter, search, cursor }, { signal }), (d) => d.codeDonate);
  // Confirmed here since the list loaded: shown over the loaded rows until the next load.
  const [confirmed, setConfirmed] = useState<AdminDonation[]>([]);
  const [asking, setAsking] = useState<AdminDonation | null>(null);
  const rows = remote.status === 'ready' ? confirmed.reduce(replaceDonation, remote.items) : [];

  return (
    <PageLayout title="Konfirmasi Donasi">
      <div className={styles.page}>
        <div className={styles.tools}>
          <div className={styles.chips} role="group" aria-label="Status donasi">
            {DONATION_FILTER_CHIPS.map((chip) => (
              <button key={chip.value} type="button" className={styles.chip} aria-pressed={filter === chip.value}
                onClick={() => onChange({ filter: chip.value, search })}>{chip.label}</button>
            ))}
          </div>
          <SearchField value={search} placeholder="Cari kode atau nama donatur" onCommit={(text) => onChange({ filter, search: text })} />
        </div>
        {remote.status === 'loading' ? (
          <div className={styles.list} aria-busy="true" aria-label="Memuat donasi">{[0, 1, 2].map((i) => <Skeleton key={i} height={164} radius={16} />)}</div>
        ) : remote.status === 'error' ? (
          <AdminFailureBody error={remote.error} onRetry={remote.retry} />
        ) : rows.length === 0 ? (
          <EmptyState title={search ? 'Donasi tidak ditemukan' : 'Tidak ada donasi'} text={search ? `Tidak ada donasi dengan kode atau nama "${search}".` : EMPTY_TEXT[filter]} />
        ) : (
          <>
            <p className={styles.count}>{remote.status === 'ready' && remote.hasMore ? `Menampilkan ${rows.length} donasi terbaru` : `${rows.length} donasi`}</p>
            <ul className={styles.list} aria-label="Daftar donasi">
              {rows.map((d) => <DonationRow key={d.codeDonate} donation={d} onConfirm={() => setAsking(d)} />)}
            </ul>
            {remote.status === 'ready' ? (
              <LoadMore auto={false} hasMore={remote.hasMore} loading={remote.loadingMore} failed={remote.moreFailed} onMore={remote.loadMore}
                skeleton={<Skeleton height={164} radius={16} />} />
            ) : null}
          </>
        )}
      </div>
      <ConfirmSheet
        donation={asking}
        onClose={() => setAsking(null)}
        onConfirmed={(updated) => {
          setConfirmed((list) => [...list.filter((d) => d.codeDonate !== updated.codeDonate), updated]);
          setAsking(null);
        }}
        onAlreadyDone={() => {
          setAsking(null);
          remote.retry();
        }}
      />
    </PageLayout>
  );
}

export function TotalAmount({ total, uniqueDigits }: { total: number; uniqueDigits: number }) {
  const { head, tail } = splitTotal(total, uniqueDigits);
  return <strong className={styles.total} data-testid="donation-total">{head}{tail ? <mark className={styles.unique}>{tail}</mark> : null}</strong>;
}

function DonationRow({ donation: d, onConfirm }: { donation: AdminDonation; onConfirm: () => void }) {
  return (
    <li className={styles.donation} data-testid="admin-donation" data-code={d.codeDonate}>
      <div className={styles.donationTop}>
        <div>
          <span className={styles.totalLabel}>Total transfer</span>
          <TotalAmount total={d.total} uniqueDigits={d.unique_digits} />
        </div>
        <span className={styles.status} data-tone={d.state} data-testid="donation-state">{STATE_LABELS[d.state]}</span>
      </div>
      <div className={styles.meta}>
        <span className={styles.metaLine}><strong>{d.donatur}</strong><span>+62 {d.nomor_hp}</span></span>
        <span>{d.channel_name}</span>
        <span>{d.program.header}</span>
      </div>
      <div className={styles.donationFoot}>
        <span className={styles.meta}>
          <time dateTime={d.tgl_donasi}>{formatMoment(d.tgl_donasi)}</time>
          <span className={styles.code}>{d.codeDonate}</span>
        </span>
        {isConfirmable(d) ? (
          <button type="button" className="btn btn--small" onClick={onConfirm}>Tandai Lunas</button>
        ) : d.tgl_bayar ? (
          <span className={styles.count}>Lunas {formatMoment(d.tgl_bayar)}</span>
        ) : null}
      </div>
    </li>
  );
}

/** Asks before marking paid: the staff compares the total with the bank statement once more. */
function ConfirmSheet({ donation, onClose, onConfirmed, onAlreadyDone }: {
  donation: AdminDonation | null;
  onClose: () => void;
  onConfirmed: (updated: AdminDonation) => void;
  onAlreadyDone: () => void;
}) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const withStepUp = useStepUp();
  // One attempt per donation asked about: a retry after a lost answer (or a reload) sends the same key.
  const attemptFor = useAttempts();

  const confirm = async (d: AdminDonation) => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await submitAttempt(attemptFor(`confirm:${d.codeDonate}`), (key) => withStepUp(() => confirmDonation(d.codeDonate, key)));
      toast(answer.message, { tone: 'success' });
      onConfirmed(answer.data);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        toast(error.message, { tone: 'danger', ms: 4000 });
        onAlreadyDone();
      } else {
        setFailure(failureMessage(error));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <BottomSheet open={donation !== null} title="Tandai Lunas?" onClose={() => { setFailure(null); onClose(); }}>
      {donation ? (
        <div className={styles.sheetBody}>
          <p className={styles.panelNote}>Pastikan transfer sebesar ini sudah masuk ke rekening masjid. Donasi yang ditandai lunas tidak dapat dibatalkan.</p>
          <div className={styles.sheetTotal}>
            <span className={styles.totalLabel}>Total transfer</span>
            <TotalAmount total={donation.total} uniqueDigits={donation.unique_digits} />
          </div>
          <dl className={styles.facts}>
            <div className={styles.fact}><dt>Donatur</dt><dd>{donation.donatur}</dd></div>
            <div className={styles.fact}><dt>Metode</dt><dd>{donation.channel_name}</dd></div>
            <div className={styles.fact}><dt>Program</dt><dd>{donation.program.header}</dd></div>
            <div className={styles.fact}><dt>Kode donasi</dt><dd className={styles.code}>{donation.codeDonate}</dd></div>
          </dl>
          {failure ? <div className="alert alert--danger" role="alert">{failure}</div> : null}
          <div className={styles.actions}>
            <button type="button" className="btn btn--block" disabled={busy} onClick={() => void confirm(donation)}>
              {busy ? 'Menyimpan…' : 'Ya, Tandai Lunas'}
            </button>
            <button type="button" className="btn btn--ghost btn--block" disabled={busy} onClick={onClose}>Batal</button>
          </div>
        </div>
      ) : null}
    </BottomSheet>
  );
}
