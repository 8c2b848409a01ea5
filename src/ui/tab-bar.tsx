import { Link, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BookIcon, HomeIcon, MessageIcon, NewsIcon, UserIcon } from './icons';
import styles from './tab-bar.module.css';
import { PesanIcon } from './pesan-tab-icon';

type Tab = { label: string; to: '/' | '/news' | '/profile' | '/pesan' | '/tilawahku'; icon: ReactNode; section?: boolean };

const tabs: Tab[] = [
  { label: 'Beranda', to: '/', icon: <HomeIcon /> },
  { label: 'Berita', to: '/news', icon: <NewsIcon /> },
  { label: 'Tilawahku', to: '/tilawahku', icon: <BookIcon />, section: true }, // active on all its routes
  { label: 'Pesan', to: '/pesan', icon: <PesanIcon icon={<MessageIcon />} /> },
  { label: 'Profil', to: '/profile', icon: <UserIcon /> },
];

/** The bottom tab bar; a tab is highlighted on its route (and, for a section, on the routes below it). */
export function TabBar() {
  const pathname = useLocation({ select: (l) => l.pathname });
  return (
    <>
      <div className={styles.spacer} />
      <nav className={styles.bar} aria-label="Navigasi utama">
        {tabs.map((tab) => {
          const active = pathname === tab.to || (tab.section === true && pathname.startsWith(`${tab.to}/`));
          return (
            // '/news', '/tilawahku', '/pesan' and '/profile' are other features' routes.
            <Link key={tab.label} to={tab.to} className={`${styles.tab} ${active ? styles.active : ''}`}
              aria-current={active ? 'page' : undefined}>
              {tab.icon}
              {tab.label}
            </Link>
          );
        })}
      </nav>
    </>
  );
}
