import { Link } from '@tanstack/react-router';
import { NetworkError } from '../../api/client';
import { listFollowedMosques } from '../../api/mosque-follow';
import type { FollowedMosque } from '../../contract/mosque-follow';
import { deviceKey } from '../../db/device-key';
import { readCachedFollowedMosques, writeCachedFollowedMosques } from '../../db/followed-mosques';
import { MosqueIcon } from '../../ui/icons';
import { ChevronRightIcon } from '../../ui/more-icons';
import { Skeleton } from '../../ui/skeleton';
import { useRemote } from '../../ui/use-remote';
import styles from './follow.module.css';

/** The list from the server, kept on the device; with no network, the list as last read there. */
async function loadFollowed(signal: AbortSignal): Promise<FollowedMosque[]> {
  try {
    const list = (await listFollowedMosques(await deviceKey(), { signal })).data;
    await writeCachedFollowedMosques(list);
    return list;
  } catch (error) {
    const kept = error instanceof NetworkError ? await readCachedFollowedMosques() : undefined;
    if (kept) return kept;
    throw error;
  }
}

/** 'Masjid yang Diikuti' on the profile: each opens its page, where 'Berhenti mengikuti' is. */
export function FollowedMosques() {
  const remote = useRemote('followed-mosques', loadFollowed);
  // Never read and no network: the profile's own menu matters more than this list; it shows when online.
  if (remote.status === 'error') return null;
  return (
    <section className="section" aria-labelledby="masjid-diikuti" data-testid="followed-mosques">
      <h2 id="masjid-diikuti" className="section-title">Masjid yang Diikuti</h2>
      {remote.status === 'loading' ? <Skeleton height={56} radius={12} /> : remote.data.length === 0 ? (
        <p className={styles.empty}>Belum ada. Buka halaman masjid lalu ketuk 'Ikuti masjid ini' agar pengumuman dan info Jumat-nya masuk ke Pesan.</p>
      ) : (
        <ul className={styles.list}>
          {remote.data.map((m) => (
            <li key={m.slug}>
              <Link to="/masjid/$slug" params={{ slug: m.slug }} className={styles.item}>
                <span className={styles.icon}><MosqueIcon size={20} /></span>
                <span className={styles.text}>
                  <span className={styles.name}>{m.nama}</span>
                  {m.kota ? <span className={styles.city}>{m.kota}</span> : null}
                </span>
                <ChevronRightIcon size={18} className={styles.chevron} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
