import { createFileRoute } from '@tanstack/react-router';
import { DonateFlow } from '../../../features/donation/donate-flow';

export const Route = createFileRoute('/kencleng-masjid/$slug/donate')({ component: DonateRoute });

function DonateRoute() {
  const { slug } = Route.useParams();
  return <DonateFlow key={slug} program={{ kind: 'kencleng', slug }} />;
}
