import { useEffect, useMemo, useState } from 'react';
import { BottomSheet } from '../../ui/bottom-sheet';
import { MapPinIcon } from '../../ui/icons';
import { SearchIcon } from '../../ui/more-icons';
import { loadRegencies, placeName, type Regency } from './places';
import { searchRegencies } from './city-search';
import { LOCATION_FAILED, type PlaceState } from './use-prayer';
import styles from './city-picker.module.css';

const SHOWN = 60;

/** A bottom sheet to choose one of the 514 regencies and cities, or to use the device's position. */
export function CityPicker({ open, onClose, location }: { open: boolean; onClose: () => void; location: PlaceState }) {
  const [regencies, setRegencies] = useState<Regency[]>([]);
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (open) void loadRegencies().then(setRegencies, () => setMessage('Daftar kota belum bisa dimuat. Coba lagi saat online.'));
  }, [open]);
  const results = useMemo(() => searchRegencies(query, regencies), [query, regencies]);

  return (
    <BottomSheet open={open} title="Pilih Lokasi" onClose={onClose}>
      <button
        type="button"
        className={`btn btn--outline btn--block ${styles.gps}`}
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setMessage('');
          const ok = await location.locateAgain();
          setBusy(false);
          if (ok) onClose();
          else setMessage(`${LOCATION_FAILED}. Pilih kotamu dari daftar di bawah.`);
        }}
      >
        <MapPinIcon size={18} /> {busy ? 'Mencari Lokasi...' : 'Gunakan lokasi saat ini'}
      </button>
      {message ? <p className="alert alert--danger" role="alert">{message}</p> : null}
      <label className={`field ${styles.search}`}>
        <span className="visually-hidden">Cari kota atau kabupaten</span>
        <span className={styles.searchBox}>
          <SearchIcon size={18} />
          <input className="field__control" type="search" placeholder="Cari kota atau kabupaten" value={query} onChange={(e) => setQuery(e.target.value)} />
        </span>
      </label>
      <ul className={styles.list} aria-label="Daftar kota">
        {results.slice(0, SHOWN).map((r) => (
          <li key={r.kode}>
            <button
              type="button"
              className={styles.item}
              onClick={async () => {
                await location.pick(r);
                onClose();
              }}
            >
              <strong>{placeName(r)}</strong>
              <span className="muted">{r.provinsi.toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase())}</span>
            </button>
          </li>
        ))}
      </ul>
      {regencies.length > 0 && results.length === 0 ? <p className="muted">Kota tidak ditemukan. Coba nama lain.</p> : null}
      {results.length > SHOWN ? <p className={`muted ${styles.more}`}>Ketik nama kota untuk mempersempit {results.length} pilihan.</p> : null}
    </BottomSheet>
  );
}
