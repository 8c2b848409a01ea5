import { createFileRoute } from '@tanstack/react-router';
import { PageLayout } from '../../ui/page-layout';
import { FinanceMosqueList } from '../../features/mosque-finance/finance-mosque-list';

export const Route = createFileRoute('/keuangan-masjid/')({ component: FinanceMosquesPage });

function FinanceMosquesPage() {
  return (
    <PageLayout title="Keuangan Masjid">
      <FinanceMosqueList />
    </PageLayout>
  );
}
