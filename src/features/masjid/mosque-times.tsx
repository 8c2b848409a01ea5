import { Link } from '@tanstack/react-router';
import { getMosqueTimes, mosqueTimesCall } from '../../api/mosque-times';
import { clockDots, timeOfDay } from '../../contract/clock-text';
import { SPECIAL_DAY_LABELS, TIME_ZONE_LABELS, type MosqueFriday, type MosqueSpecialDay, type MosqueTimes } from '../../contract/mosque-times';
import { mosqueDay, mosqueToday, nextFriday, type MosqueDay } from '../../lib/mosque-day';
import { ClockIcon, MosqueIcon } from '../../ui/icons';
import { Skeleton } from '../../ui/skeleton';
import { useNow } from '../../ui/use-now';
import { usePublicRead } from '../../ui/use-remote';
import styles from './mosque-times.module.css';

const MINUTE = 60_000;
const longDate = (timeZone: string) => new Intl.DateTimeFormat('id-ID', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone });
/** A calendar date ('YYYY-MM-DD') as 'Jumat, 4 Desember 2026'; noon UTC falls on that date in every zone we keep. */
const dayLabel = (date: string) => longDate('UTC').format(new Date(`${date}T12:00:00Z`));

/** 'Jadwal Sholat' of the mosque's page: today's adzan (computed here) and iqamah, the next Friday, special days. */
export function MosqueTimesSection({ slug }: { slug: string }) {
  const remote = usePublicRead(mosqueTimesCall(slug), (signal) => getMosqueTimes(slug, { signal }));
  return (
    <section id="jadwal" className={styles.section} aria-labelledby="jadwal-title">
      <h3 id="jadwal-title" className={styles.sectionTitle}>Jadwal Sholat</h3>
      {remote.status === 'loading' ? <Skeleton height={220} radius={12} /> : null}
      {remote.status === 'error' ? <p className={styles.empty}>Jadwal sholat masjid belum bisa dimuat. Coba lagi nanti, ya.</p> : null}
      {remote.status === 'ready' ? <TimesBody times={remote.data} /> : null}
    </section>
  );
}

function TimesBody({ times }: { times: MosqueTimes }) {
  const now = useNow(MINUTE);
  const day = mosqueDay(times, mosqueToday(times, now));
  const friday = nextFriday(times, now);
  return (
    <>
      {day ? <TodayTable day={day} now={now} zone={TIME_ZONE_LABELS[times.time_zone] ?? ''} /> : (
        <p className={styles.empty}>Lokasi masjid belum diatur, jadwal sholat belum bisa dihitung.</p>
      )}
      {friday ? <FridayCard friday={friday} timeZone={times.time_zone} /> : null}
      {times.special_days.length > 0 ? (
        <ul className={styles.specials} aria-label="Hari khusus">
          {times.special_days.map((d) => <SpecialDayItem key={d.id} day={d} timeZone={times.time_zone} />)}
        </ul>
      ) : null}
      <Link to="/masjid/$slug/layar" params={{ slug: times.masjid.slug }} className={styles.wallLink}>
        <MosqueIcon size={18} /> Buka layar masjid (untuk TV di ruang salat)
      </Link>
    </>
  );
}

function TodayTable({ day, now, zone }: { day: MosqueDay; now: number; zone: string }) {
  const next = day.prayers.find((p) => p.adzanAt > now)?.key;
  const anyIqamah = day.prayers.some((p) => p.iqamah !== null);
  return (
    <div className={styles.today}>
      <p className={styles.date}>{dayLabel(day.date)} · {zone}</p>
      <table className={styles.table} data-testid="mosque-times">
        <thead>
          <tr><th scope="col">Sholat</th><th scope="col">Adzan</th>{anyIqamah ? <th scope="col">Iqamah</th> : null}</tr>
        </thead>
        <tbody>
          {day.prayers.map((p) => (
            <tr key={p.key} className={p.key === next ? styles.next : undefined} aria-current={p.key === next ? 'time' : undefined}>
              <th scope="row">{p.name}</th>
              <td>{clockDots(p.adzan)}</td>
              {anyIqamah ? <td>{p.iqamah === null ? '-' : clockDots(p.iqamah)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>Terbit {clockDots(day.times.terbit)} · Imsak {clockDots(day.times.imsak)}. Waktu adzan dihitung dari lokasi masjid (kriteria Kemenag).</p>
    </div>
  );
}

/** The one Friday of the page: the mosque's Jumat schedule (the Kegiatan carry no Jumat since issue 40). */
function FridayCard({ friday, timeZone }: { friday: MosqueFriday; timeZone: string }) {
  return (
    <div className={styles.friday} data-testid="next-friday">
      <span className={styles.fridayKind}>Jumat Berikutnya</span>
      <strong>{dayLabel(friday.date)}, {timeOfDay(friday.time, timeZone)}</strong>
      {friday.khatib ? <span>Khatib: {friday.khatib}</span> : null}
      {friday.imam ? <span>Imam: {friday.imam}</span> : null}
      {friday.theme ? <span className={styles.fridayTheme}>Tema: {friday.theme}</span> : null}
    </div>
  );
}

function SpecialDayItem({ day, timeZone }: { day: MosqueSpecialDay; timeZone: string }) {
  return (
    <li className={styles.special}>
      <span className={styles.specialIcon}><ClockIcon size={18} /></span>
      <span className={styles.specialText}>
        <strong>{SPECIAL_DAY_LABELS[day.kind]}</strong>
        <span>{day.until_date ? `${dayLabel(day.date)} – ${dayLabel(day.until_date)}` : dayLabel(day.date)}, pukul {timeOfDay(day.time, timeZone)}</span>
        {day.place ? <span>Tempat: {day.place}</span> : null}
        {day.note ? <span className={styles.note}>{day.note}</span> : null}
      </span>
    </li>
  );
}
