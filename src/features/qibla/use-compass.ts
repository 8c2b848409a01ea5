import { useCallback, useEffect, useState } from 'react';

export type CompassState =
  | { kind: 'waiting' }
  /** iOS: the heading needs a permission that only a tap may ask for. */
  | { kind: 'needs-permission' }
  | { kind: 'live'; heading: number }
  | { kind: 'unavailable' };

type IosOrientationEvent = DeviceOrientationEvent & { webkitCompassHeading?: number };
type PermissionApi = { requestPermission?: () => Promise<'granted' | 'denied'> };

/** How long to wait for a first reading before saying the device has no compass. */
const FIRST_READING_MS = 2_000;

/** The device heading in degrees from north, from `deviceorientationabsolute` or iOS's compass heading. */
export function useCompass(): { state: CompassState; enable: () => Promise<void> } {
  const permissionApi = typeof DeviceOrientationEvent !== 'undefined' ? (DeviceOrientationEvent as unknown as PermissionApi) : undefined;
  const needsPermission = typeof permissionApi?.requestPermission === 'function';
  const [state, setState] = useState<CompassState>(() =>
    typeof window === 'undefined' || typeof DeviceOrientationEvent === 'undefined' ? { kind: 'unavailable' } : { kind: 'waiting' },
  );
  // Listen at once: Android sends readings without asking. Each grant restarts the wait.
  const [listening, setListening] = useState(0);

  useEffect(() => {
    if (state.kind === 'unavailable' && listening === 0) return;
    const onAbsolute = (e: DeviceOrientationEvent) => {
      if (e.alpha != null && e.absolute !== false) setState({ kind: 'live', heading: (360 - e.alpha) % 360 });
    };
    const onIos = (e: Event) => {
      const heading = (e as IosOrientationEvent).webkitCompassHeading;
      if (typeof heading === 'number' && Number.isFinite(heading)) setState({ kind: 'live', heading });
    };
    window.addEventListener('deviceorientationabsolute', onAbsolute as EventListener);
    window.addEventListener('deviceorientation', onIos);
    // No reading yet: where a tap may grant access (iOS, newer Chromium) offer it once, else give up.
    const timer = setTimeout(
      () => setState((s) => (s.kind === 'live' ? s : needsPermission && listening === 0 ? { kind: 'needs-permission' } : { kind: 'unavailable' })),
      FIRST_READING_MS,
    );
    return () => {
      clearTimeout(timer);
      window.removeEventListener('deviceorientationabsolute', onAbsolute as EventListener);
      window.removeEventListener('deviceorientation', onIos);
    };
    // Listening starts once; readings update the state without re-subscribing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listening]);

  const enable = useCallback(async () => {
    try {
      const answer = await permissionApi?.requestPermission?.();
      if (answer === 'granted') {
        setState({ kind: 'waiting' });
        setListening((n) => n + 1);
      } else setState({ kind: 'unavailable' });
    } catch {
      setState({ kind: 'unavailable' });
    }
  }, [permissionApi]);

  return { state, enable };
}
