import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../features/profile/settings-page';
import { ReminderSettings } from '../../features/pesan/reminder-settings';
import { parseReminderSearch } from '../../features/pesan/reminder-search';

export const Route = createFileRoute('/profile/pengaturan')({ validateSearch: parseReminderSearch, component: PengaturanRoute });

function PengaturanRoute() {
  const { pengingat } = Route.useSearch();
  return (
    <SettingsPage>
      <ReminderSettings focus={pengingat} />
    </SettingsPage>
  );
}
