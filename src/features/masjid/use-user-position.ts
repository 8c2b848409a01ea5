import { useEffect, useState } from 'react';
import { askGeolocation } from '../../lib/device-position';
import type { PositionState } from './user-position';

// The stored position lives in the app's IndexedDB (Dexie, ~27 KB): loaded beside the browser's
// own answer, never before the page can answer a tap (issue 47).
const kept = () => import('../../db/device-position');

/**
 * The user's position for distances: the stored one at once (if any), replaced by the live one when
 * the browser gives it within 5 s. Denied or failed with nothing stored: 'unavailable'.
 */
export function useUserPosition(geolocation: Geolocation | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation): PositionState {
  const [state, setState] = useState<PositionState>({ status: 'locating', position: null });
  useEffect(() => {
    let alive = true;
    const stored = kept().then((m) => m.readLastPosition()).catch(() => undefined);
    void stored.then((position) => {
      if (alive && position) setState((s) => (s.status === 'ready' && s.source === 'live' ? s : { status: 'ready', position, source: 'stored' }));
    });
    void askGeolocation(geolocation).then(async (answer) => {
      if (typeof answer === 'object') {
        if (alive) setState({ status: 'ready', position: answer, source: 'live' });
        await kept().then((m) => m.writeLastPosition(answer, new Date())).catch(() => undefined);
        return;
      }
      const fallback = await stored;
      if (!alive) return;
      if (fallback) setState({ status: 'ready', position: fallback, source: 'stored' });
      else setState({ status: 'unavailable', position: null, reason: answer });
    });
    return () => {
      alive = false;
    };
  }, [geolocation]);
  return state;
}
