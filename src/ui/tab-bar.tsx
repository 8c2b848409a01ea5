import { Link, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BookIcon, HomeIcon, MessageIcon, NewsIcon, UserIcon } from './icons';
import styles from './tab-bar.module.css';
import { PesanIcon } from './pesan-tab-icon';

type Tab = { label: string; to?: '/' | '/news' | '/profile' | '/pesan'; icon: ReactNode };

const tabs: Tab[] = [
  { label: 'Beranda', to: '/', icon: <HomeIcon /> },
  { label: 'Laporan', to: '/news', icon: <NewsIcon /> },
  { label: 'Tilawahku', icon: <BookIcon /> },
  { label: 'Pesan', to: '/pesan', icon: <PesanIcon icon={<MessageIcon />} /> },
  { label: 'Profil', to: '/profile', icon: <UserIcon /> },
];

/** The bottom tab bar; a tab is highlighted when the path equals its route. */
export function TabBar() {
  const pathname = useLocation({ select: (l) => l.pathname });
  return (
    <>
      <div className={styles.spacer} />
      <nav className={styles.bar} aria-label="Navigasi utama">
        {tabs.map((tab) =>
          tab.to ? (
            // '/news' and '/profile' are other features' routes.
            <Link key={tab.label} to={tab.to as '/'} className={`${styles.tab} ${pathname === tab.to ? styles.active : ''}`}
              aria-current={pathname === tab.to ? 'page' : undefined}>
              {tab.icon}
              {tab.label}
            </Link>
          ) : (
            <span key={tab.label} className={`${styles.tab} ${styles.disabled}`} aria-disabled="true" title="Segera hadir">
              {tab.icon}
              {tab.label}
            </span>
          ),
        )}
      </nav>
    </>
  );
}
