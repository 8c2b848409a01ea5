import { calendarFeedLinks, speakerFeedPath } from '../../contract/calendar-feeds';
import type { Kajian } from '../../contract/kajian';
import { CalendarIcon, CopyIcon } from '../../ui/more-icons';
import { useCopyText } from '../../ui/use-copy-text';
import own from './kajian-list.module.css';

/** The ustadz a search names, as the mosques wrote it: the search is their whole name, in any case. */
export function speakerSearched(search: string, list: readonly Kajian[]): string | null {
  const asked = search.trim().toLowerCase();
  if (!asked) return null;
  return list.find((k) => k.speaker.trim().toLowerCase() === asked)?.speaker.trim() ?? null;
}

/**
 * Following an ustadz: their kajian at every mosque as a calendar the phone subscribes to, so a
 * new one shows there by itself. Offered when the search names them.
 */
export function SpeakerFeed({ speaker }: { speaker: string }) {
  const copy = useCopyText('Alamat kalender disalin');
  const links = calendarFeedLinks(window.location.origin, speakerFeedPath(speaker));
  return (
    <section className={own.speakerFeed} aria-labelledby="ikuti-ustadz" data-testid="speaker-feed">
      <h2 id="ikuti-ustadz" className={own.speakerFeedTitle}><CalendarIcon size={18} /> Ikuti kajian {speaker}</h2>
      <p className={own.speakerFeedText}>Jadwal kajiannya di semua masjid masuk ke kalender ponselmu dan diperbarui sendiri.</p>
      <div className={own.speakerFeedActions}>
        <a className="btn btn--small" href={links.webcal}>Tambahkan ke Kalender</a>
        <button type="button" className="btn btn--outline btn--small" onClick={() => void copy(links.https)}><CopyIcon size={16} /> Salin alamat</button>
      </div>
    </section>
  );
}
