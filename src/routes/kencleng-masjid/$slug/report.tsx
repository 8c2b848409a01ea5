import { createFileRoute } from '@tanstack/react-router';
import { PageLayout } from '../../../ui/page-layout';
import { DonateBar } from '../../../features/campaign/donate-bar';
import { ProgramReport } from '../../../features/campaign/program-report';

export const Route = createFileRoute('/kencleng-masjid/$slug/report')({ component: Page });

function Page() {
  const { slug } = Route.useParams();
  return (
    <PageLayout title="Kabar Terbaru" footer={<DonateBar program={{ kind: 'kencleng', slug }} title={'Kabar Terbaru'} share={false} />}>
      <ProgramReport key={slug} slug={slug} />
    </PageLayout>
  );
}
