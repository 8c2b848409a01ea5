import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ZakatDonateSearchSchema } from '../../../contract/zakat-search';
import { DonateFlow } from '../../../features/donation/donate-flow';

// A zakat program's form may come from the calculator with the kind and amount worked out.
export const Route = createFileRoute('/campaign/$slug/donate')({
  validateSearch: (search) => v.parse(ZakatDonateSearchSchema, search),
  component: DonateRoute,
});

function DonateRoute() {
  const { slug } = Route.useParams();
  const { zakat, nominal } = Route.useSearch();
  return <DonateFlow key={slug} program={{ kind: 'campaign', slug }} zakat={{ kind: zakat, amount: nominal }} />;
}
