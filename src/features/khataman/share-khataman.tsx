import { useState } from 'react';
import { khatamanPath, khatamanPreview, type Khataman } from '../../contract/khataman';
import styles from './khataman.module.css';

/** The khataman's link, to WhatsApp or the clipboard: the group joins from it. */
export function ShareKhataman({ k }: { k: Khataman }) {
  const [copied, setCopied] = useState(false);
  const url = `${window.location.origin}${khatamanPath(k.id)}`;
  const { title } = khatamanPreview(k);
  const text = `${title}\n${k.intention ? `${k.intention}\n` : ''}Ambil juz yang masih kosong di sini: ${url}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section className={`card ${styles.share}`} aria-labelledby="bagikan-khataman">
      <h2 id="bagikan-khataman" className="section-title">Ajak jamaah lain</h2>
      <p className="muted">Bagikan tautan ini ke grup WhatsApp. Nomor WhatsApp peserta tidak pernah ditampilkan.</p>
      <div className={styles.shareActions}>
        <a className="btn" href={`https://wa.me/?text=${encodeURIComponent(text)}`} target="_blank" rel="noopener noreferrer">Bagikan ke WhatsApp</a>
        <button type="button" className="btn btn--outline" onClick={() => void copy()}>{copied ? 'Tautan disalin' : 'Salin tautan'}</button>
      </div>
    </section>
  );
}
