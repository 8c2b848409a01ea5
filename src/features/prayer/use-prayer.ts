import { useCallback, useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useSettings } from '../../db/settings';
import { writeLastPosition } from '../../db/device-position';
import { readLastPlace, writeLastPlace, type Place } from '../../db/prayer-place';
import { devicePosition } from '../../lib/device-position';
import { placeFromPoint, placeFromRegency, placeKeyOf } from './location';
import { loadRegencies, type Regency } from './places';
import { readStoredDays, storeDays } from './prayer-store';
import { dateInZone, type ScheduleDay } from './schedule';

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
      const [point, regencies] = await Promise.all([devicePosition(), loadRegencies()]);
      const place = placeFromPoint(point, regencies, 'gps');
      await writeLastPlace(place);
      // The one record of where the device is: the mosque list finds it there too.
      await writeLastPosition(point, new Date()).catch(() => undefined);
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
      const last = await readLastPlace().catch(() => undefined);
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
    const place = placeFromRegency(regency);
    await writeLastPlace(place);
    setState({ status: 'ready', place });
  }, []);

  const label = state.place ? state.place.label
    : state.status === 'failed' ? LOCATION_FAILED
    : state.status === 'unasked' ? LOCATION_UNSET
    : LOCATING;
  return { ...state, label, pick, locateAgain: locate };
}

/**
 * Today and the days after it for the place: read from Dexie first (instant, offline), then the
 * next 30 days recomputed and stored whenever the place, the day or the method changes.
 */
export function usePrayerDays(place: Place | undefined, now: number, count = 8): { today?: string; days: ScheduleDay[] | undefined } {
  const { prayerMethod } = useSettings();
  const today = place ? dateInZone(now, place.timeZone) : undefined;
  const key = place ? `${placeKeyOf(place)}|${place.timeZone}` : '';
  const days = useLiveQuery(async () => (place && today ? readStoredDays(place, today, count) : undefined), [key, today, count]);
  useEffect(() => {
    if (place && today) void storeDays(place, today, prayerMethod);
    // The place object changes identity on every read; its key is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, today, prayerMethod]);
  return { today, days };
}
