import { useMemo } from 'react';
import { getMosques } from '../../api/masjid';
import { describeDistance } from '../../lib/distance';
import { LoadFailed } from '../../ui/load-failed';
import { MapView, type MapFocus, type MapMarker } from '../../ui/map';
import { SearchField } from '../../ui/search-field';
import { useRemote } from '../../ui/use-remote';
import { distanceKm } from '../../lib/geo';
import { matchesSearch, mosqueCoords, placeMosques } from './mosque-order';
import { useUserPosition } from './use-user-position';
import styles from './mosque-map.module.css';

/** Indonesia as a whole, for a user whose position is unknown. */
const INDONESIA = { lat: -2.5, lng: 118 };
const INDONESIA_ZOOM = 4;
const NEAR_ZOOM = 10;
const MATCH_ZOOM = 15;

/** 'Peta Masjid': every mosque with coordinates; the search filters markers and flies to the first match. */
export function MosqueMap({ search, onSearch }: { search: string; onSearch: (text: string) => void }) {
  const position = useUserPosition();
  // All mosques once; the filter runs on the device so typing moves the map at once (and offline).
  const remote = useRemote('masjid-map', (signal) => getMosques('', { signal }).then((a) => a.data));

  const matches = useMemo(() => {
    if (remote.status !== 'ready') return [];
    const found = remote.data.filter((m) => mosqueCoords(m) && matchesSearch(m, search));
    return placeMosques(found, position.position, distanceKm);
  }, [remote, search, position.position]);

  const markers = useMemo<MapMarker[]>(
    () =>
      matches.flatMap(({ mosque, km }) => {
        const at = mosqueCoords(mosque);
        if (!at) return [];
        const d = describeDistance(km);
        return [{ id: String(mosque.id_masjid), ...at, title: mosque.header, text: d ? `${d.distance} · ${d.travel}` : mosque.alamat, href: `/masjid/${mosque.slug}`, linkText: 'Lihat informasi masjid' }];
      }),
    [matches],
  );

  const first = search.trim() ? markers[0] : undefined;
  const focus = useMemo<MapFocus | null>(() => {
    if (first) return { lat: first.lat, lng: first.lng, zoom: MATCH_ZOOM };
    if (position.position) return { ...position.position, zoom: NEAR_ZOOM };
    return null;
  }, [first?.id, position.position?.lat, position.position?.lng]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div className={styles.screen}>
      <div className={styles.overlay}>
        <SearchField value={search} onCommit={onSearch} placeholder="Cari masjid" className={styles.search} />
        {remote.status === 'ready' ? (
          <p className={styles.count} role="status" data-testid="map-count">
            {search.trim()
              ? markers.length > 0 ? `${markers.length} masjid cocok dengan “${search.trim()}”` : `Masjid “${search.trim()}” tidak ditemukan`
              : `${markers.length} masjid di peta`}
          </p>
        ) : null}
      </div>
      {remote.status === 'error' ? (
        <LoadFailed onRetry={remote.retry} />
      ) : (
        <MapView
          label="Peta masjid"
          height="calc(100dvh - var(--topbar-h))"
          center={position.position ?? INDONESIA}
          zoom={position.position ? NEAR_ZOOM : INDONESIA_ZOOM}
          markers={markers}
          user={position.position}
          focus={focus}
        />
      )}
    </div>
  );
}
