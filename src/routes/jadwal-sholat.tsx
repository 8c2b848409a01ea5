import { useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { PageLayout } from '../ui/page-layout';
import { PrayerSchedule } from '../features/prayer/prayer-schedule';
import { CityPicker } from '../features/prayer/city-picker';
import { usePlace } from '../features/prayer/use-prayer';

export const Route = createFileRoute('/jadwal-sholat')({ component: JadwalSholatPage });

function JadwalSholatPage() {
  const location = usePlace();
  const [picking, setPicking] = useState(false);
  return (
    <PageLayout title="Jadwal Sholat">
      <PrayerSchedule location={location} onPickCity={() => setPicking(true)} />
      <CityPicker open={picking} onClose={() => setPicking(false)} location={location} />
    </PageLayout>
  );
}
