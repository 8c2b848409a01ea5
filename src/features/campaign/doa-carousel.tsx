import { useEffect, useRef, useState } from 'react';
import { dayText } from '../../lib/relative-time';
import { HandsIcon } from '../../ui/more-icons';
import { Skeleton } from '../../ui/skeleton';
import { Slider } from '../../ui/slider';
import { amenText } from './amen';
import { preloadDoaDevice, useDoas, type ShownDoa } from './use-doas';
import styles from './campaign.module.css';

/** The clock for relative dates, ticking once a minute. */
function useNow(ms = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

/**
 * Calls `load` once the element is near the screen: code only a scroll away is fetched before a
 * tap needs it, and not at all by a visit that never gets there.
 */
function useLoadWhenNear(load: () => void) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      load();
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      load();
    }, { rootMargin: '300px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [load]);
  return ref;
}

/** 'Aminkan doa saudara kita': donors' prayers, one per slide, each with its amen. */
export function DoaCarousel({ programId }: { programId: string }) {
  const { state, toggle, loadMore } = useDoas(programId);
  const near = useLoadWhenNear(preloadDoaDevice);
  const now = useNow();
  // Read through a ref: the slider may keep the callback it was created with.
  const count = useRef(0);
  count.current = state.status === 'ready' ? state.prayers.length : 0;
  return (
    <section ref={near} className={styles.block} aria-labelledby="doa-title" data-testid="prayers">
      <h2 id="doa-title" className={styles.blockTitle}>Aminkan doa saudara kita</h2>
      {state.status === 'loading' ? (
        <div className={styles.prayer} aria-busy="true">
          <Skeleton width="50%" height={16} />
          <Skeleton height={14} />
          <Skeleton width="80%" height={14} />
        </div>
      ) : state.status === 'error' ? (
        <p className="muted" style={{ fontSize: 'var(--fs-s)' }}>Doa belum bisa dimuat. Kami coba lagi sebentar lagi.</p>
      ) : state.prayers.length === 0 ? (
        <p className="muted" style={{ fontSize: 'var(--fs-s)' }}>Belum ada doa dari donatur.</p>
      ) : (
        <Slider
          label="Doa para donatur"
          // Three slides before the end, the next prayers are asked for, so they are there in time.
          onSlideChange={(index) => index >= count.current - 3 && loadMore()}
          slides={state.prayers.map((p) => <DoaCard key={p.id} prayer={p} now={now} onAmen={() => void toggle(p)} />)}
        />
      )}
    </section>
  );
}

function DoaCard({ prayer, now, onAmen }: { prayer: ShownDoa; now: Date; onAmen: () => void }) {
  const line = amenText(prayer);
  const liked = prayer.status_like === 'liked';
  return (
    <article className={styles.prayer} data-testid="prayer" data-doa-id={prayer.id}>
      <header className={styles.prayerHead}>
        <span className={styles.avatar} aria-hidden="true">{prayer.donatur.trim().charAt(0).toUpperCase() || 'H'}</span>
        <div>
          <h3 className={styles.prayerName}>{prayer.donatur}</h3>
          <time className={styles.small} dateTime={prayer.tgl_donasi}>{dayText(prayer.tgl_donasi, now)}</time>
        </div>
      </header>
      <p className={styles.prayerText}>{prayer.doa}</p>
      {line ? <p className={styles.amenLine} data-testid="amen-line">{line}</p> : null}
      <button type="button" className={styles.amenButton} aria-pressed={liked} aria-busy={prayer.saving || undefined} onClick={onAmen}>
        <HandsIcon size={18} /> Amiinkan
      </button>
      {prayer.queued ? <p className={styles.queued} data-testid="amen-queued">Aamiin-mu tersimpan dan terkirim saat kamu online.</p> : null}
    </article>
  );
}
