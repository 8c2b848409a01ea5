import { useEffect, useRef } from 'react';
import { useRouter } from '@tanstack/react-router';
import * as v from 'valibot';
import { AttributionControl, Map as MaplibreMap, Marker, NavigationControl, Popup, setWorkerUrl, type StyleSpecification } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import landUrl from './map-land.json?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { externalDefaults } from '../contract/external';
import type { MapMarker, MapViewProps } from './map-types';
import styles from './map.module.css';

const cls = (name: string): string => styles[name] ?? '';

/**
 * Props count zoom as web maps with 256 px tiles do (Leaflet, OSM: the spec's 'zoom 16' shows z16
 * tiles); maplibre counts in 512 px units, one level lower for the same scale.
 */
const toMaplibreZoom = (tileZoom: number) => tileZoom - 1;

// The only module that touches maplibre-gl; ui/map.tsx loads it lazily.
// The worker is a separate hashed file emitted by the build, so it is precached and works offline.
setWorkerUrl(workerUrl);

const TileUrlSchema = v.pipe(v.string(), v.url(), v.includes('{z}'), v.includes('{x}'), v.includes('{y}'));

/** The tile template: VITE_MAP_TILE_URL when a build sets a valid one, else the default host. */
export function tileUrl(override: unknown = import.meta.env.VITE_MAP_TILE_URL): string {
  const parsed = v.safeParse(TileUrlSchema, override);
  return parsed.success ? parsed.output : externalDefaults.mapTileUrl;
}

/** The base layer's colours: calm, close to the tiles' own, so tiles arriving late do not flash. */
const BASE_COLOURS = { sea: '#cfe3ea', land: '#eef0e4', coast: '#9db3a6' } as const;

/**
 * The style of every map of the app: under the tiles, land and coasts of Indonesia's region, a
 * hashed file of this build (so precached), fetched only when a map is drawn. With no tile server
 * in reach (offline, a tile host down) a map still shows the islands its markers stand on.
 */
export function baseMapStyle(): StyleSpecification {
  return {
    version: 8,
    sources: {
      land: { type: 'geojson', data: new URL(landUrl, window.location.href).href, attribution: 'Natural Earth' },
      tiles: { type: 'raster', tiles: [tileUrl()], tileSize: 256, maxzoom: 19, attribution: externalDefaults.mapAttribution },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': BASE_COLOURS.sea } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': BASE_COLOURS.land } },
      { id: 'coast', type: 'line', source: 'land', paint: { 'line-color': BASE_COLOURS.coast, 'line-width': 1 } },
      { id: 'tiles', type: 'raster', source: 'tiles' },
    ],
  };
}

const PIN_SVG =
  '<svg viewBox="0 0 38 38" aria-hidden="true"><path d="M19 36s12-11.2 12-20.5C31 8.6 25.6 3 19 3S7 8.6 7 15.5C7 24.8 19 36 19 36z" fill="#0f766e" stroke="#fff" stroke-width="2"/>' +
  '<path d="M13 21h12v-4.5a6 6 0 0 0-12 0zM19 8.5v2" fill="none" stroke="#fff" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/></svg>';

function markerElement(marker: MapMarker): HTMLElement {
  const el = document.createElement('button');
  el.type = 'button';
  el.className = cls('marker');
  el.setAttribute('aria-label', marker.title);
  el.dataset.markerId = marker.id;
  el.innerHTML = PIN_SVG;
  return el;
}

function popupContent(marker: MapMarker, go: (href: string) => void): HTMLElement {
  const box = document.createElement('div');
  box.className = cls('popup');
  const title = document.createElement('strong');
  title.className = cls('popupTitle');
  title.textContent = marker.title;
  box.append(title);
  if (marker.text) {
    const text = document.createElement('span');
    text.className = cls('popupText');
    text.textContent = marker.text;
    box.append(text);
  }
  if (marker.href) {
    const link = document.createElement('a');
    link.className = cls('popupLink');
    link.href = marker.href;
    link.textContent = marker.linkText ?? 'Lihat detail';
    const href = marker.href;
    link.addEventListener('click', (event) => {
      // Stay inside the single-page app: a full page load would drop the map and the position.
      event.preventDefault();
      go(href);
    });
    box.append(link);
  }
  return box;
}

export default function MaplibreView({ center, zoom, markers, user, focus, openMarkerId, height = 200, label, onViewChange }: MapViewProps) {
  const router = useRouter();
  const hostRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MaplibreMap | null>(null);
  const initial = useRef({ center, zoom });
  const onViewRef = useRef(onViewChange);
  onViewRef.current = onViewChange;

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const map = new MaplibreMap({
      container: host,
      center: [initial.current.center.lng, initial.current.center.lat],
      zoom: toMaplibreZoom(initial.current.zoom),
      attributionControl: false,
      style: baseMapStyle(),
    });
    map.addControl(new AttributionControl({ compact: true }), 'bottom-right');
    map.addControl(new NavigationControl({ showCompass: false }), 'bottom-right');
    mapRef.current = map;
    const tell = () => {
      const b = map.getBounds();
      const c = map.getCenter();
      onViewRef.current?.({ bounds: { west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() }, center: { lat: c.lat, lng: c.lng } });
    };
    map.on('load', tell);
    map.on('moveend', tell);
    return () => {
      mapRef.current = null;
      map.remove();
    };
  }, []);

  // Markers: rebuilt when the list changes (a few dozen mosques at most).
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const go = (href: string) => void router.history.push(href);
    const placed = markers.map((m) => {
      const popup = new Popup({ offset: 30, closeButton: true, maxWidth: '240px', focusAfterOpen: false }).setDOMContent(popupContent(m, go));
      const marker = new Marker({ element: markerElement(m), anchor: 'bottom' }).setLngLat([m.lng, m.lat]).setPopup(popup).addTo(map);
      if (m.id === openMarkerId) marker.togglePopup();
      return marker;
    });
    return () => placed.forEach((marker) => marker.remove());
  }, [markers, openMarkerId, router]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !user) return;
    const el = document.createElement('div');
    el.className = cls('user');
    el.setAttribute('role', 'img');
    el.setAttribute('aria-label', 'Lokasi kamu');
    const dot = new Marker({ element: el }).setLngLat([user.lng, user.lat]).addTo(map);
    return () => void dot.remove();
  }, [user?.lat, user?.lng]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !focus) return;
    map.flyTo({ center: [focus.lng, focus.lat], zoom: focus.zoom === undefined ? map.getZoom() : toMaplibreZoom(focus.zoom), essential: true });
  }, [focus]);

  return (
    <div className={cls('frame')} style={{ height }} role="region" aria-label={label}>
      <div ref={hostRef} className={cls('canvasHost')} />
    </div>
  );
}
