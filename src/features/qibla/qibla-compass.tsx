import { formatBearing, qiblaBearing, turnToQibla } from './qibla';
import { useCompass } from './use-compass';
import styles from './qibla-compass.module.css';

const TICKS = Array.from({ length: 72 }, (_, i) => i * 5);

/**
 * The qibla as a number and a dial. With a live compass the dial turns so north points north and
 * the Kaaba mark sits in its true direction; without one the dial stays north-up.
 */
export function QiblaCompass({ from, placeLabel }: { from?: { lat: number; lng: number }; placeLabel: string }) {
  const { state, enable } = useCompass();
  if (!from) {
    return (
      <div className={styles.wrap}>
        <p className="muted" role="status">{placeLabel}</p>
      </div>
    );
  }
  const qibla = qiblaBearing(from);
  const heading = state.kind === 'live' ? state.heading : 0;
  const turn = state.kind === 'live' ? turnToQibla(state.heading, qibla) : undefined;
  const facing = turn !== undefined && Math.abs(turn) <= 3;

  return (
    <div className={styles.wrap}>
      <p className={styles.caption}>Arah kiblat dari {placeLabel}</p>
      <p className={styles.bearing} data-testid="qibla-bearing" aria-label={`Arah kiblat ${formatBearing(qibla)} dari utara`}>
        {formatBearing(qibla)}
      </p>
      <p className="muted">dari arah utara, searah jarum jam</p>

      <div className={`${styles.dial} ${facing ? styles.facing : ''}`} role="img" aria-label={`Kompas: Ka'bah di ${formatBearing(qibla)}`}>
        <div className={styles.pointer} aria-hidden="true" />
        <svg viewBox="-110 -110 220 220" style={{ transform: `rotate(${-heading}deg)` }} aria-hidden="true">
          <circle r="104" className={styles.face} />
          {TICKS.map((t) => (
            <line key={t} x1="0" y1={t % 90 === 0 ? -104 : t % 30 === 0 ? -104 : -104} x2="0" y2={t % 90 === 0 ? -90 : t % 30 === 0 ? -95 : -99} transform={`rotate(${t})`} className={t % 30 === 0 ? styles.tickMajor : styles.tick} />
          ))}
          {(['U', 'T', 'S', 'B'] as const).map((l, i) => (
            <text key={l} transform={`rotate(${i * 90}) translate(0 -76) rotate(${-i * 90 + heading})`} className={l === 'U' ? styles.north : styles.cardinal} textAnchor="middle" dominantBaseline="central">
              {l}
            </text>
          ))}
          <g transform={`rotate(${qibla})`}>
            <line x1="0" y1="0" x2="0" y2="-62" className={styles.qiblaLine} />
            <g transform={`translate(0 -62) rotate(${-qibla + heading})`}>
              <rect x="-11" y="-11" width="22" height="22" rx="3" className={styles.kaaba} />
              <rect x="-11" y="-6" width="22" height="4" className={styles.kaabaBand} />
            </g>
          </g>
          <circle r="5" className={styles.hub} />
        </svg>
      </div>

      {state.kind === 'live' && turn !== undefined ? (
        <p className={styles.status} role="status">
          {facing ? 'Kamu sudah menghadap kiblat.' : `Putar ${Math.abs(Math.round(turn))}° ke ${turn > 0 ? 'kanan' : 'kiri'}.`}
        </p>
      ) : state.kind === 'needs-permission' ? (
        <>
          <p className="muted">Ketuk untuk memakai kompas ponselmu; dial akan ikut berputar.</p>
          <button type="button" className="btn" onClick={() => void enable()}>
            Aktifkan kompas
          </button>
        </>
      ) : state.kind === 'waiting' ? (
        <p className={styles.status} role="status">Menunggu kompas perangkat...</p>
      ) : (
        <p className={`alert alert--info ${styles.note}`} role="status">
          Perangkat ini tidak punya sensor kompas (atau izinnya ditolak). Arah kiblat tetap {formatBearing(qibla)} dari utara: cocokkan dengan kompas biasa.
        </p>
      )}
    </div>
  );
}
