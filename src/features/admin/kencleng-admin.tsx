import { useState } from 'react';
import type { AdminMosque } from '../../contract/admin-mosque';
import { FridayReportPanel } from './friday-report-panel';
import { KenclengCardPanel } from './kencleng-card-panel';
import { KenclengCountPanel } from './kencleng-count-panel';
import styles from './admin.module.css';

/** A mosque's kencleng in the panel: its QR card, 'Buka Kencleng' with two witnesses, and 'Laporan Jumat'. */
export function KenclengAdmin({ mosque }: { mosque: AdminMosque }) {
  // A count confirmed or cancelled changes the books: the Friday report reads them again.
  const [version, setVersion] = useState(0);
  if (!mosque.kencleng_slug) {
    return (
      <section className={styles.panel} aria-labelledby="admin-kencleng">
        <h2 id="admin-kencleng" className={styles.panelTitle}>Kencleng</h2>
        <p className={styles.panelNote}>Masjid ini belum punya program kencleng. Admin jaringan dapat membukanya dari Ubah Data.</p>
      </section>
    );
  }
  return (
    <>
      <KenclengCardPanel slug={mosque.kencleng_slug} mosqueName={mosque.nama} />
      <KenclengCountPanel masjidId={mosque.id} version={version} onSettled={() => setVersion((n) => n + 1)} />
      <FridayReportPanel masjidId={mosque.id} version={version} />
    </>
  );
}
