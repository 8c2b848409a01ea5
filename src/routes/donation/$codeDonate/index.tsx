import { createFileRoute } from '@tanstack/react-router';
import { DonationDetail } from '../../../features/donation/donation-detail';
import { ReceiptCardButton } from '../../../features/share-card/receipt-card';

export const Route = createFileRoute('/donation/$codeDonate/')({ component: DonationRoute });

function DonationRoute() {
  const { codeDonate } = Route.useParams();
  // A paid donation can be shared as a card (its code loads when tapped).
  return <DonationDetail key={codeDonate} code={codeDonate} paidExtra={(tx) => <ReceiptCardButton tx={tx} />} />;
}
