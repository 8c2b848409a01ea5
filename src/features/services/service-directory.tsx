import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { BeadsIcon, BookIcon, BoxIcon, ChartIcon, ClockIcon, CoinsIcon, GridIcon, MapPinIcon, MosqueIcon, QuranIcon } from '../../ui/icons';
import { CompassIcon, HandsIcon, HistoryIcon, SunIcon, WalletIcon } from '../../ui/more-icons';
import styles from './service-directory.module.css';

type Service = { label: string; icon: ReactNode } & ({ to: string; search?: Record<string, string> } | { href: string });
type ServiceGroup = { title: string; services: Service[] };

/** Every service of the app, grouped as a visitor thinks of them. */
export const serviceGroups: ServiceGroup[] = [
  {
    title: 'Ibadah',
    services: [
      { label: 'Jadwal Sholat', to: '/jadwal-sholat', icon: <ClockIcon /> },
      { label: 'Kiblat', to: '/kiblat', icon: <CompassIcon /> },
      { label: 'Tasbih', to: '/dzikir', icon: <BeadsIcon /> },
      { label: 'Dzikir Shalat', to: '/dzikir', search: { menu: 'shalat' }, icon: <HandsIcon /> },
      { label: "Al Ma'tsurat", to: '/dzikir', search: { menu: 'al-matsurat' }, icon: <SunIcon /> },
      { label: 'Asmaul Husna', to: '/dzikir/asmaul-husna', icon: <BookIcon /> },
      { label: 'Quran Murottal', to: '/quran/murottal', icon: <QuranIcon /> },
      { label: 'Khataman Bersama', to: '/khataman', icon: <GridIcon /> },
    ],
  },
  {
    title: 'Donasi',
    services: [
      { label: 'Infaq', to: '/infaq', icon: <CoinsIcon /> },
      { label: 'Zakat', to: '/zakat', icon: <WalletIcon /> },
      { label: 'Kencleng Masjid', to: '/kencleng-masjid', icon: <BoxIcon /> },
      { label: 'Riwayat Donasi', to: '/donation', icon: <HistoryIcon /> },
    ],
  },
  {
    title: 'Masjid',
    services: [
      { label: 'Masjid', to: '/masjid', icon: <MosqueIcon /> },
      { label: 'Peta Masjid', to: '/kencleng-masjid/map', icon: <MapPinIcon /> },
      { label: 'Keuangan Masjid', to: '/keuangan-masjid', icon: <ChartIcon /> },
    ],
  },
];

/** The "Semua Layanan" page body: one tile grid per group. */
export function ServiceDirectory() {
  return (
    <div className={styles.groups}>
      {serviceGroups.map((group) => (
        <section key={group.title} className={styles.group} aria-labelledby={`layanan-${group.title}`}>
          <h2 id={`layanan-${group.title}`} className={styles.heading}>{group.title}</h2>
          <ul className={styles.grid}>
            {group.services.map((s) => {
              const inner = (
                <>
                  <span className={styles.icon}>{s.icon}</span>
                  <span className={styles.label}>{s.label}</span>
                </>
              );
              return (
                <li key={s.label}>
                  {'href' in s ? (
                    <a href={s.href} target="_blank" rel="noopener noreferrer" className={styles.item}>{inner}</a>
                  ) : (
                    // Targets are other features' routes (some still being built); the casts keep this list data-driven.
                    <Link to={s.to as '/'} search={s.search as never} className={styles.item}>{inner}</Link>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
