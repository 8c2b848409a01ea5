import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { PageLayout } from '../ui/page-layout';
import { InfaqList } from '../features/campaign/infaq-list';
import { InfaqSortSchema } from '../features/campaign/infaq-sort';

// Search and sort live in the URL, so back/forward and a shared link keep them.
const SearchSchema = v.object({
  q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined),
  sort: v.fallback(v.optional(InfaqSortSchema), undefined),
});

export const Route = createFileRoute('/infaq')({
  validateSearch: (search) => v.parse(SearchSchema, search),
  component: InfaqPage,
});

function InfaqPage() {
  const { q, sort } = Route.useSearch();
  const navigate = useNavigate({ from: '/infaq' });
  return (
    <PageLayout title="Infaq">
      <InfaqList
        search={q ?? ''}
        sort={sort}
        onSearch={(text) => void navigate({ search: (s) => ({ ...s, q: text || undefined }), replace: true })}
        onSort={(next) => void navigate({ search: (s) => ({ ...s, sort: next }) })}
      />
    </PageLayout>
  );
}
