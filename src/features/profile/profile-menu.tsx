import type { ReactNode } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { UNSENT_CHANGES_WARNING } from '../../sync/sign-out';
import { useSignOut } from '../../sync/use-sign-out';
import { ConfirmSheet } from '../../ui/confirm-sheet';
import { MosqueIcon, UserIcon } from '../../ui/icons';
import { CalendarIcon, ChevronRightIcon, HandsIcon, HistoryIcon, LogoutIcon, SettingsIcon } from '../../ui/more-icons';
import { Skeleton } from '../../ui/skeleton';
import { TabBar } from '../../ui/tab-bar';
import { Avatar, joinedSince } from './avatar';
import { OfflineProfile } from './offline-profile';
import styles from './profile.module.css';
import { useProfile } from './use-profile';

/** /profile: who is logged in, 'Aktivitas Saya', and Keluar; `followed` is the route's list of followed mosques. */
export function ProfileMenu({ followed }: { followed?: ReactNode }) {
  const profile = useProfile();
  const navigate = useNavigate();
  // Offline too: the device forgets at once, the server hears it once the network is back.
  const leave = useSignOut(() => navigate({ to: '/auth', replace: true }));

  return (
    <>
      <header className={styles.hero}>
        {profile.status === 'ready' ? (
          <>
            <Avatar src={profile.user.avatar} name={profile.user.nama} />
            <div>
              <h1 className={styles['hero-name']}>{profile.user.nama}</h1>
              <p className={styles['hero-sub']}>{joinedSince(profile.user.created_date)}</p>
            </div>
          </>
        ) : (
          <>
            <Skeleton width={72} height={72} radius={999} />
            <div style={{ flex: 1, display: 'grid', gap: 8 }}><Skeleton width="60%" height={20} /><Skeleton width="45%" height={14} /></div>
          </>
        )}
      </header>
      {profile.status === 'offline' ? <OfflineProfile /> : (
        <section className="section" aria-labelledby="aktifitas">
          <h2 id="aktifitas" className="section-title">Aktivitas Saya</h2>
          {leave.failure ? <div className="alert alert--danger" role="alert" style={{ marginBottom: 'var(--space-3)' }}>{leave.failure}</div> : null}
          <ul className={styles.menu}>
            {/* /donation belongs to the donation feature. */}
            <MenuLink to="/donation" icon={<HistoryIcon size={20} />} label="Riwayat Donasi" />
            <MenuLink to="/profile/personal" icon={<UserIcon size={20} />} label="Profil Saya" />
            <MenuLink to="/profile/doa" icon={<HandsIcon size={20} />} label="Kumpulan Doa" />
            <MenuLink to="/profile/infaq-rutin" icon={<CalendarIcon size={20} />} label="Infaq Rutin" />
            <MenuLink to="/profile/pengaturan" icon={<SettingsIcon size={20} />} label="Pengaturan" />
            {/* The admin pages check the role again on the server; this only hides the way in. */}
            {profile.status === 'ready' && (profile.user.role === 'admin' || profile.user.staff === true) ? (
              <MenuLink to="/admin" icon={<MosqueIcon size={20} />} label="Panel Pengurus" />
            ) : null}
            <li className={styles.danger}>
              <button type="button" className={`${styles.item} ${styles.danger}`} onClick={leave.start} disabled={leave.busy}>
                <span className={styles['item-icon']}><LogoutIcon size={20} /></span>
                <span className={styles['item-label']}>{leave.busy ? 'Keluar…' : 'Keluar'}</span>
              </button>
            </li>
          </ul>
        </section>
      )}
      {profile.status === 'ready' ? followed : null}
      <ConfirmSheet open={leave.asking} title="Keluar dari akun?" text={UNSENT_CHANGES_WARNING}
        confirmLabel="Ya, Keluar" busyLabel="Keluar…" busy={leave.step === 'leaving'} danger onConfirm={leave.confirm} onCancel={leave.cancel} />
      <TabBar />
    </>
  );
}

function MenuLink({ to, icon, label }: { to: string; icon: ReactNode; label: string }) {
  return (
    <li>
      <Link to={to as '/'} className={styles.item}>
        <span className={styles['item-icon']}>{icon}</span>
        <span className={styles['item-label']}>{label}</span>
        <ChevronRightIcon size={18} className={styles['item-chevron']} />
      </Link>
    </li>
  );
}
