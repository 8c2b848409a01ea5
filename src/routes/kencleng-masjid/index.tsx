import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { PageLayout } from '../../ui/page-layout';
import { KenclengList } from '../../features/masjid/kencleng-list';
import { KenclengSortSchema } from '../../features/masjid/kencleng-sort';

const SearchSchema = v.object({
  q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined),
  sort: v.fallback(v.optional(KenclengSortSchema), undefined),
});

export const Route = createFileRoute('/kencleng-masjid/')({
  validateSearch: (search) => v.parse(SearchSchema, search),
  component: KenclengListPage,
});

function KenclengListPage() {
  const { q, sort } = Route.useSearch();
  const navigate = useNavigate({ from: '/kencleng-masjid/' });
  return (
    <PageLayout title="Kencleng Masjid">
      <KenclengList
        search={q ?? ''}
        sort={sort}
        onSearch={(text) => void navigate({ search: (s) => ({ ...s, q: text || undefined }), replace: true })}
        onSort={(next) => void navigate({ search: (s) => ({ ...s, sort: next }), replace: true })}
      />
    </PageLayout>
  );
}
