import { createRootRoute, Outlet } from '@tanstack/react-router';
import { ToastProvider } from '../ui/toast';
import { OfflineBanner } from '../ui/offline-banner';
import { UpdatePrompt } from '../ui/update-prompt';

export const Route = createRootRoute({ component: RootLayout });

function RootLayout() {
  return (
    <ToastProvider>
      <div className="app-column">
        <Outlet />
      </div>
      <OfflineBanner />
      <UpdatePrompt />
    </ToastProvider>
  );
}
