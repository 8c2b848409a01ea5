import { ShareIcon } from '../../ui/more-icons';
import { useToast } from '../../ui/toast';
import { AppLink } from './app-link';
import { programPath, type ProgramRef } from '../../contract/program-ref';
import { shareLink } from './share';
import styles from './campaign.module.css';

/** The sticky bar of every program page: share, and 'Infaq Sekarang' to the donate page. */
export function DonateBar({ program, title, share = true }: { program: ProgramRef; title: string; share?: boolean }) {
  const toast = useToast();
  const onShare = async () => {
    const url = `${window.location.origin}${programPath(program)}`;
    const result = await shareLink({ title, url });
    if (result === 'copied') toast('Tautan program disalin', { tone: 'success' });
    if (result === 'failed') toast('Tautan belum bisa dibagikan. Salin dari bilah alamat, ya.', { tone: 'danger' });
  };
  return (
    <div className={styles.donateBar}>
      {share ? (
        <button type="button" className={styles.shareButton} aria-label="Bagikan" onClick={() => void onShare()}>
          <ShareIcon size={22} />
        </button>
      ) : null}
      {share ? (
        // Regular giving, beside the one-off gift; the set-up page asks a guest to log in.
        <AppLink href={`/profile/infaq-rutin/baru?jenis=${program.kind}&slug=${encodeURIComponent(program.slug)}`} className={`btn btn--outline ${styles.routineButton}`} testId="make-routine">
          Jadikan Infaq Rutin
        </AppLink>
      ) : null}
      <AppLink href={programPath(program, 'donate')} className="btn btn--block" testId="donate-now">Infaq Sekarang</AppLink>
    </div>
  );
}
