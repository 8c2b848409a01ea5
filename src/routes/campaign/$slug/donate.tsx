import { createFileRoute } from '@tanstack/react-router';
import { DonateFlow } from '../../../features/donation/donate-flow';
import { DonatePrefillSearch } from '../../../contract/routine';

export const Route = createFileRoute('/campaign/$slug/donate')({
  // ?nominal=&rutin= come with an Infaq Rutin reminder's link; anything odd is dropped.
  validateSearch: (search) => DonatePrefillSearch(search),
  component: DonateRoute,
});

function DonateRoute() {
  const { slug } = Route.useParams();
  const { nominal, rutin } = Route.useSearch();
  return <DonateFlow key={slug} program={{ kind: 'campaign', slug }} prefill={{ amount: nominal, routineId: rutin }} />;
}
