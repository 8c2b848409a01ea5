import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { timeOfDay } from '../../contract/clock-text';
import { SPECIAL_DAY_LABELS, TIME_ZONE_LABELS, type MosqueMonthTotals, type MosqueTimes } from '../../contract/mosque-times';
import { DEFAULT_WALL_SETTINGS, type WallSettings } from '../../contract/wall-settings';
import { rosterLine, type RosterDay } from '../../contract/ramadan-roster';
import { formatCountdown, mosqueToday, wallDays, type MosqueDay, type WallPhase } from '../../lib/mosque-day';
import { formatRupiah } from '../../lib/rupiah';
import { untilNextStep, type Clock } from '../../lib/clock';
import { useNow } from '../../ui/use-now';
import { clockParts, formatHijriAt, formatMasehi } from './wall-dates';
import { WallQr } from './wall-qr';
import type { OfflineReadiness } from './use-offline-ready';
import { useWakeLock } from './use-wake-lock';
import { useAyatOfDay, WallAyat } from './wall-ayat';
import { WallDzikir } from './wall-dzikir';
import { wallMomentIn } from './wall-moments';
import { WallNight } from './wall-night';
import { WallSound } from './wall-sound';
import styles from './wall.module.css';

const SECOND = 1000;
/** Asks the server for news this often while online (the times themselves are computed here). */
export const WALL_REFRESH_MS = 10 * 60_000;

export type WallBoardProps = {
  times: MosqueTimes;
  totals: MosqueMonthTotals | null;
  announcements: readonly string[];
  /** Where the QR code sends a donor; null hides it. */
  donateUrl: string | null;
  clock: Clock;
  /** Asked every WALL_REFRESH_MS while online, and when the signal comes back. */
  onRefresh: () => void;
  /** How far the screen is from running without internet (use-offline-ready.ts). */
  offline?: OfflineReadiness;
  /** What the staff set for this screen (defaults until the server has answered). */
  settings?: WallSettings;
  /** The Ramadan roster of the coming days: today's shows under the countdown. */
  roster?: readonly RosterDay[];
  /** What the staff put on the wall over the board (posters, pengumuman kilat), given the moment and phase. */
  slot?: (at: { now: number; phase: WallPhase | null }) => ReactNode;
};

/** The mosque's wall screen: everything it shows follows from the one clock it is given. */
export function WallBoard({ times, totals, announcements, donateUrl, clock, onRefresh, offline = 'done', settings = DEFAULT_WALL_SETTINGS, roster = [], slot }: WallBoardProps) {
  const now = useNow(SECOND, clock);
  useWakeLock();
  useRefresh(clock, onRefresh);
  const zone = times.time_zone;
  const today = mosqueToday(times, now);
  // Prayer times are worked out once per date, not every second.
  const days = useMemo(() => wallDays(times, today), [times, today]);
  const day = days[1] ?? null;
  const moment = wallMomentIn(days, times.quiet_minutes, settings, now);
  const phase = day ? moment.phase : null;
  const clockNow = clockParts(now, zone);
  const nextKey = phase?.prayer.key ?? null;
  const ayat = useAyatOfDay(today, settings.screens.ayat);
  const sound = <WallSound days={days} settings={settings} clock={clock} />;

  if (moment.screen === 'quiet') return <>{sound}<QuietScreen hm={clockNow.hm} offline={offline} /></>;
  if (moment.screen === 'dzikir' && moment.prayer) {
    return <>{sound}<WallDzikir prayerName={moment.prayer.name} since={moment.since ?? now} until={moment.until ?? now} now={now} hm={clockNow.hm} /></>;
  }
  if (moment.screen === 'ayat' && ayat) return <>{sound}<WallAyat ayat={ayat} hm={clockNow.hm} /></>;
  if (moment.screen === 'night-sleep') return <>{sound}<WallNight mode="sleep" hm={clockNow.hm} minute={Math.floor(now / 60_000)} /></>;

  return (
    <>
    {sound}
    {moment.screen === 'night-dim' ? <WallNight mode="dim" /> : null}
    <div className={styles.wall} data-testid="wall" data-phase={phase?.kind ?? 'none'}>
      <header className={styles.top}>
        <h1 className={styles.name}>{times.masjid.nama}</h1>
        <div className={styles.dates}>
          <span data-testid="wall-masehi">{formatMasehi(now, zone)}</span>
          <span data-testid="wall-hijri">{formatHijriAt(now, zone, day?.times.maghrib)}</span>
        </div>
      </header>

      <main className={styles.middle}>
        <div className={styles.clockBox}>
          <p className={styles.clock} data-testid="wall-clock" aria-label={`Pukul ${clockNow.hm}`}>
            {clockNow.hm}<span className={styles.seconds}>{clockNow.s}</span>
          </p>
          <p className={styles.zone}>{TIME_ZONE_LABELS[zone]}</p>
          {phase ? <PhaseLine phase={phase} now={now} /> : <p className={styles.phase}>Lokasi masjid belum diatur</p>}
          <TodayNote times={times} day={day} roster={roster} />
        </div>
        {settings.screens.donation ? <aside className={styles.give} data-dense={totals && (totals.zakat > 0 || totals.fidyah > 0) ? '' : undefined}>
          {totals ? (
            <div className={styles.sums}>
              <dl className={styles.totals}>
                <div><dt>Kencleng bulan ini</dt><dd data-testid="wall-kencleng">{formatRupiah(totals.kencleng)}</dd></div>
                <div><dt>Infaq online bulan ini</dt><dd data-testid="wall-infaq">{formatRupiah(totals.infaq_online)}</dd></div>
              </dl>
              {/* Zakat and fidyah belong to their asnaf: never counted in the infaq above; a list of their own, on one smaller row. */}
              {totals.zakat > 0 || totals.fidyah > 0 ? (
                <dl className={styles.minor}>
                  {totals.zakat > 0 ? <div><dt>Zakat bulan ini</dt><dd data-testid="wall-zakat">{formatRupiah(totals.zakat)}</dd></div> : null}
                  {totals.fidyah > 0 ? <div><dt>Fidyah bulan ini</dt><dd data-testid="wall-fidyah">{formatRupiah(totals.fidyah)}</dd></div> : null}
                </dl>
              ) : null}
            </div>
          ) : null}
          {donateUrl ? (
            <div className={styles.qrBox}>
              <WallQr className={styles.qr} value={donateUrl} label="Kode QR untuk berinfaq" />
              <p>Pindai untuk berinfaq</p>
            </div>
          ) : null}
        </aside> : null}
      </main>

      {day ? <PrayerRow day={day} nextKey={nextKey} /> : null}

      <footer className={styles.ticker} aria-label="Pengumuman">
        {announcements.length > 0 ? (
          <p className={styles.tickerText} key={announcements.join('|')}>{announcements.join('   •   ')}</p>
        ) : <p className={styles.tickerQuiet}>Jagalah kebersihan dan ketenangan masjid.</p>}
        <OfflineNote state={offline} />
      </footer>
      {slot?.({ now, phase })}
    </div>
    </>
  );
}

function PhaseLine({ phase, now }: { phase: WallPhase; now: number }) {
  // With the quiet screen switched off, the board stays through the salat and says it is on.
  const left = formatCountdown(phase.until - now);
  return (
    <p className={phase.kind === 'iqamah' ? `${styles.phase} ${styles.phaseIqamah}` : styles.phase} data-testid="wall-countdown">
      {phase.kind === 'adzan' ? `Menuju adzan ${phase.prayer.name}` : phase.kind === 'iqamah' ? `Menuju iqamah ${phase.prayer.name}` : `Salat ${phase.prayer.name} sedang berlangsung`}
      {phase.kind === 'quiet' ? null : <strong>{left}</strong>}
    </p>
  );
}

/** Today's Friday khatib, tonight's tarawih and its roster, an Id salat: one quiet line under the countdown. */
function TodayNote({ times, day, roster }: { times: MosqueTimes; day: MosqueDay | null; roster: readonly RosterDay[] }) {
  if (!day) return null;
  const notes: string[] = [];
  if (day.friday) notes.push(`Khatib hari ini: ${day.friday.khatib}${day.friday.imam ? ` · Imam: ${day.friday.imam}` : ''}`);
  for (const s of times.special_days) {
    if (s.date <= day.date && (s.until_date ?? s.date) >= day.date) notes.push(`${SPECIAL_DAY_LABELS[s.kind]} pukul ${timeOfDay(s.time, times.time_zone)}${s.place ? ` di ${s.place}` : ''}`);
  }
  const serving = rosterLine(roster.find((r) => r.date === day.date)?.slots ?? []);
  if (serving) notes.push(serving);
  return notes.length > 0 ? <p className={styles.todayNote} data-testid="wall-today">{notes.join('  ·  ')}</p> : null;
}

function PrayerRow({ day, nextKey }: { day: MosqueDay; nextKey: string | null }) {
  return (
    <ol className={styles.prayers} data-testid="wall-times">
      <li className={styles.prayerSmall}><span>Imsak</span><strong>{day.times.imsak}</strong></li>
      {day.prayers.map((p) => (
        <li key={p.key} className={p.key === nextKey ? `${styles.prayer} ${styles.prayerNext}` : styles.prayer} aria-current={p.key === nextKey ? 'time' : undefined}>
          <span>{p.name}</span>
          <strong>{p.adzan}</strong>
          <em>{p.iqamah ? `Iqamah ${p.iqamah}` : '\u00a0'}</em>
        </li>
      ))}
      <li className={styles.prayerSmall}><span>Terbit</span><strong>{day.times.terbit}</strong></li>
    </ol>
  );
}

function QuietScreen({ hm, offline }: { hm: string; offline: OfflineReadiness }) {
  return (
    <div className={styles.quiet} data-testid="wall" data-phase="quiet" role="status">
      <PhoneOffSign />
      <p className={styles.quietMain}>Luruskan dan rapatkan shaf</p>
      <p className={styles.quietSub}>Mohon matikan atau senyapkan ponsel</p>
      <p className={styles.quietClock}>{hm}</p>
      <OfflineNote state={offline} />
    </div>
  );
}

/** A small note at the foot, never over the clock or the times: kept for offline yet, or not. */
function OfflineNote({ state }: { state: OfflineReadiness }) {
  if (state !== 'preparing' && state !== 'ready') return null;
  return (
    <p className={styles.offlineNote} data-testid="wall-offline" data-state={state} role="status">
      {state === 'preparing' ? 'Menyiapkan layar untuk dipakai tanpa internet…' : 'Siap dipakai tanpa internet'}
    </p>
  );
}

function PhoneOffSign() {
  return (
    <svg className={styles.phoneOff} viewBox="0 0 120 120" role="img" aria-label="Ponsel dimatikan">
      <rect x="38" y="18" width="44" height="84" rx="8" fill="none" stroke="currentColor" strokeWidth="7" />
      <line x1="52" y1="90" x2="68" y2="90" stroke="currentColor" strokeWidth="6" strokeLinecap="round" />
      <circle cx="60" cy="60" r="52" fill="none" stroke="#ef4444" strokeWidth="8" />
      <line x1="23" y1="97" x2="97" y2="23" stroke="#ef4444" strokeWidth="8" strokeLinecap="round" />
    </svg>
  );
}

/** Calls `refresh` at each WALL_REFRESH_MS boundary of the clock while online, and when the signal returns. */
function useRefresh(clock: Clock, refresh: () => void) {
  const refreshRef = useRef(refresh);
  useEffect(() => {
    refreshRef.current = refresh;
  }, [refresh]);
  useEffect(() => {
    let handle: unknown;
    const tick = () => {
      if (navigator.onLine) refreshRef.current();
      handle = clock.setTimeout(tick, untilNextStep(clock.now(), WALL_REFRESH_MS));
    };
    handle = clock.setTimeout(tick, untilNextStep(clock.now(), WALL_REFRESH_MS));
    const onOnline = () => refreshRef.current();
    window.addEventListener('online', onOnline);
    return () => {
      clock.clearTimeout(handle);
      window.removeEventListener('online', onOnline);
    };
  }, [clock]);
}
