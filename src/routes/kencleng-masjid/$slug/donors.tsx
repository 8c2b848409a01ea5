import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { PageLayout } from '../../../ui/page-layout';
import { Donors } from '../../../features/campaign/donors';

const SearchSchema = v.object({ sort: v.fallback(v.optional(v.picklist(['terbaru', 'terbesar'])), undefined) });

export const Route = createFileRoute('/kencleng-masjid/$slug/donors')({
  validateSearch: (search) => v.parse(SearchSchema, search),
  component: Page,
});

function Page() {
  const { slug } = Route.useParams();
  const { sort } = Route.useSearch();
  const navigate = useNavigate({ from: '/kencleng-masjid/$slug/donors' });
  return (
    <PageLayout title="Riwayat Infaq">
      <Donors key={slug} slug={slug} sort={sort ?? 'terbaru'}
        onSort={(next) => void navigate({ search: { sort: next === 'terbaru' ? undefined : next }, replace: true })} />
    </PageLayout>
  );
}
