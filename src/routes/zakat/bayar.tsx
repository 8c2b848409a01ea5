import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ZakatSearchSchema } from '../../contract/zakat-search';
import { payKindLabel } from '../../contract/zakat';
import { PageLayout } from '../../ui/page-layout';
import { ZakatPay } from '../../features/zakat/zakat-pay';

export const Route = createFileRoute('/zakat/bayar')({
  validateSearch: (search) => v.parse(ZakatSearchSchema, search),
  component: ZakatPayPage,
});

function ZakatPayPage() {
  const { jenis, nominal, jumlah } = Route.useSearch();
  const kind = jenis ?? 'maal';
  return (
    <PageLayout title={payKindLabel(kind)}>
      <ZakatPay kind={kind} amount={nominal} count={jumlah} />
    </PageLayout>
  );
}
