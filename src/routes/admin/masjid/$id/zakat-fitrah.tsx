import { createFileRoute } from '@tanstack/react-router';
import { FitrahDeskPage } from '../../../../features/admin/fitrah-desk-page';

export const Route = createFileRoute('/admin/masjid/$id/zakat-fitrah')({ component: FitrahDeskRoute });

function FitrahDeskRoute() {
  const { id } = Route.useParams();
  return <FitrahDeskPage key={id} id={Number(id) || 0} />;
}
