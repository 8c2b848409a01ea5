import { useEffect, useState } from 'react';
import { useSeemsOffline } from './use-online';
import { WifiOffIcon } from './icons';
import styles from './offline-banner.module.css';

/** Long enough to read three words, short enough not to sit on the page while it is used. */
export const OFFLINE_PILL_MS = 4000;

/**
 * Says once that the network is gone: a strip at the foot of the screen, under the bottom bars,
 * that goes away after a few seconds or at the first touch (fixed under the top bar, it sat on the
 * location line and search fields; floating above the tab bar, on rows and cards). While it shows,
 * the root carries data-offline-strip so the bars stand on it and each page's end clears it. The
 * live region stays (visually hidden) so screen readers keep the state; what the person does is
 * kept and sent once the network returns.
 */
export function OfflineBanner() {
  // Also when the browser still believes it is online but the app's requests found no network.
  const online = !useSeemsOffline();
  const [shown, setShown] = useState(true);
  useEffect(() => {
    setShown(true); // every new loss of the network is told again
    if (online) return undefined;
    // The bottom bars stand on the strip, so its going moves them: never while a finger is down
    // (the tap would end on another spot than it began, and its click would be lost), at the end
    // of the person's first touch (which means it was seen) or after a few seconds.
    const hide = () => setShown(false);
    let pressed = false;
    const down = () => void (pressed = true);
    const up = () => {
      pressed = false;
      hide();
    };
    const timer = setTimeout(() => {
      if (!pressed) hide();
    }, OFFLINE_PILL_MS);
    const options = { capture: true, passive: true } as const;
    window.addEventListener('pointerdown', down, options);
    window.addEventListener('pointerup', up, options);
    window.addEventListener('pointercancel', up, options);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pointerdown', down, true);
      window.removeEventListener('pointerup', up, true);
      window.removeEventListener('pointercancel', up, true);
    };
  }, [online]);
  const strip = !online && shown;
  useEffect(() => {
    if (!strip) return undefined;
    document.documentElement.dataset.offlineStrip = '';
    return () => void delete document.documentElement.dataset.offlineStrip;
  }, [strip]);
  // The region is always there, so the text appearing in it is announced.
  if (online) return <div role="status" data-testid="offline-banner-region" className="visually-hidden" />;
  return (
    <div role="status" data-testid="offline-banner" data-shown={shown} className={shown ? undefined : 'visually-hidden'}>
      {shown ? (
        <button type="button" className={styles.pill} onClick={() => setShown(false)} title="Ketuk untuk menutup">
          <WifiOffIcon size={16} /> Kamu sedang offline
        </button>
      ) : 'Kamu sedang offline'}
    </div>
  );
}
