import type { ReactNode } from 'react';
import { useEffect } from 'react';
import type { Campaign } from '../../contract/campaign';
import { formatRupiah, formatThousands } from '../../lib/rupiah';
import { formatLongDate } from '../../lib/relative-time';
import { UserIcon } from '../../ui/icons';
import { BackIcon, ShareIcon } from '../../ui/more-icons';
import { useScrolledPast } from '../../ui/use-scrolled-past';
import { useToast } from '../../ui/toast';
import { useBack } from '../../ui/use-back';
import { AppLink } from './app-link';
import { DonateBar } from './donate-bar';
import { DoaCarousel } from './doa-carousel';
import { WithProgram, PageSkeleton } from './program-state';
import { programPath, type ProgramRef } from '../../contract/program-ref';
import { ProgressBar } from './progress-bar';
import { hasTarget, progressPercent, timeRemaining, timeRemainingText } from './progress';
import { SafeHtml } from './safe-html';
import { shareLink } from './share';
import styles from './campaign.module.css';

/**
 * A campaign's or kencleng program's page. `referral` is the ?ref= of a fundraiser's link: kept
 * for this program so the donation made later carries it.
 */
export function ProgramPage({ program, referral, shareCard }: { program: ProgramRef; referral?: string; shareCard?: (data: Campaign) => ReactNode }) {
  useEffect(() => {
    // Loaded with it: the database library is not needed to paint and run a shared program.
    if (referral) void import('../../db/referral').then(({ saveReferral }) => saveReferral(program.slug, referral));
  }, [program.slug, referral]);
  return (
    <div className={styles.page}>
      <WithProgram slug={program.slug} ageInside skeleton={<><TopBar title="" program={program} /><div style={{ paddingTop: 'var(--topbar-h)' }}><PageSkeleton /></div></>}>
        {(data, age) => <ProgramView program={program} data={data} age={age} shareCard={shareCard?.(data)} />}
      </WithProgram>
    </div>
  );
}

/** Transparent over the flyer; white with a shadow and the title once scrolled 150 px. */
function TopBar({ title, program }: { title: string; program: ProgramRef }) {
  const scrolled = useScrolledPast(150);
  const toast = useToast();
  const back = useBack(program.kind === 'campaign' ? '/infaq' : '/kencleng-masjid');
  const share = async () => {
    const result = await shareLink({ title, url: `${window.location.origin}${programPath(program)}` });
    if (result === 'copied') toast('Tautan program disalin', { tone: 'success' });
  };
  return (
    <header className={`${styles.topBar} ${scrolled ? styles.topBarScrolled : ''}`} data-scrolled={scrolled}>
      <button type="button" className={styles.topButton} onClick={back} aria-label="Kembali"><BackIcon /></button>
      <span className={styles.topTitle} aria-hidden={!scrolled}>{title}</span>
      <button type="button" className={styles.topButton} onClick={() => void share()} aria-label="Bagikan program"><ShareIcon size={20} /></button>
    </header>
  );
}

function ProgramView({ program, data, age, shareCard }: { program: ProgramRef; data: Campaign; age: ReactNode; shareCard?: ReactNode }) {
  const now = new Date();
  const percent = progressPercent(data.total_donasi, data.target);
  return (
    <>
      <TopBar title={data.header} program={program} />
      {/* decoding="sync": painted in the same frame as the page around it (the LCP), not a frame later. */}
      {data.flyer ? <img className={styles.hero} src={data.flyer} alt="" width={800} height={450} fetchPriority="high" decoding="sync" /> : <div className={styles.hero} />}
      <section className={styles.summary} aria-label="Ringkasan program">
        {age}
        <h1 className={styles.title}>{data.header}</h1>
        <div>
          <p className={styles.collected} data-testid="collected">{formatRupiah(data.total_donasi)}</p>
        </div>
        <div className={styles.amountRow}>
          <span data-testid="target">Terkumpul dari <strong>{hasTarget(data.target) ? formatRupiah(data.target) : 'tanpa target'}</strong></span>
          <span className={styles.remaining}>Sisa waktu<strong data-testid="remaining">{timeRemainingText(timeRemaining(data, now))}</strong></span>
        </div>
        {hasTarget(data.target) ? <ProgressBar percent={percent} label="Dana terkumpul" /> : null}
        <nav className={styles.links} aria-label="Laporan program">
          <AppLink href={programPath(program, 'donors')} className={styles.linkCell} testId="link-donors">
            <strong>{formatThousands(data.totalDonor)} Donasi</strong>Riwayat Infaq
          </AppLink>
          <AppLink href={programPath(program, 'report')} className={styles.linkCell} testId="link-report">
            <strong>{formatThousands(data.totalUpdates)} Kabar</strong>Kabar Terbaru
          </AppLink>
          <AppLink href={programPath(program, 'pencairan-dana')} className={styles.linkCell} testId="link-disbursements">
            <strong>{formatThousands(data.totalDisbursements)} Kali</strong>Pencairan Dana
          </AppLink>
        </nav>
      </section>

      <section className={styles.block} aria-labelledby="desc-title">
        <div className={styles.blockHead}>
          <h2 id="desc-title" className={styles.blockTitle}>Deskripsi</h2>
          <span className={styles.small}>Dibuat {formatLongDate(data.created_date)}</span>
        </div>
        <SafeHtml html={data.deskripsi} className={styles.clamped} />
        <AppLink href={programPath(program, 'detail')} className={styles.more}>Selengkapnya</AppLink>
      </section>

      <section className={styles.block} aria-label="Ajakan fundraiser">
        <div className={styles.invite}>
          <span className={styles.inviteIcon}><UserIcon /></span>
          <p>
            <strong>Ajak lebih banyak orang berbuat baik</strong>
            Jadilah fundraiser: bagikan tautan program ini, dan setiap infaq lewat tautanmu tercatat atas namamu.
          </p>
        </div>
        <AppLink href={programPath(program, 'fundraiser')} className="btn btn--outline btn--block">Bagikan Program</AppLink>
        {shareCard}
      </section>

      <DoaCarousel programId={data.programId} />
      <DonateBar program={program} title={data.header} share />
    </>
  );
}
