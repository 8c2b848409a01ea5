import { useSyncExternalStore } from 'react';
import { applyUpdate, subscribeToUpdate, updateWaiting } from '../lib/service-worker';

/** 'Versi baru tersedia': the new worker waits until the user chooses to reload. */
export function UpdatePrompt() {
  const waiting = useSyncExternalStore(subscribeToUpdate, updateWaiting, () => false);
  if (!waiting) return null;
  return (
    <div role="alert" style={{
      position: 'fixed', left: '50%', transform: 'translateX(-50%)', bottom: 'calc(var(--tabbar-h) + var(--offline-h) + 12px)', zIndex: 55,
      display: 'flex', alignItems: 'center', gap: 12, width: 'min(92vw, 420px)', padding: '10px 12px 10px 16px',
      borderRadius: 'var(--radius-m)', background: 'var(--c-ink)', color: 'var(--c-surface)', boxShadow: 'var(--shadow-m)',
    }}>
      <span style={{ flex: 1, fontSize: 14 }}>Versi baru tersedia</span>
      <button type="button" className="btn btn--small" onClick={applyUpdate}>Muat ulang</button>
    </div>
  );
}
