import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { BottomSheet } from '../../ui/bottom-sheet';
import { BookIcon } from '../../ui/icons';
import { ChevronRightIcon, HandsIcon, SunIcon } from '../../ui/more-icons';
import styles from './dzikir-menu.module.css';
import { DzikirMenuIdSchema, type DzikirMenuId } from './dzikir-menu-ids';

/** A link in a dzikir sheet (the spec's "Dzikir sheet menu entry": id, route, text). */
export type DzikirMenuEntry = { id: string; route: string; text: string; hint?: string };

export const dzikirMenus = {
  shalat: {
    title: 'Dzikir Shalat',
    text: 'Wirid dan doa setelah shalat fardhu',
    entries: [
      { id: 'shalat-pendek', route: '/dzikir/shalat-pendek', text: 'Dzikir Pendek', hint: 'Istighfar, tasbih, tahmid, takbir' },
      { id: 'shalat-panjang', route: '/dzikir/shalat-panjang', text: 'Dzikir Panjang', hint: "Wirid lengkap Majmu' Syarif" },
    ],
  },
  'al-matsurat': {
    title: "Al Ma'tsurat",
    text: 'Dzikir pagi dan petang',
    entries: [
      { id: 'kubro-pagi', route: '/dzikir/al-matsurat/kubro-pagi', text: "Al Ma'tsurat Kubro Pagi", hint: 'Versi lengkap, 43 bacaan' },
      { id: 'kubro-petang', route: '/dzikir/al-matsurat/kubro-petang', text: "Al Ma'tsurat Kubro Petang", hint: 'Versi lengkap, 43 bacaan' },
      { id: 'sugro-pagi', route: '/dzikir/al-matsurat/sugro-pagi', text: "Al Ma'tsurat Sugro Pagi", hint: 'Versi ringkas, 32 bacaan' },
      { id: 'sugro-petang', route: '/dzikir/al-matsurat/sugro-petang', text: "Al Ma'tsurat Sugro Petang", hint: 'Versi ringkas, 32 bacaan' },
    ],
  },
  lainnya: {
    title: 'Dzikir Lainnya',
    text: 'Asmaul Husna, 99 nama Allah',
    entries: [{ id: 'asmaul-husna', route: '/dzikir/asmaul-husna', text: 'Asmaul Husna', hint: '99 nama Allah yang indah' }],
  },
} satisfies Record<string, { title: string; text: string; entries: DzikirMenuEntry[] }>;

export { DzikirMenuIdSchema, type DzikirMenuId };

const icons: Record<DzikirMenuId, ReactNode> = { shalat: <HandsIcon />, 'al-matsurat': <SunIcon />, lainnya: <BookIcon /> };

/** The three cards under the tasbih; each opens a sheet of prayer-text pages. */
export function DzikirMenu({ open, onOpenChange }: { open: DzikirMenuId | undefined; onOpenChange: (id: DzikirMenuId | undefined) => void }) {
  const ids = DzikirMenuIdSchema.options;
  return (
    <>
      <div className={styles.cards}>
        {ids.map((id) => (
          <button key={id} type="button" className={styles.card} onClick={() => onOpenChange(id)} aria-haspopup="dialog">
            <span className={styles.icon}>{icons[id]}</span>
            <span className={styles.text}>
              <span className={styles.title}>{dzikirMenus[id].title}</span>
              <span className={styles.hint}>{dzikirMenus[id].text}</span>
            </span>
            <ChevronRightIcon size={20} />
          </button>
        ))}
      </div>
      <BottomSheet open={open !== undefined} title={open ? dzikirMenus[open].title : ''} onClose={() => onOpenChange(undefined)}>
        {open ? (
          <ul className={styles.entries}>
            {dzikirMenus[open].entries.map((entry: DzikirMenuEntry) => (
              <li key={entry.id}>
                {/* Entry routes are the dzikir routes listed above; the cast keeps the menu data-driven. */}
                <Link to={entry.route as '/'} className={styles.entry}>
                  <span className={styles.text}>
                    <span className={styles.title}>{entry.text}</span>
                    {entry.hint ? <span className={styles.hint}>{entry.hint}</span> : null}
                  </span>
                  <ChevronRightIcon size={20} />
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </BottomSheet>
    </>
  );
}
