import { createFileRoute } from '@tanstack/react-router';
import { MosqueAdminPage } from '../../../../features/admin/mosque-admin-page';

export const Route = createFileRoute('/admin/masjid/$id/')({ component: MosqueAdminRoute });

function MosqueAdminRoute() {
  const { id } = Route.useParams();
  return <MosqueAdminPage key={id} id={Number(id) || 0} />;
}
