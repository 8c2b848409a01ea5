import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { BeadsIcon, BoxIcon, ChartIcon, CoinsIcon, GridIcon, MosqueIcon, QuranIcon } from '../../ui/icons';
import styles from './shortcut-grid.module.css';

type Shortcut = { label: string; icon: ReactNode } & ({ to: string } | { href: string });

export const shortcuts: Shortcut[] = [
  { label: 'Infaq', to: '/infaq', icon: <CoinsIcon /> },
  { label: 'Keuangan Masjid', to: '/keuangan-masjid', icon: <ChartIcon /> },
  { label: 'Kencleng Masjid', to: '/kencleng-masjid', icon: <BoxIcon /> },
  { label: 'Masjid', to: '/masjid', icon: <MosqueIcon /> },
  { label: 'Quran Murottal', to: '/quran/murottal', icon: <QuranIcon /> },
  { label: 'Dzikir', to: '/dzikir', icon: <BeadsIcon /> },
  { label: 'Lainnya', to: '/semua-layanan', icon: <GridIcon /> },
];

/** The home page's 4-column shortcut grid. */
export function ShortcutGrid() {
  return (
    <nav className={styles.grid} aria-label="Layanan">
      {shortcuts.map((s) => {
        const inner = (
          <>
            <span className={styles.icon}>{s.icon}</span>
            <span className={styles.label}>{s.label}</span>
          </>
        );
        return 'href' in s ? (
          <a key={s.label} href={s.href} target="_blank" rel="noopener noreferrer" className={styles.item}>{inner}</a>
        ) : (
          // Shortcut targets are other features' routes; the cast keeps this list data-driven.
          <Link key={s.label} to={s.to as '/'} className={styles.item}>{inner}</Link>
        );
      })}
    </nav>
  );
}
