import { createFileRoute } from '@tanstack/react-router';
import { PageLayout } from '../../../ui/page-layout';
import { Disbursements } from '../../../features/campaign/disbursements';

export const Route = createFileRoute('/kencleng-masjid/$slug/pencairan-dana')({ component: Page });

function Page() {
  const { slug } = Route.useParams();
  return (
    <PageLayout title="Pencairan Dana">
      <Disbursements key={slug} slug={slug} />
    </PageLayout>
  );
}
