import { createFileRoute } from '@tanstack/react-router';
import { PageLayout } from '../ui/page-layout';
import { ServiceDirectory } from '../features/services/service-directory';

export const Route = createFileRoute('/semua-layanan')({ component: SemuaLayananPage });

function SemuaLayananPage() {
  return (
    <PageLayout title="Semua Layanan">
      <ServiceDirectory />
    </PageLayout>
  );
}
