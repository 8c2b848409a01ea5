import { useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { PageLayout } from '../ui/page-layout';
import { CityPicker } from '../features/prayer/city-picker';
import { usePlace } from '../features/prayer/use-prayer';
import { PrayerCalendar } from '../features/prayer/calendar-page';
import { parseCalendarSearch } from '../features/prayer/calendar-views';

export const Route = createFileRoute('/jadwal-sholat')({
  validateSearch: parseCalendarSearch,
  component: JadwalSholatPage,
});

function JadwalSholatPage() {
  const location = usePlace();
  const [picking, setPicking] = useState(false);
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PageLayout title="Jadwal Sholat">
      <PrayerCalendar location={location} search={search} onPickCity={() => setPicking(true)}
        onSearch={(next) => void navigate({ search: next, replace: true })} />
      <CityPicker open={picking} onClose={() => setPicking(false)} location={location} />
    </PageLayout>
  );
}
