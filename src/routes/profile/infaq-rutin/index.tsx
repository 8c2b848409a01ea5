import { createFileRoute } from '@tanstack/react-router';
import { PageLayout } from '../../../ui/page-layout';
import { RoutineList } from '../../../features/routine/routine-list';

export const Route = createFileRoute('/profile/infaq-rutin/')({ component: Page });

function Page() {
  return (
    <PageLayout title="Infaq Rutin">
      <div className="page-body"><RoutineList /></div>
    </PageLayout>
  );
}
