import { Link } from '@tanstack/react-router';
import { getMosqueKhataman, mosqueKhatamanCall } from '../../api/khataman';
import { JUZ_COUNT, khatamanProgressText, type MosqueKhataman } from '../../contract/khataman';
import { formatLongDate } from '../../lib/relative-time';
import { ChevronRightIcon } from '../../ui/more-icons';
import { usePublicRead } from '../../ui/use-remote';
import styles from './mosque-info.module.css';
import own from './mosque-khataman.module.css';

/**
 * 'Khataman Bersama' on the mosque page: the khataman its staff opened, with the group's progress,
 * each leading to its page to take a juz. Kept on the device like the page, so it opens offline.
 */
export function MosqueKhataman({ slug }: { slug: string }) {
  const remote = usePublicRead(mosqueKhatamanCall(slug), (signal) => getMosqueKhataman(slug, signal));
  // Most mosques have none running: the page stays as it was.
  if (remote.status !== 'ready' || remote.data.length === 0) return null;
  return (
    <section id="khataman" className={styles.section} aria-labelledby="khataman-title">
      <h3 id="khataman-title" className={styles.sectionTitle}>Khataman Bersama</h3>
      <ul className={own.list}>
        {remote.data.map((k) => <KhatamanItem key={k.id} k={k} />)}
      </ul>
    </section>
  );
}

function KhatamanItem({ k }: { k: MosqueKhataman }) {
  const percent = Math.round((Math.min(k.read, JUZ_COUNT) / JUZ_COUNT) * 100);
  return (
    <li>
      <Link to="/khataman/$id" params={{ id: k.id }} className={own.item} data-testid="mosque-khataman">
        <span className={own.text}>
          <strong>{k.title}</strong>
          <span className={k.khatam ? own.khatam : undefined}>{khatamanProgressText(k)}</span>
          <span className={own.bar} role="progressbar" aria-label={`Kemajuan ${k.title}`} aria-valuemin={0} aria-valuemax={JUZ_COUNT} aria-valuenow={k.read}>
            <span className={own.fill} style={{ width: `${percent}%` }} />
          </span>
          <span className={own.meta}>Batas {formatLongDate(k.deadline)}</span>
        </span>
        <span className={own.go}>{k.khatam ? 'Lihat' : 'Ambil Juz'} <ChevronRightIcon size={16} /></span>
      </Link>
    </li>
  );
}
