import { useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PageLayout } from '../ui/page-layout';
import { CityPicker } from '../features/prayer/city-picker';
import { usePlace } from '../features/prayer/use-prayer';
import { PrayerCalendar } from '../features/prayer/calendar-page';
import { CALENDAR_VIEWS } from '../features/prayer/calendar-views';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
// ?tampilan= picks the view; ?bulan= (Gregorian) and ?hijriah= (Hijri) pick the month, 'YYYY-MM'.
const SearchSchema = v.object({
  tampilan: v.fallback(v.optional(v.picklist(CALENDAR_VIEWS)), undefined),
  bulan: v.fallback(v.optional(v.pipe(v.string(), v.regex(MONTH))), undefined),
  hijriah: v.fallback(v.optional(v.pipe(v.string(), v.regex(MONTH))), undefined),
});

export const Route = createFileRoute('/jadwal-sholat')({
  validateSearch: (search) => v.parse(SearchSchema, search),
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
