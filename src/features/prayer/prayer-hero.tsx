import { useSyncExternalStore } from 'react';
import { Link } from '@tanstack/react-router';
import { isbatVersion, subscribeIsbat } from '../../sync/isbat-store';
import { useSettings } from '../../db/use-settings';
import { BellIcon, ClockIcon } from '../../ui/icons';
import { formatGregorian, formatHijri } from './hijri';
import { dateInZone } from '../../contract/zone-clock';
import { formatCountdown, nextPrayer } from './schedule';
import { zoneAbbreviation } from './places';
import { useNow, usePrayerDays, type PlaceState } from './use-prayer';
import styles from './prayer-hero.module.css';

/** The home top area: Hijri date, the next prayer and the countdown to it, on the brand gradient (the place is the top bar's pill). */
export function PrayerHero({ location, onPickCity }: { location: PlaceState; onPickCity: () => void }) {
  const now = useNow(5_000);
  const { hijriAdjustment } = useSettings();
  // A new isbat table from the server redraws the date at once.
  useSyncExternalStore(subscribeIsbat, isbatVersion, isbatVersion);
  const { place } = location;
  const { days } = usePrayerDays(place, now, 2);
  const next = place && days && days.length ? nextPrayer({ timeZone: place.timeZone, days }, now) : undefined;
  const zone = place?.timeZone ?? 'Asia/Jakarta';
  const today = dateInZone(now, zone);
  const maghrib = days?.find((d) => d.date === today)?.times.maghrib;

  return (
    <section className={styles.hero} aria-label="Jadwal sholat">
      {/* Prerendered at build time: the dates hold their lines empty until the device's clock fills them. */}
      <p className={styles.hijri} data-testid="hijri-date">{import.meta.env.SSR ? '\u00a0' : formatHijri(now, zone, hijriAdjustment, maghrib)}</p>
      <p className={styles.gregorian}>{import.meta.env.SSR ? '\u00a0' : formatGregorian(now, zone)}</p>

      {(location.status === 'failed' || location.status === 'unasked') && !place ? (
        // Keyed apart from the skeleton: React then swaps the box whole, and a new box is no layout shift.
        <div key="no-place" className={styles.failed}>
          <p>
            {location.status === 'unasked'
              ? 'Izinkan lokasi atau pilih kotamu untuk melihat jadwal sholat.'
              : 'Kami belum tahu kamu di mana. Pilih kotamu untuk melihat jadwal sholat.'}
          </p>
          <span className={styles.actions}>
            {location.status === 'unasked' ? (
              // The browser asks for the position only now, after the person's own tap.
              <button type="button" className={`btn btn--small ${styles.pick}`} onClick={() => void location.locateAgain()}>
                Gunakan lokasi saya
              </button>
            ) : null}
            <button type="button" className={`btn btn--small ${styles.pick}`} onClick={onPickCity}>
              Pilih kota
            </button>
          </span>
        </div>
      ) : next && place ? (
        // The bell sits beside the card's link, not inside it: a link may not hold another. The card's
        // link is named by what it shows, 'Lihat jadwal lengkap' included (WCAG 2.5.3).
        <div className={styles.nextWrap}>
          <Link to="/jadwal-sholat" className={styles.next}>
            <span className={styles.label}>Sholat berikutnya</span>
            <span className={styles.row}>
              <strong className={styles.name} data-testid="next-prayer">{next.name}</strong>
              <strong className={styles.time}>
                {next.time} <small>{zoneAbbreviation(place.timeZone)}</small>
              </strong>
            </span>
            <span className={styles.countdown} data-testid="countdown">
              <ClockIcon size={14} /> {formatCountdown(next.at - now, next.name)}
            </span>
            <span className={styles.more}>Lihat jadwal lengkap ›</span>
          </Link>
          <Link to="/profile/pengaturan" search={{ pengingat: next.key }} className={styles.bell} aria-label={`Atur pengingat ${next.name}`}>
            <BellIcon size={20} />
          </Link>
        </div>
      ) : (
        <div key="skeleton" className={styles.next} aria-busy="true">
          <span className={styles.label}>Sholat berikutnya</span>
          <span className={`${styles.placeholder}`} />
          <span className={styles.countdown}>{location.label}</span>
          <span className={styles.more} aria-hidden="true">{'\u00a0'}</span>
        </div>
      )}
    </section>
  );
}
