import { createFileRoute } from '@tanstack/react-router';
import { PageLayout } from '../../ui/page-layout';
import { MosqueInfo } from '../../features/masjid/mosque-info';
import { useMosqueTitle } from '../../features/masjid/mosque-title';

export const Route = createFileRoute('/masjid/$slug')({ component: MasjidInfoPage });

function MasjidInfoPage() {
  const { slug } = Route.useParams();
  return (
    <PageLayout title={useMosqueTitle(slug)}>
      <MosqueInfo key={slug} slug={slug} />
    </PageLayout>
  );
}
