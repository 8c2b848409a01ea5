import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../features/profile/settings-page';
import { ReminderSettings } from '../../features/pesan/reminder-settings';

export const Route = createFileRoute('/profile/pengaturan')({ component: PengaturanRoute });

function PengaturanRoute() {
  return (
    <SettingsPage>
      <ReminderSettings />
    </SettingsPage>
  );
}
