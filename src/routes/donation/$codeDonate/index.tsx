import { createFileRoute } from '@tanstack/react-router';
import { DonationDetail } from '../../../features/donation/donation-detail';

export const Route = createFileRoute('/donation/$codeDonate/')({ component: DonationRoute });

function DonationRoute() {
  const { codeDonate } = Route.useParams();
  return <DonationDetail key={codeDonate} code={codeDonate} />;
}
