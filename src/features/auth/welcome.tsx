import { Link } from '@tanstack/react-router';
import { brand } from '../../contract/brand';
import { CheckIcon } from '../../ui/more-icons';
import { authStyles as styles } from './auth-screen';

/** The last register step: the account exists and is logged in; off to explore. */
export function Welcome() {
  return (
    <div className={styles.welcome}>
      <span className={styles['welcome-mark']}><CheckIcon size={56} /></span>
      <h1 style={{ fontSize: 'var(--fs-xxl)' }}>Selamat Datang di {brand.name}</h1>
      <p className="muted">Akunmu sudah jadi dan kamu sudah masuk. Mulai berinfaq, mengaminkan doa dan menyimpan riwayat donasimu.</p>
      <Link to="/" className="btn btn--block">Jelajahi Sekarang</Link>
    </div>
  );
}
