import { getActivities } from '../../api/mosque-finance';
import { calendarFeedLinks, mosqueFeedPath } from '../../contract/calendar-feeds';
import { dayAndTimeAt } from '../../contract/clock-text';
import { ACTIVITY_KIND_LABELS, type MosqueActivity } from '../../contract/mosque-finance';
import { CalendarIcon } from '../../ui/more-icons';
import { Skeleton } from '../../ui/skeleton';
import { useRemote } from '../../ui/use-remote';
import { activityTime, KajianSeats, useKajianSeats, type KajianSeatsState } from './kajian-seats';
import styles from './mosque-info.module.css';

/** Activities are entered in WIB (the panel's 'Jam (WIB)'). */
const ACTIVITY_ZONE = 'Asia/Jakarta';
const weekday = new Intl.DateTimeFormat('id-ID', { weekday: 'long', timeZone: ACTIVITY_ZONE });

/** 'Kegiatan': what is coming at the mosque, soonest first; the server drops what is past. */
export function MosqueActivities({ slug }: { slug: string }) {
  const remote = useRemote(`activities:${slug}`, (signal) => getActivities(slug, { signal }).then((a) => a.data));
  const seats = useKajianSeats(remote.status === 'ready' && remote.data.some((a) => a.capacity !== null));
  return (
    <section id="kegiatan" className={styles.section} aria-labelledby="kegiatan-title">
      <h3 id="kegiatan-title" className={styles.sectionTitle}>Kegiatan</h3>
      {remote.status === 'loading' ? <Skeleton height={64} radius={12} /> : null}
      {remote.status === 'error' ? <p className={styles.mapEmpty}>Jadwal kegiatan belum bisa dimuat. Coba lagi nanti, ya.</p> : null}
      {remote.status === 'ready' && remote.data.length === 0 ? (
        <p className={styles.mapEmpty}>Belum ada kegiatan terjadwal di masjid ini.</p>
      ) : null}
      {remote.status === 'ready' && remote.data.length > 0 ? (
        <>
          <ul className={styles.activities}>{remote.data.map((a) => <ActivityItem key={a.id} a={a} seats={seats} />)}</ul>
          {/* The phone's own calendar subscribes to the mosque's feed and follows the staff's changes. */}
          <a className={`btn btn--outline btn--small ${styles.activityFeed}`} href={calendarFeedLinks(window.location.origin, mosqueFeedPath(slug)).webcal}>
            <CalendarIcon size={16} /> Tambahkan ke Kalender
          </a>
        </>
      ) : null}
    </section>
  );
}

function ActivityItem({ a, seats }: { a: MosqueActivity; seats: KajianSeatsState }) {
  const next = new Date(a.next_at);
  const time = activityTime(a);
  return (
    <li className={styles.activity}>
      <span className={styles.factIcon}><CalendarIcon size={20} /></span>
      <div className={styles.activityText}>
        <span className={styles.activityKind}>{ACTIVITY_KIND_LABELS[a.kind]}{a.repeat === 'weekly' ? ` · setiap ${weekday.format(next)}` : ''}</span>
        <strong>{a.title}</strong>
        {a.speaker ? <span>{a.speaker}</span> : null}
        <time dateTime={a.next_at}>{dayAndTimeAt(next, ACTIVITY_ZONE)}</time>
        {a.note ? <span className={styles.activityNote}>{a.note}</span> : null}
        {time ? <KajianSeats t={time} seats={seats} inKegiatan /> : null}
      </div>
    </li>
  );
}
