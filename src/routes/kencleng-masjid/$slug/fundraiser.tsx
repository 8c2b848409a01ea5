import { createFileRoute } from '@tanstack/react-router';
import { PageLayout } from '../../../ui/page-layout';
import { FundraiserShare } from '../../../features/campaign/fundraiser';

export const Route = createFileRoute('/kencleng-masjid/$slug/fundraiser')({ component: Page });

function Page() {
  const { slug } = Route.useParams();
  return (
    <PageLayout title="Bagikan Program">
      <FundraiserShare key={slug} program={{ kind: 'kencleng', slug }} />
    </PageLayout>
  );
}
