import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ZakatSearchSchema } from '../../contract/zakat-search';
import { PageLayout } from '../../ui/page-layout';
import { ZakatCalculator } from '../../features/zakat/zakat-calculator';

export const Route = createFileRoute('/zakat/')({
  validateSearch: (search) => v.parse(ZakatSearchSchema, search),
  component: ZakatPage,
});

function ZakatPage() {
  const { jenis } = Route.useSearch();
  return (
    <PageLayout title="Kalkulator Zakat">
      <ZakatCalculator initialKind={jenis ?? 'maal'} />
    </PageLayout>
  );
}
