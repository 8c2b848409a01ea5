import { createFileRoute } from '@tanstack/react-router';
import { MustahikAdminPage } from '../../../../features/admin/mustahik-admin';

export const Route = createFileRoute('/admin/masjid/$id/mustahik')({ component: MustahikRoute });

function MustahikRoute() {
  const { id } = Route.useParams();
  return <MustahikAdminPage key={id} id={Number(id) || 0} />;
}
