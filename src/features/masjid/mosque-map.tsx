import { useMemo, useState } from 'react';
import { getMosques } from '../../api/masjid';
import { describeDistance } from '../../lib/distance';
import { MapView, type MapFocus, type MapMarker, type MapViewport } from '../../ui/map';
import { SearchField } from '../../ui/search-field';
import { useRemote } from '../../ui/use-remote';
import { distanceKm } from '../../lib/geo';
import { mapQuery } from './map-query';
import { listAnchor, mosqueCoords, placeMosques } from './mosque-order';
import { useUserPosition } from './use-user-position';
import type { Mosque } from '../../contract/masjid';
import styles from './mosque-map.module.css';

/** Indonesia as a whole, for a user whose position is unknown. */
const INDONESIA = { lat: -2.5, lng: 118 };
const INDONESIA_ZOOM = 4;
const NEAR_ZOOM = 10;
const MATCH_ZOOM = 15;
/** Most markers one view asks for: the ones nearest its centre; zooming in shows the rest. */
const MARKERS_MAX = 100;

/** An answer, with the question it answers (useRemote still holds the last answer while the next loads). */
type Found = { key: string; mosques: Mosque[]; more: boolean };

/**
 * 'Peta Masjid': the mosques inside the visible bounds, asked again as the map moves. A search
 * asks for its matches anywhere (nearest the user first) and flies to the first.
 */
export function MosqueMap({ search, onSearch }: { search: string; onSearch: (text: string) => void }) {
  const position = useUserPosition();
  const [view, setView] = useState<MapViewport | null>(null);
  const text = search.trim();
  const anchor = listAnchor(position.position);
  const asked = text ? null : view ? mapQuery(view) : null;
  const key = text
    ? `masjid-map:search:${text}:${anchor ? `${anchor.lat},${anchor.lng}` : '-'}`
    : asked ? `masjid-map:view:${Object.values(asked.bbox).join(',')}` : 'masjid-map:waiting';
  const remote = useRemote<Found | null>(key, async (signal) => {
    if (!text && !asked) return null; // the map has not said what it shows yet
    const answer = await getMosques(text
      ? { search: text, position: anchor, limit: MARKERS_MAX }
      : { bbox: asked!.bbox, position: asked!.center, limit: MARKERS_MAX }, { signal });
    return { key, mosques: answer.data, more: answer.nextCursor != null };
  });
  // While the next view loads (or fails offline), the markers already on the map stay.
  const [shown, setShown] = useState<Found | null>(null);
  if (remote.status === 'ready' && remote.data?.key === key && shown?.key !== key) setShown(remote.data);
  const found = shown;
  const searching = Boolean(text);

  const markers = useMemo<MapMarker[]>(
    () =>
      placeMosques(found?.mosques ?? [], position.position, distanceKm).flatMap(({ mosque, km }) => {
        const at = mosqueCoords(mosque);
        if (!at) return [];
        const d = describeDistance(km);
        return [{ id: String(mosque.id_masjid), ...at, title: mosque.header, text: d ? `${d.distance} · ${d.travel}` : mosque.alamat, href: `/masjid/${mosque.slug}`, linkText: 'Lihat informasi masjid' }];
      }),
    [found, position.position],
  );

  const first = searching && shown?.key === key ? markers[0] : undefined;
  const focus = useMemo<MapFocus | null>(() => {
    if (first) return { lat: first.lat, lng: first.lng, zoom: MATCH_ZOOM };
    if (position.position) return { ...position.position, zoom: NEAR_ZOOM };
    return null;
  }, [first?.id, position.position?.lat, position.position?.lng]); // eslint-disable-line react-hooks/exhaustive-deps

  // A view's count stays while the next view loads (it counts the markers still drawn); a search's waits for its answer.
  const current = shown?.key === key;
  return (
    <div className={styles.screen}>
      <div className={styles.overlay}>
        <SearchField value={search} onCommit={onSearch} placeholder="Cari masjid" className={styles.search} />
        {found && (current || !searching) ? (
          <p className={styles.count} role="status" data-testid="map-count">
            {searching
              ? markers.length > 0 ? `${markers.length}${found.more ? '+' : ''} masjid cocok dengan “${text}”` : `Masjid “${text}” tidak ditemukan`
              : found.more ? `${markers.length} masjid terdekat dari tengah peta; perbesar untuk melihat lainnya` : `${markers.length} masjid di peta`}
          </p>
        ) : remote.status === 'error' ? (
          <p className={styles.count} role="alert" data-testid="map-count">
            Masjid di area ini belum bisa dimuat. <button type="button" className={styles.retry} onClick={remote.retry}>Coba lagi</button>
          </p>
        ) : null}
      </div>
      <MapView
        label="Peta masjid"
        height="calc(100dvh - var(--topbar-h))"
        center={position.position ?? INDONESIA}
        zoom={position.position ? NEAR_ZOOM : INDONESIA_ZOOM}
        markers={markers}
        user={position.position}
        focus={focus}
        onViewChange={setView}
      />
    </div>
  );
}
