import { createFileRoute } from '@tanstack/react-router';
import { PageLayout } from '../../../ui/page-layout';
import { DonateBar } from '../../../features/campaign/donate-bar';
import { ProgramDetail } from '../../../features/campaign/program-detail';

export const Route = createFileRoute('/campaign/$slug/detail')({ component: Page });

function Page() {
  const { slug } = Route.useParams();
  return (
    <PageLayout title="Detail Program" footer={<DonateBar program={{ kind: 'campaign', slug }} title={'Detail Program'} share={false} />}>
      <ProgramDetail key={slug} slug={slug} />
    </PageLayout>
  );
}
