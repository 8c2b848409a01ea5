import { useLiveQuery } from 'dexie-react-hooks';
import { calendarMonth } from '../../contract/calendar-day';
import { calendarFeedLinks } from '../../contract/calendar-feeds';
import { prayerFeedPath } from '../../contract/prayer-feed';
import type { ReminderPrayer } from '../../contract/pesan';
import { CalendarIcon, CopyIcon, DownloadIcon } from '../../ui/more-icons';
import { useCopyText } from '../../ui/use-copy-text';
import { reminderPlace } from './push-subscription';
import styles from './reminder-settings.module.css';

const MONTH_NAME = new Intl.DateTimeFormat('id-ID', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * 'Tambahkan ke Kalender': the phone's own calendar rings at the chosen prayers, with the app
 * closed and with no push service. A subscription (webcal://) keeps the next 30 days coming;
 * the https address serves Google Calendar's "from URL"; a month can be downloaded once.
 */
export function CalendarFeedLinks({ prayers, method, prominent }: { prayers: Partial<Record<ReminderPrayer, number>>; method: string; prominent: boolean }) {
  const copy = useCopyText('Alamat kalender disalin');
  // undefined while reading, null when the device has no place yet.
  const place = useLiveQuery(() => reminderPlace().then((p) => p ?? null), []);
  if (place === undefined) return null;
  if (place === null) {
    return <p className={styles.note} role="note">Buka Jadwal Sholat sekali dulu untuk menentukan lokasimu, lalu jadwalnya bisa ditambahkan ke kalender.</p>;
  }
  const links = calendarFeedLinks(window.location.origin, prayerFeedPath(place, method, prayers));
  const month = calendarMonth(new Date(), place.timeZone);
  const download = prayerFeedPath(place, method, prayers, month);
  return (
    <div className={prominent ? `${styles.calendar} ${styles.calendarProminent}` : styles.calendar} data-testid="calendar-feed">
      <p className={styles.calendarTitle}><CalendarIcon size={18} /> Kalender ponsel</p>
      <p className={styles.calendarText}>
        Kalender ponselmu berbunyi pada waktu sholat yang kamu pilih di {place.regency}, walau Jariyah tertutup. Jadwal 30 hari ke depan diperbarui sendiri.
      </p>
      <a className="btn btn--block" href={links.webcal}>Tambahkan ke Kalender</a>
      <div className={styles.calendarMore}>
        <button type="button" className="btn btn--outline btn--small" onClick={() => void copy(links.https)}>
          <CopyIcon size={16} /> Salin alamat
        </button>
        <a className="btn btn--outline btn--small" href={download} download>
          <DownloadIcon size={16} /> Unduh {MONTH_NAME.format(new Date(`${month}-01T00:00:00Z`))}
        </a>
      </div>
      <p className={styles.calendarHint}>Google Kalender: buka calendar.google.com → Kalender lain → <strong>Dari URL</strong>, lalu tempel alamat yang disalin.</p>
    </div>
  );
}
