import { Component, lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { MapViewProps } from './map-types';
import styles from './map.module.css';

export type { LatLng, MapMarker, MapFocus, MapViewProps, MapViewport } from './map-types';

// maplibre-gl is large: it is fetched only when a screen actually draws a map, never in the first load.
const MaplibreView = lazy(() => import('./maplibre-view'));

/**
 * Whether the element is on screen or about to be. A map below the fold (the mosque page's) then
 * costs nothing until the visitor scrolls towards it: its library is twice the first screen's JS.
 */
function useNearScreen() {
  const hold = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = hold.current;
    if (near || !el) return undefined;
    const watch = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      setNear(true);
      watch.disconnect();
    }, { rootMargin: '0px' });
    watch.observe(el);
    return () => watch.disconnect();
  }, [near]);
  return { hold, near };
}

/** A raster map (tiles from externalDefaults.mapTileUrl) with 38×38 markers, popups and the user's dot. */
export function MapView(props: MapViewProps) {
  const height = props.height ?? 200;
  const { hold, near } = useNearScreen();
  const fallback = (
    <div ref={near ? undefined : hold} className={styles.placeholder} style={{ height }} role="status">
      Memuat peta…
    </div>
  );
  if (!near) return fallback;
  return (
    <MapBoundary height={height}>
      <Suspense fallback={fallback}>
        <MaplibreView {...props} />
      </Suspense>
    </MapBoundary>
  );
}

/** A device without WebGL (or a chunk that failed to load offline) gets a sentence, not a blank hole. */
class MapBoundary extends Component<{ height: number | string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={styles.placeholder} style={{ height: this.props.height }} role="status">
        Peta tidak dapat ditampilkan di perangkat ini.
      </div>
    );
  }
}
