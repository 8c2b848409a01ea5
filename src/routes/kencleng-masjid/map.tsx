import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { PageLayout } from '../../ui/page-layout';
import { MosqueMap } from '../../features/masjid/mosque-map';

const SearchSchema = v.object({ q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined) });

export const Route = createFileRoute('/kencleng-masjid/map')({
  validateSearch: (search) => v.parse(SearchSchema, search),
  component: MosqueMapPage,
});

function MosqueMapPage() {
  const { q } = Route.useSearch();
  const navigate = useNavigate({ from: '/kencleng-masjid/map' });
  return (
    <PageLayout title="Peta Masjid">
      <MosqueMap search={q ?? ''} onSearch={(text) => void navigate({ search: text ? { q: text } : {}, replace: true })} />
    </PageLayout>
  );
}
