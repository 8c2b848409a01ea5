import type { ReactNode } from 'react';
import { BackIcon } from './more-icons';
import styles from './page-layout.module.css';
import { useBack } from './use-back';

/** The page variant of the chrome: a fixed primary bar with a back button (one step back) and a title. */
export function PageLayout({ title, end, children, footer }: { title: string; end?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  const goBack = useBack('/');
  return (
    <>
      <header className={styles.bar}>
        <button type="button" className={styles.back} onClick={goBack} aria-label="Kembali">
          <BackIcon />
        </button>
        <h1 className={styles.title}>{title}</h1>
        {end ? <div className={styles.end}>{end}</div> : null}
      </header>
      <main className={styles.content}>{children}</main>
      {footer}
    </>
  );
}
