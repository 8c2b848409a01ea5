import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import { ApiError } from '../../api/client';
import { getFundraiser } from '../../api/fundraiser';
import { fundraiserLink, type Fundraiser } from '../../contract/fundraiser';
import { saveRedirectAfterLogin } from '../../db/return-paths';
import { readCachedProfile } from '../../db/cached-profile';
import { formatRupiah, formatThousands } from '../../lib/rupiah';
import { CheckIcon, CopyIcon, ShareIcon } from '../../ui/more-icons';
import { LoadFailed } from '../../ui/load-failed';
import { Skeleton } from '../../ui/skeleton';
import { useRemote } from '../../ui/use-remote';
import { useToast } from '../../ui/toast';
import { WithProgram } from './program-state';
import { ProgramSummaryCard } from './program-summary-card';
import { programPath, type ProgramRef } from '../../contract/program-ref';
import { copyText, shareLink } from './share';
import styles from './campaign.module.css';

/** Spec section 9: the copy confirmation lasts 2 seconds. */
export const COPIED_MS = 2000;

/**
 * The fundraiser's shareable link of this program (spec section 4 'Fundraiser flow'): a guest is
 * sent to log in, a user without a fundraiser record to the registration, both coming back here.
 */
export function FundraiserShare({ program }: { program: ProgramRef }) {
  const router = useRouter();
  const remote = useRemote('fundraiser', async (signal) => {
    // A device that holds no account is a guest without asking (no 401 in a guest's console).
    if (!(await readCachedProfile())) return 'guest' as const;
    try {
      const answer = await getFundraiser();
      if (signal.aborted) return null;
      return answer.data.data;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return 'guest' as const;
      throw error;
    }
  });
  const leaving = remote.status === 'ready' && (remote.data === 'guest' || remote.data === null);
  useEffect(() => {
    if (remote.status !== 'ready' || !leaving) return;
    const target = remote.data === 'guest' ? '/auth?state=fundraiser' : '/profile/fundraiser/register';
    void saveRedirectAfterLogin(window.location.pathname).then(() => router.history.replace(target));
  }, [remote, leaving, router]);

  if (remote.status === 'loading' || leaving) return <div className={styles.subPage} aria-busy="true"><Skeleton height={120} radius={16} /><Skeleton height={56} radius={12} /></div>;
  if (remote.status === 'error') return <LoadFailed onRetry={remote.retry} />;
  const fundraiser = remote.data;
  if (fundraiser === 'guest' || fundraiser === null) return null;
  return (
    <WithProgram slug={program.slug}>
      {(data) => <ShareLink program={program} title={data.header} fundraiser={fundraiser} summary={<ProgramSummaryCard data={data} />} />}
    </WithProgram>
  );
}

function ShareLink({ program, title, fundraiser, summary }: { program: ProgramRef; title: string; fundraiser: Fundraiser; summary: ReactNode }) {
  const link = fundraiserLink(`${window.location.origin}${programPath(program)}`, fundraiser.kode_ref);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const toast = useToast();
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    if (!(await copyText(link))) {
      toast('Tautan belum bisa disalin. Tekan lama tautannya untuk menyalin, ya.', { tone: 'danger' });
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };
  const share = async () => {
    const result = await shareLink({ title, url: link });
    if (result === 'copied') toast('Tautan disalin!', { tone: 'success' });
  };
  return (
    <div className={styles.subPage}>
      {summary}
      <section className="card" style={{ padding: 'var(--space-4)', display: 'grid', gap: 'var(--space-3)' }}>
        <h2 className={styles.blockTitle}>Tautan fundraiser kamu</h2>
        <p className="muted" style={{ fontSize: 'var(--fs-s)', lineHeight: 1.5 }}>
          Bagikan tautan ini ke keluarga dan teman. Setiap infaq yang masuk lewat tautanmu tercatat sebagai hasil ajakanmu.
        </p>
        <div className={styles.linkBox}>
          <span className={styles.linkText} data-testid="fundraiser-link">{link}</span>
        </div>
        <div className={styles.actions}>
          <button type="button" className="btn btn--block" onClick={() => void copy()} aria-live="polite">
            {copied ? <><CheckIcon size={20} /> Tautan disalin!</> : <><CopyIcon size={20} /> Salin Tautan</>}
          </button>
          <button type="button" className="btn btn--outline btn--block" onClick={() => void share()}>
            <ShareIcon size={20} /> Bagikan
          </button>
        </div>
      </section>
      <section className={styles.stats} aria-label="Hasil ajakanmu">
        <div className={`card ${styles.stat}`}><span>Donasi lewat tautanmu</span><strong>{formatThousands(fundraiser.jumlah_donasi)}</strong></div>
        <div className={`card ${styles.stat}`}><span>Total terkumpul</span><strong>{formatRupiah(fundraiser.total_donasi)}</strong></div>
      </section>
    </div>
  );
}
