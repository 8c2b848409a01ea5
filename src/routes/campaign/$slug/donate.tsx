import { createFileRoute } from '@tanstack/react-router';
import { DonateFlow } from '../../../features/donation/donate-flow';
import { DonatePrefillSearch } from '../../../contract/donate-prefill';

export const Route = createFileRoute('/campaign/$slug/donate')({
  // ?nominal=&rutin= come with an Infaq Rutin reminder's link, ?zakat=&nominal=&jumlah= from the
  // zakat calculator; anything odd is dropped.
  validateSearch: DonatePrefillSearch,
  component: DonateRoute,
});

function DonateRoute() {
  const { slug } = Route.useParams();
  const { nominal, rutin, zakat, jumlah } = Route.useSearch();
  return <DonateFlow key={slug} program={{ kind: 'campaign', slug }} prefill={{ amount: nominal, routineId: rutin, zakatKind: zakat, zakatCount: jumlah }} />;
}
