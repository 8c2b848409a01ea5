import { createFileRoute } from '@tanstack/react-router';
import { DonateFlow } from '../../../features/donation/donate-flow';

export const Route = createFileRoute('/campaign/$slug/donate')({ component: DonateRoute });

function DonateRoute() {
  const { slug } = Route.useParams();
  return <DonateFlow key={slug} program={{ kind: 'campaign', slug }} />;
}
