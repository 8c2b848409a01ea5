import type { ReactNode } from 'react';
import styles from './auth-screen.module.css';

/** The common body of the account screens: a big heading, a line under it, then the form. */
export function AuthScreen({ title, lead, icon, children }: { title: string; lead?: ReactNode; icon?: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.screen}>
      <div className={styles.head}>
        {icon ? <span className={styles.badge}>{icon}</span> : null}
        <h2 className={styles.title}>{title}</h2>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </div>
      {children}
    </div>
  );
}

export { styles as authStyles };
