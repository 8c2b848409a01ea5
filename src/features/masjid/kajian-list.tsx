import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { kajianCall, listKajian } from '../../api/kajian';
import { calendarDay } from '../../contract/calendar-day';
import { KAJIAN_DAYS, KAJIAN_RADIUS_KM, type Kajian } from '../../contract/kajian';
import { TIME_ZONE_LABELS } from '../../contract/mosque-times';
import { addDays, clockInZone } from '../../contract/zone-clock';
import { describeDistance } from '../../lib/distance';
import { DataAge } from '../../ui/data-age';
import { EmptyState } from '../../ui/empty-state';
import { LoadFailed } from '../../ui/load-failed';
import { SearchField } from '../../ui/search-field';
import { Skeleton } from '../../ui/skeleton';
import { usePublicRead } from '../../ui/use-remote';
import { useScrolledPast } from '../../ui/use-scrolled-past';
import { PositionNote } from './distance-line';
import { KajianSeats, kajianTime, useKajianSeats } from './kajian-seats';
import { SpeakerFeed, speakerSearched } from './speaker-feed';
import { useUserPosition } from './use-user-position';
import styles from './masjid.module.css';
import own from './kajian-list.module.css';

const weekdayShort = new Intl.DateTimeFormat('id-ID', { weekday: 'short', day: 'numeric', timeZone: 'UTC' });
/** The phone's own zone, for the day chips: the person's today. */
const phoneZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Jakarta';

/** The day chips: all, today, tomorrow, then the rest of the week by name. */
function dayChoices(today: string): { value: string | null; label: string }[] {
  return [
    { value: null, label: 'Semua' },
    ...Array.from({ length: KAJIAN_DAYS }, (_, i) => {
      const date = addDays(today, i);
      return { value: date, label: i === 0 ? 'Hari ini' : i === 1 ? 'Besok' : weekdayShort.format(new Date(`${date}T00:00:00Z`)) };
    }),
  ];
}

/**
 * 'Kajian Terdekat': every mosque's kajian of the coming week near the person, by time and
 * distance, filtered by day and by theme or ustadz. Without a position it lists them by time only.
 */
export function KajianList({ day, search, onDay, onSearch }: { day: string | null; search: string; onDay: (day: string | null) => void; onSearch: (text: string) => void }) {
  const position = useUserPosition();
  const scrolled = useScrolledPast(40);
  const today = calendarDay(new Date(), phoneZone());
  const at = position.status === 'ready' ? position.position : null;
  const ask = { at, day, q: search };
  const remote = usePublicRead(kajianCall(ask), (signal) => listKajian(ask, signal));
  const waiting = position.status === 'locating' || remote.status === 'loading';
  const seats = useKajianSeats();
  const speaker = remote.status === 'ready' ? speakerSearched(search, remote.data) : null;

  return (
    <div>
      <div className={`${styles.tools} ${scrolled ? styles.toolsRaised : ''}`}>
        <SearchField value={search} onCommit={onSearch} placeholder="Cari tema atau ustadz" />
        <div className={own.days} role="group" aria-label="Pilih hari">
          {dayChoices(today).map((c) => (
            <button key={c.label} type="button" className={own.day} aria-pressed={c.value === day} onClick={() => onDay(c.value)}>{c.label}</button>
          ))}
        </div>
        <PositionNote status={position.status} source={position.status === 'ready' ? position.source : undefined} />
      </div>
      <DataAge freshness={remote.freshness} />
      {speaker && !waiting ? <SpeakerFeed speaker={speaker} /> : null}
      {waiting ? <ListSkeleton /> : remote.status === 'error' ? <LoadFailed onRetry={remote.retry} /> : remote.status === 'ready' && remote.data.length > 0 ? (
        <ul className={styles.list} aria-label="Daftar kajian">
          {remote.data.map((k) => {
            const time = kajianTime(k);
            return (
              <KajianRow key={`${k.id}-${k.at}`} k={k} withSeats={k.capacity !== null}>
                <KajianSeats t={time} seats={seats} />
              </KajianRow>
            );
          })}
        </ul>
      ) : (
        <EmptyState title="Belum ada kajian" text={at ? `Tidak ada kajian dalam ${KAJIAN_RADIUS_KM} km pada hari yang dipilih. Coba hari lain atau kata lain.` : 'Tidak ada kajian pada hari yang dipilih. Coba hari lain atau kata lain.'} />
      )}
    </div>
  );
}

/** A kajian's time and day, told in its mosque's zone ('19.30', 'WITA', 'Selasa, 8 Desember'). */
function whenAt(k: Kajian) {
  const at = new Date(k.at);
  return {
    time: clockInZone(at, k.time_zone).replace(':', '.'),
    zone: TIME_ZONE_LABELS[k.time_zone] ?? '',
    day: new Intl.DateTimeFormat('id-ID', { weekday: 'long', day: 'numeric', month: 'long', timeZone: k.time_zone }).format(at),
  };
}

/** A kajian: its link to the mosque's Kegiatan, and under it the seats when the mosque asks for registration. */
function KajianRow({ k, withSeats, children }: { k: Kajian; withSeats: boolean; children?: ReactNode }) {
  const when = whenAt(k);
  const distance = describeDistance(k.distance_km);
  return (
    <li className={withSeats ? own.withSeats : undefined} data-testid="kajian-item">
      <Link to="/masjid/$slug" params={{ slug: k.masjid.slug }} hash="kegiatan" className={`${styles.row} ${withSeats ? own.rowAboveSeats : ''}`} data-testid="kajian-row">
        <span className={own.when}>
          <strong>{when.time}</strong>
          <span>{when.zone}</span>
        </span>
        <span className={styles.rowText}>
          <span className={own.dayName}>{when.day}{k.weekly ? ' · setiap pekan' : ''}</span>
          <strong className={styles.rowTitle}>{k.title}</strong>
          {k.speaker ? <span className={own.speaker}>{k.speaker}</span> : null}
          <span className={styles.rowAddress}>{k.masjid.nama}{k.masjid.kota ? `, ${k.masjid.kota}` : ''}{distance ? ` · ${distance.distance}` : ''}</span>
        </span>
      </Link>
      {children}
    </li>
  );
}

function ListSkeleton() {
  return (
    <ul className={styles.list} aria-label="Memuat daftar kajian" aria-busy="true">
      {Array.from({ length: 4 }, (_, i) => (
        <li key={i} className={styles.row}>
          <Skeleton width={56} height={40} radius={10} />
          <span className={styles.rowText}>
            <Skeleton width="40%" height={12} />
            <Skeleton width="80%" height={16} />
            <Skeleton width="60%" height={12} />
          </span>
        </li>
      ))}
    </ul>
  );
}
