import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { BookIcon, MosqueIcon, PhoneIcon } from '../../ui/icons';
import { ChevronRightIcon, InfoIcon, SettingsIcon } from '../../ui/more-icons';
import styles from './auth-screen.module.css';

type GuestLink = { to: '/profile/pengaturan' | '/tentang-kami' | '/bantuan' | '/syarat-ketentuan' | '/kebijakan-privasi'; label: string; hint?: string; icon: ReactNode };

// Pengaturan and the reminders need no account: a guest reaches them from the Profil tab too.
const LINKS: GuestLink[] = [
  { to: '/profile/pengaturan', label: 'Pengaturan', hint: 'Pengingat sholat, metode jadwal, tanggal Hijriah', icon: <SettingsIcon size={20} /> },
  { to: '/tentang-kami', label: 'Tentang Kami', icon: <MosqueIcon size={20} /> },
  { to: '/bantuan', label: 'Bantuan', icon: <PhoneIcon size={20} /> },
  { to: '/syarat-ketentuan', label: 'Syarat & Ketentuan', icon: <BookIcon size={20} /> },
  { to: '/kebijakan-privasi', label: 'Kebijakan Privasi', icon: <InfoIcon size={20} /> },
];

/** Below the login form on the Profil tab: what a guest can open without an account. */
export function GuestLinks() {
  return (
    <section className={styles.more} aria-labelledby="tanpa-akun">
      <h2 id="tanpa-akun" className={styles.moreTitle}>Tanpa akun</h2>
      <ul className={styles.menu}>
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.item}>
              <span className={styles.itemIcon}>{link.icon}</span>
              <span className={styles.itemLabel}>
                {link.label}
                {link.hint ? <small className={styles.itemHint}>{link.hint}</small> : null}
              </span>
              <ChevronRightIcon size={18} className={styles.itemChevron} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
