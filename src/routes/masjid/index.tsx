import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { PageLayout } from '../../ui/page-layout';
import { MosqueList } from '../../features/masjid/mosque-list';

const SearchSchema = v.object({ q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined) });

export const Route = createFileRoute('/masjid/')({
  validateSearch: (search) => v.parse(SearchSchema, search),
  component: MasjidPage,
});

function MasjidPage() {
  const { q } = Route.useSearch();
  const navigate = useNavigate({ from: '/masjid/' });
  return (
    <PageLayout title="Daftar Masjid">
      <MosqueList search={q ?? ''} onSearch={(text) => void navigate({ search: text ? { q: text } : {}, replace: true })} />
    </PageLayout>
  );
}
