import { createFileRoute } from '@tanstack/react-router';
import { MosqueEditor } from '../../../../features/admin/mosque-editor';

export const Route = createFileRoute('/admin/masjid/$id/ubah')({ component: MosqueEditRoute });

function MosqueEditRoute() {
  const { id } = Route.useParams();
  return <MosqueEditor key={id} id={Number(id) || 0} />;
}
