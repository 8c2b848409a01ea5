import { useMemo, useState } from 'react';
import type { PrayerMethod } from '../../contract/prayer-methods';
import { prayerMethodSource } from '../../contract/prayer-method-words';
import { shareOrDownload } from '../../lib/save-file';
import { useToast } from '../../ui/toast';
import { IMSAKIYAH_KEYS, imsakiyahRows, imsakiyahTitle } from './calendar-imsakiyah';
import type { CalendarPlace } from './calendar-month';
import { PRAYER_NAMES } from './schedule';
import { zoneAbbreviation } from './places';
import styles from './calendar.module.css';

const LONG_DATE = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const DAY_MONTH = new Intl.DateTimeFormat('id-ID', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** Ramadan's every day for the place, and the sheet as an image to share on WhatsApp. */
export function ImsakiyahView({ place, placeLabel, year, today, method, hijriShift }: {
  place: CalendarPlace; placeLabel: string; year: number; today: string; method: PrayerMethod; hijriShift: number;
}) {
  const rows = useMemo(() => imsakiyahRows(year, place, method, hijriShift),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [year, place.lat, place.lng, place.timeZone, method, hijriShift]);
  const title = imsakiyahTitle(year);
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function saveImage() {
    setBusy(true);
    try {
      // The drawing code comes only now, on the tap: no page carries it before.
      const { imsakiyahPng } = await import('./calendar-imsakiyah-image');
      const span = `${LONG_DATE.format(utc(rows[0]!.date))} – ${LONG_DATE.format(utc(rows.at(-1)!.date))} · ${rows.length} hari`;
      const png = await imsakiyahPng({ title, place: `${placeLabel} · ${zoneAbbreviation(place.timeZone)}`, span, source: prayerMethodSource(method), rows });
      const outcome = await shareOrDownload(png, `jadwal-imsakiyah-${year}-${fileSlug(placeLabel)}.png`, title);
      if (outcome === 'downloaded') toast('Gambar jadwal imsakiyah tersimpan.', { tone: 'success' });
    } catch {
      toast('Gambar gagal dibuat. Coba lagi.', { tone: 'danger' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card" aria-labelledby="imsakiyah-title">
      <header className={styles.imsakiyahHead}>
        <h2 id="imsakiyah-title">{title}</h2>
        <p className="muted">{placeLabel} · {prayerMethodSource(method)}</p>
      </header>
      <div className={styles.actions}>
        <button type="button" className="btn btn--block" onClick={() => void saveImage()} disabled={busy || !rows.length}>
          {busy ? 'Menyiapkan gambar…' : 'Bagikan sebagai gambar'}
        </button>
      </div>
      {/* Wider than a phone: it scrolls sideways, so a keyboard can reach and scroll it too. */}
      <div className={styles.tableWrap} tabIndex={0} role="group" aria-label="Tabel jadwal imsakiyah">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Ramadhan</th>
              {IMSAKIYAH_KEYS.map((key) => <th scope="col" key={key}>{PRAYER_NAMES[key]}</th>)}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.date} className={row.date === today ? styles.today : undefined} aria-current={row.date === today ? 'date' : undefined} data-date={row.date}>
                <th scope="row">
                  {row.hijri.day}
                  <span className={styles.hijriSmall}>{DAY_MONTH.format(utc(row.date))}</span>
                </th>
                {IMSAKIYAH_KEYS.map((key) => (
                  <td key={key} className={key === 'imsak' || key === 'maghrib' ? styles.strong : undefined}>{row.times[key]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

const fileSlug = (label: string) => label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'lokasi';
