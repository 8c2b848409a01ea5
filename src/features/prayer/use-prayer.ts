import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSettings } from '../../db/use-settings';
import { deviceMayHoldData } from '../../db/device-data-mark';
import type { Place } from '../../db/prayer-place';
import { devicePosition } from '../../lib/device-position';
import { loadRegencies, type Regency } from './places';
import { dateInZone } from '../../contract/zone-clock';
import { scheduleDays, type ScheduleDay } from './schedule';

// Dexie loads with these only when a place is read or saved: a first visit has none to read.
const placeStore = () => import('../../db/prayer-place');

// The rules that turn a position into a place load when the device is asked or a city picked.
const placeRules = () => import('./location');

export const LOCATING = 'Mencari Lokasi...';
export const LOCATION_FAILED = 'Gagal mendapatkan Lokasi';
export const LOCATION_UNSET = 'Lokasi belum diatur';

/** The clock, ticking every `intervalMs` (the spec refreshes the home prayer area every 5 s). */
export function useNow(intervalMs = 5_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}

export type PlaceState = {
  /** 'unasked': no place yet and the device was not asked (that waits for the user's tap). */
  status: 'locating' | 'ready' | 'failed' | 'unasked';
  place?: Place;
  /** The text of the location pill. */
  label: string;
  pick(regency: Regency): Promise<void>;
  /** Asks the device again; resolves false when it cannot say where it is. */
  locateAgain(): Promise<boolean>;
};

/**
 * Where the user is: the last known place at once (so the screen paints from the device), then the
 * device's position within 5 s; a city the user picked stays until they ask for their location.
 */
async function positionPermission(): Promise<PermissionState | 'unknown'> {
  try {
    return (await navigator.permissions?.query({ name: 'geolocation' }))?.state ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export function usePlace(): PlaceState {
  const [state, setState] = useState<{ status: PlaceState['status']; place?: Place }>({ status: 'locating' });

  const locate = useCallback(async (): Promise<boolean> => {
    try {
      const [point, regencies, { placeFromPoint }] = await Promise.all([devicePosition(), loadRegencies(), placeRules()]);
      const place = placeFromPoint(point, regencies, 'gps');
      await (await placeStore()).writeLastPlace(place);
      // The one record of where the device is: the mosque list finds it there too.
      await import('../../db/device-position').then(({ writeLastPosition }) => writeLastPosition(point, new Date())).catch(() => undefined);
      setState({ status: 'ready', place });
      return true;
    } catch {
      setState((s) => (s.place ? { status: 'ready', place: s.place } : { status: 'failed' }));
      return false;
    }
  }, []);

  useEffect(() => {
    let live = true;
    void (async () => {
      const last = deviceMayHoldData() ? await placeStore().then((store) => store.readLastPlace()).catch(() => undefined) : undefined;
      if (!live) return;
      if (last) setState({ status: 'ready', place: last });
      // The position is read on load only where the browser gives it without asking; otherwise
      // the last place (or a chosen city) serves until the user asks from the city picker.
      const permission = last?.source === 'manual' ? 'unknown' : await positionPermission();
      if (permission === 'granted') await locate();
      // Refused before: say so; never asked: wait for the tap, and do not call that a failure.
      else if (live && !last) setState({ status: permission === 'denied' ? 'failed' : 'unasked' });
    })();
    return () => {
      live = false;
    };
  }, [locate]);

  const pick = useCallback(async (regency: Regency) => {
    const place = (await placeRules()).placeFromRegency(regency);
    await (await placeStore()).writeLastPlace(place);
    setState({ status: 'ready', place });
  }, []);

  const label = state.place ? state.place.label
    : state.status === 'failed' ? LOCATION_FAILED
    : state.status === 'unasked' ? LOCATION_UNSET
    : LOCATING;
  return { ...state, label, pick, locateAgain: locate };
}

/**
 * Today and the days after it for the place, computed on the device (instant, offline); the next
 * 30 days are also stored whenever the place, the day or the method changes.
 */
export function usePrayerDays(place: Place | undefined, now: number, count = 8): { today?: string; days: ScheduleDay[] | undefined } {
  const { prayerMethod } = useSettings();
  const today = place ? dateInZone(now, place.timeZone) : undefined;
  const key = place ? `${place.lat},${place.lng}|${place.timeZone}|${place.elevation ?? ''}|${place.horizon ?? ''}` : '';
  const days = useMemo(
    () => (place && today ? scheduleDays(place, today, count, prayerMethod) : undefined),
    // The place object changes identity on every read; its key is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, today, count, prayerMethod],
  );
  useEffect(() => {
    if (place && today) void import('./prayer-store').then(({ storeDays }) => storeDays(place, today, prayerMethod));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, today, prayerMethod]);
  return { today, days };
}
