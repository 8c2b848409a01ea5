import { janazahWhen, type WallContent, type WallJanazah, type WallPoster } from '../../contract/wall-settings';
import { JUZ_COUNT, khatamanPath, khatamanProgressText, type MosqueKhataman } from '../../contract/khataman';
import { instantOf } from '../../contract/zone-clock';
import type { WallPhase } from '../../lib/mosque-day';
import { clockParts, formatMasehi } from './wall-dates';
import { slideAt, wallContentAt } from './wall-content';
import { WallQr } from './wall-qr';
import styles from './wall-posters.module.css';

/** Slides rest this long before an adzan, so the countdown to it is on screen. */
const QUIET_BEFORE_ADZAN_MS = 2 * 60_000;

type Slide = { kind: 'janazah'; janazah: WallJanazah } | { kind: 'poster'; poster: WallPoster } | { kind: 'khataman'; khataman: MosqueKhataman };

/**
 * The staff's content on the wall: the janazah notice and the posters of today take turns with
 * the board (never during the iqamah countdown or just before an adzan), and the pengumuman kilat
 * runs across the iqamah countdown. Every image of the coming days is fetched now, so the screen
 * has it when the day comes, with or without a signal.
 */
export function WallPosters({ content, phase, now, timeZone, name }: {
  content: WallContent; phase: WallPhase | null; now: number; timeZone: string; name: string;
}) {
  const shown = wallContentAt(content, now, timeZone);
  const slides: Slide[] = [
    ...(shown.janazah ? [{ kind: 'janazah' as const, janazah: shown.janazah }] : []),
    ...shown.posters.map((poster) => ({ kind: 'poster' as const, poster })),
    ...shown.khataman.map((khataman) => ({ kind: 'khataman' as const, khataman })),
  ];
  const turning = phase === null || (phase.kind === 'adzan' && phase.until - now > QUIET_BEFORE_ADZAN_MS);
  const at = turning ? slideAt(slides.length, now) : null;
  const slide = at === null ? null : slides[at];
  const images = content.posters.flatMap((p) => (p.image_url ? [p.image_url] : []));
  return (
    <>
      {images.length > 0 ? (
        <div className={styles.preload} aria-hidden="true">{images.map((src) => <img key={src} src={src} alt="" />)}</div>
      ) : null}
      {phase?.kind === 'iqamah' && shown.flash ? <p className={styles.flash} role="status" data-testid="wall-flash">{shown.flash}</p> : null}
      {slide ? (
        <section className={slide.kind === 'janazah' ? `${styles.slide} ${styles.janazah}` : styles.slide} data-testid="wall-slide" aria-live="polite">
          {slide.kind === 'janazah' ? <JanazahSlide janazah={slide.janazah} timeZone={timeZone} />
            : slide.kind === 'khataman' ? <KhatamanSlide khataman={slide.khataman} />
              : <PosterSlide poster={slide.poster} />}
          <footer className={styles.foot}>
            <span>{name}</span>
            <strong>{clockParts(now, timeZone).hm}</strong>
          </footer>
        </section>
      ) : null}
    </>
  );
}

function PosterSlide({ poster }: { poster: WallPoster }) {
  if (poster.image_url) {
    return (
      <div className={styles.imageBox} data-testid="wall-poster">
        <img className={styles.image} src={poster.image_url} alt={poster.title || 'Poster masjid'} />
        {poster.title ? <p className={styles.caption}>{poster.title}</p> : null}
      </div>
    );
  }
  return (
    <div className={styles.body} data-testid="wall-poster">
      {poster.title ? <h2 className={styles.title}>{poster.title}</h2> : null}
      {poster.body ? <p className={styles.text}>{poster.body}</p> : null}
    </div>
  );
}

/** The mosque's khataman: its progress for the hall, and a code to take a juz from a phone. */
function KhatamanSlide({ khataman: k }: { khataman: MosqueKhataman }) {
  const percent = Math.round((Math.min(k.read, JUZ_COUNT) / JUZ_COUNT) * 100);
  return (
    <div className={styles.khatamanBox} data-testid="wall-khataman">
      <div className={styles.khatamanText}>
        <p className={styles.khatamanKicker}>Khataman Bersama</p>
        <h2 className={styles.title}>{k.title}</h2>
        <p className={styles.khatamanProgress}>{khatamanProgressText(k)}</p>
        <span className={styles.khatamanBar} role="progressbar" aria-label={`Kemajuan ${k.title}`} aria-valuemin={0} aria-valuemax={JUZ_COUNT} aria-valuenow={k.read}>
          <span className={styles.khatamanFill} style={{ width: `${percent}%` }} />
        </span>
      </div>
      {k.khatam ? null : (
        <div className={styles.khatamanQr}>
          <WallQr className={styles.qr} value={`${window.location.origin}${khatamanPath(k.id)}`} label="Kode QR untuk mengambil juz" />
          <p>Pindai untuk mengambil juz</p>
        </div>
      )}
    </div>
  );
}

function JanazahSlide({ janazah, timeZone }: { janazah: WallJanazah; timeZone: string }) {
  const day = formatMasehi(instantOf(janazah.date, '12:00', timeZone), timeZone);
  return (
    <div className={styles.body} data-testid="wall-janazah">
      <p className={styles.janazahOpening} lang="ar-Latn">Innalillahi wa inna ilaihi raji&apos;un</p>
      <p className={styles.janazahLead}>Telah berpulang ke rahmatullah</p>
      <h2 className={styles.janazahName}>{janazah.name}</h2>
      <p className={styles.janazahWhen}>{janazahWhen(janazah).replace(/^d/, 'D')} · {day}{janazah.place ? ` · ${janazah.place}` : ''}</p>
    </div>
  );
}
