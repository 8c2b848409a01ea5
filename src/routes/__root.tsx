import { createRootRoute, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ToastProvider } from '../ui/toast';
import { OfflineBanner } from '../ui/offline-banner';
import { UpdatePrompt } from '../ui/update-prompt';
import { useInboxRefreshWhenIdle } from '../features/pesan/inbox-refresh-when-idle';

export const Route = createRootRoute({ component: RootLayout });

function RootLayout() {
  const PrayerMoment = useInboxRefreshWhenIdle();
  // Marks the moment React has taken over a prerendered page (tests and tools wait for it).
  useEffect(() => void (document.documentElement.dataset.app = 'live'), []);
  return (
    <ToastProvider>
      <div className="app-column">
        <Outlet />
      </div>
      <OfflineBanner />
      <UpdatePrompt />
      {PrayerMoment ? <PrayerMoment /> : null}
    </ToastProvider>
  );
}
