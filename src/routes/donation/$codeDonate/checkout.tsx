import { createFileRoute } from '@tanstack/react-router';
import { Checkout } from '../../../features/donation/checkout';

export const Route = createFileRoute('/donation/$codeDonate/checkout')({ component: CheckoutRoute });

function CheckoutRoute() {
  const { codeDonate } = Route.useParams();
  return <Checkout key={codeDonate} code={codeDonate} />;
}
