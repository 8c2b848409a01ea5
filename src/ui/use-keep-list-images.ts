import { useEffect } from 'react';

/**
 * keepListImages (lib/keep-list-images.ts) for the pictures a list shows now, and again as it grows;
 * through the worker bridge, the chunk every page loads after load anyway.
 */
export function useKeepListImages(urls: ReadonlyArray<string | null | undefined>): void {
  const key = urls.join('\n');
  useEffect(() => {
    if (!key || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    // Once a worker is there to take them: the bridge then loads with (or after) the registration, never ahead of the first screen.
    void navigator.serviceWorker.ready
      .then(() => import('../lib/worker-bridge'))
      .then(({ keepListImages }) => keepListImages(key.split('\n')))
      .catch(() => undefined);
  }, [key]);
}
