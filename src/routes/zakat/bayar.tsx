import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ZakatSearchSchema } from '../../contract/zakat-search';
import { PageLayout } from '../../ui/page-layout';
import { ZakatPay } from '../../features/zakat/zakat-pay';

export const Route = createFileRoute('/zakat/bayar')({
  validateSearch: (search) => v.parse(ZakatSearchSchema, search),
  component: ZakatPayPage,
});

function ZakatPayPage() {
  const { jenis, nominal, jumlah } = Route.useSearch();
  return (
    <PageLayout title="Bayar Zakat">
      <ZakatPay kind={jenis ?? 'maal'} amount={nominal} count={jumlah} />
    </PageLayout>
  );
}
