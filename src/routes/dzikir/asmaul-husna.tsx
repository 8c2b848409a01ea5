import { createFileRoute } from '@tanstack/react-router';
import { PageLayout } from '../../ui/page-layout';
import { AsmaulHusnaSlider } from '../../features/dzikir/asmaul-husna-slider';

export const Route = createFileRoute('/dzikir/asmaul-husna')({ component: AsmaulHusnaPage });

function AsmaulHusnaPage() {
  return (
    <PageLayout title="Asmaul Husna">
      <AsmaulHusnaSlider />
    </PageLayout>
  );
}
