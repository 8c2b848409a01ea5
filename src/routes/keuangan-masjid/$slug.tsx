import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { FINANCE_PERIODS } from '../../contract/finance-periods';
import { PageLayout } from '../../ui/page-layout';
import { FinanceReportView } from '../../features/mosque-finance/finance-report';

const SearchSchema = v.object({ periode: v.fallback(v.optional(v.picklist(FINANCE_PERIODS)), 'minggu') });

export const Route = createFileRoute('/keuangan-masjid/$slug')({
  validateSearch: (search) => v.parse(SearchSchema, search),
  component: MosqueFinancePage,
});

function MosqueFinancePage() {
  const { slug } = Route.useParams();
  const { periode } = Route.useSearch();
  return (
    <PageLayout title="Keuangan">
      <FinanceReportView key={`${slug}:${periode}`} slug={slug} period={periode ?? 'minggu'} />
    </PageLayout>
  );
}
