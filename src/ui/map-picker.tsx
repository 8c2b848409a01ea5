import { lazy, Suspense } from 'react';
import type { LatLng } from './map-types';
import styles from './map.module.css';

// maplibre-gl loads only when a screen shows the picker (the admin's mosque editor).
const MaplibrePicker = lazy(() => import('./maplibre-picker'));

/** Pick a place: drag the marker or tap the map. Coordinates come back with 6 decimals (~10 cm). */
export function MapPicker({ value, onChange, zoom = 16, height = 260, label }: {
  value: LatLng; onChange: (at: LatLng) => void; zoom?: number; height?: number | string; label: string;
}) {
  return (
    <Suspense fallback={<div className={styles.placeholder} style={{ height }} role="status">Memuat peta…</div>}>
      <MaplibrePicker value={value} onChange={onChange} zoom={zoom} height={height} label={label} />
    </Suspense>
  );
}
