import { describeDistance, UNKNOWN_DISTANCE } from '../../lib/distance';
import { ClockIcon, MapPinIcon } from '../../ui/icons';
import styles from './masjid.module.css';

/** 'Estimasi 12 menit · 8,01 km', or 'Jarak tidak diketahui'. */
export function DistanceLine({ km, compact = false }: { km: number | null; compact?: boolean }) {
  const text = describeDistance(km);
  if (!text) return <span className={styles.distanceUnknown} data-testid="distance">{UNKNOWN_DISTANCE}</span>;
  if (compact) {
    return (
      <span className={styles.distance} data-testid="distance">
        <MapPinIcon size={14} /> {text.distance}
      </span>
    );
  }
  return (
    <span className={styles.distance} data-testid="distance">
      <span className={styles.distancePart}><ClockIcon size={14} /> {text.travel}</span>
      <span className={styles.distancePart}><MapPinIcon size={14} /> {text.distance}</span>
    </span>
  );
}

/** One quiet sentence about where distances come from, so an unknown distance is explained. */
export function PositionNote({ status, source }: { status: 'locating' | 'ready' | 'unavailable'; source?: 'live' | 'stored' }) {
  if (status === 'locating') return <p className={styles.note} role="status">Mencari lokasimu…</p>;
  if (status === 'unavailable') return <p className={styles.note} role="status">Izinkan akses lokasi agar jarak ke masjid bisa dihitung.</p>;
  if (source === 'stored') return <p className={styles.note} role="status">Jarak dihitung dari lokasi terakhirmu.</p>;
  return null;
}
