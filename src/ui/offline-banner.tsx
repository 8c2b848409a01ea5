import { useOnline } from './use-online';
import { WifiOffIcon } from './icons';

/** Tells the user they are offline; what they do is kept and sent once the network returns. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" data-testid="offline-banner" style={{
      position: 'fixed', top: 'calc(var(--topbar-h) + 8px)', left: '50%', transform: 'translateX(-50%)', zIndex: 50,
      display: 'flex', alignItems: 'center', gap: 8, padding: '8px 14px', borderRadius: 999,
      background: 'var(--c-ink)', color: '#fff', fontSize: 13, fontWeight: 600, boxShadow: 'var(--shadow-m)', whiteSpace: 'nowrap',
    }}>
      <WifiOffIcon size={16} /> Kamu sedang offline
    </div>
  );
}
