import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { ApiError } from '../../api/client';
import { getFundraiser, registerFundraiser } from '../../api/fundraiser';
import { fundraiserMessages, type Fundraiser } from '../../contract/fundraiser';
import { clearRedirectAfterLogin, readRedirectAfterLogin } from '../../db/return-paths';
import { failureMessage } from '../../ui/form-error';
import { ChartIcon } from '../../ui/icons';
import { HeartIcon, ShareIcon, WalletIcon } from '../../ui/more-icons';
import { PageLayout } from '../../ui/page-layout';
import { Skeleton } from '../../ui/skeleton';
import { useToast } from '../../ui/toast';
import { pathAfterFundraiserRegister } from './return-path';
import styles from './fundraiser-register.module.css';

/** /profile/fundraiser/register: what a fundraiser does, the agreement, and 'Daftar Jadi Fundraiser'. */
export function FundraiserRegister() {
  const navigate = useNavigate();
  const router = useRouter();
  const toast = useToast();
  const [existing, setExisting] = useState<Fundraiser | null | undefined>(undefined);
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    getFundraiser()
      .then((answer) => setExisting(answer.data.data))
      .catch((error: unknown) => {
        // A guest logs in first; the saved return path still leads back here afterwards.
        if (error instanceof ApiError && error.status === 401) void navigate({ to: '/auth', search: { state: 'fundraiser' }, replace: true });
        else setExisting(null);
      });
  }, [navigate]);

  const goBack = async () => {
    const saved = await readRedirectAfterLogin();
    await clearRedirectAfterLogin();
    router.history.push(pathAfterFundraiserRegister(saved));
  };

  const onRegister = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await registerFundraiser();
      toast(fundraiserMessages.registered, { tone: 'success' });
      await goBack();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) void navigate({ to: '/auth', search: { state: 'fundraiser' } });
      setFailure(failureMessage(error));
      setBusy(false);
    }
  };

  return (
    <PageLayout title="Jadi Fundraiser">
      <div className={styles.hero}>
        <span className={styles.mark}><ShareIcon size={32} /></span>
        <h2 className={styles.title}>Ajak lebih banyak orang berbuat baik</h2>
        <p className={styles.lead}>Sebagai fundraiser, kamu membagikan program infaq kepada keluarga dan teman, dan setiap donasi lewat tautanmu ikut tercatat sebagai kebaikanmu.</p>
      </div>
      <div className="page-body">
        <ul className={styles.points}>
          <Point icon={<ShareIcon size={20} />} title="Bagikan tautan program">Setiap program punya tautan khusus berisi kode referal kamu. Bagikan lewat WhatsApp atau media sosial.</Point>
          <Point icon={<WalletIcon size={20} />} title="Kamu tidak memegang uang donatur">Donasi dibayar langsung oleh donatur ke rekening program. Kamu tidak menerima, menyimpan, atau menyalurkan uang siapa pun.</Point>
          <Point icon={<ChartIcon size={20} />} title="Donasi lewat tautanmu dihitung">Donasi yang sudah lunas dari tautanmu tercatat atas kode referalmu, jadi kamu bisa melihat dampak ajakanmu.</Point>
          <Point icon={<HeartIcon size={20} />} title="Gratis dan tanpa target">Tidak ada biaya dan tidak ada target. Ajak sebanyak yang kamu mau, dengan cara yang jujur dan santun.</Point>
        </ul>
        {existing === undefined ? <Skeleton height={120} /> : existing ? (
          <div className="card" style={{ padding: 'var(--space-4)', display: 'grid', gap: 'var(--space-3)' }}>
            <p><strong>Kamu sudah terdaftar sebagai fundraiser.</strong></p>
            <p className="muted" style={{ fontSize: 'var(--fs-s)' }}>Kode referal kamu: <strong style={{ color: 'var(--c-ink)', letterSpacing: 1 }}>{existing.kode_ref}</strong></p>
            <button type="button" className="btn btn--block" onClick={() => void goBack()}>Kembali ke program</button>
          </div>
        ) : (
          <div style={{ display: 'grid', gap: 'var(--space-4)' }}>
            {failure ? <div className="alert alert--danger" role="alert">{failure}</div> : null}
            <label className={styles.agree}>
              <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
              <span>Saya mengerti bahwa saya hanya membagikan tautan program, tidak menerima uang donatur, dan akan mengajak dengan jujur tanpa menjanjikan apa pun atas nama pengelola program.</span>
            </label>
            <button type="button" className="btn btn--block" disabled={!agreed || busy} onClick={() => void onRegister()}>
              {busy ? 'Mendaftarkan…' : 'Daftar Jadi Fundraiser'}
            </button>
          </div>
        )}
      </div>
    </PageLayout>
  );
}

function Point({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className={styles.point}>
      <span className={styles['point-icon']}>{icon}</span>
      <span style={{ display: 'grid', gap: 2 }}>
        <strong>{title}</strong>
        <span className="muted" style={{ fontSize: 'var(--fs-s)' }}>{children}</span>
      </span>
    </li>
  );
}
