import { createFileRoute } from '@tanstack/react-router';
import { DonateFlow } from '../../../features/donation/donate-flow';
import { DonatePrefillSearch } from '../../../contract/donate-prefill';

export const Route = createFileRoute('/kencleng-masjid/$slug/donate')({
  // ?nominal=&rutin= come with an Infaq Rutin reminder's link; anything odd is dropped.
  validateSearch: DonatePrefillSearch,
  component: DonateRoute,
});

function DonateRoute() {
  const { slug } = Route.useParams();
  const { nominal, rutin } = Route.useSearch();
  return <DonateFlow key={slug} program={{ kind: 'kencleng', slug }} prefill={{ amount: nominal, routineId: rutin }} />;
}
