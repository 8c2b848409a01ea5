import { useEffect, useRef } from 'react';
import { AttributionControl, Map as MaplibreMap, Marker, NavigationControl } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { baseMapStyle } from './maplibre-view';
import type { LatLng } from './map-types';
import styles from './map.module.css';

// The place picker's maplibre part; ui/map-picker.tsx loads it lazily (admin screens only).

const cls = (name: string): string => styles[name] ?? '';
const PIN_SVG =
  '<svg viewBox="0 0 38 38" aria-hidden="true"><path d="M19 36s12-11.2 12-20.5C31 8.6 25.6 3 19 3S7 8.6 7 15.5C7 24.8 19 36 19 36z" fill="#0f766e" stroke="#fff" stroke-width="2"/>' +
  '<circle cx="19" cy="15.5" r="4.5" fill="#fff"/></svg>';

export type MaplibrePickerProps = { value: LatLng; onChange: (at: LatLng) => void; zoom: number; height: number | string; label: string };

/** A map with one draggable marker; a tap on the map moves the marker there too. */
export default function MaplibrePicker({ value, onChange, zoom, height, label }: MaplibrePickerProps) {
  const host = useRef<HTMLDivElement>(null);
  const marker = useRef<Marker | null>(null);
  const map = useRef<MaplibreMap | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    if (!host.current) return;
    const m = new MaplibreMap({
      container: host.current,
      center: [value.lng, value.lat],
      zoom: zoom - 1, // maplibre counts 512 px tiles (see maplibre-view.tsx)
      attributionControl: false,
      style: baseMapStyle(), // the offline land layer under the tiles, as on every map
    });
    m.addControl(new AttributionControl({ compact: true }));
    m.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    const el = document.createElement('div');
    el.className = cls('marker');
    el.dataset.markerId = 'picked';
    el.setAttribute('role', 'img'); // a name needs a role: a bare div may not carry aria-label
    el.setAttribute('aria-label', 'Lokasi masjid (geser untuk memindahkan)');
    el.innerHTML = PIN_SVG;
    const pin = new Marker({ element: el, draggable: true, anchor: 'bottom' }).setLngLat([value.lng, value.lat]).addTo(m);
    const report = () => {
      const at = pin.getLngLat();
      changed.current({ lat: Number(at.lat.toFixed(6)), lng: Number(at.lng.toFixed(6)) });
    };
    pin.on('dragend', report);
    m.on('click', (e) => {
      pin.setLngLat(e.lngLat);
      report();
    });
    marker.current = pin;
    map.current = m;
    return () => m.remove();
    // The map is made once; later values move the marker (below).
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const pin = marker.current;
    if (!pin) return;
    const at = pin.getLngLat();
    if (Math.abs(at.lat - value.lat) > 1e-7 || Math.abs(at.lng - value.lng) > 1e-7) {
      pin.setLngLat([value.lng, value.lat]);
      map.current?.easeTo({ center: [value.lng, value.lat] });
    }
  }, [value.lat, value.lng]);

  return (
    <div className={cls('frame')} style={{ height }} role="region" aria-label={label}>
      <div ref={host} className={cls('canvasHost')} />
    </div>
  );
}
