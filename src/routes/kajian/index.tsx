import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { PageLayout } from '../../ui/page-layout';
import { KajianList } from '../../features/masjid/kajian-list';

const SearchSchema = v.object({
  hari: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined),
  q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined),
});

export const Route = createFileRoute('/kajian/')({
  validateSearch: (search) => v.parse(SearchSchema, search),
  component: KajianPage,
});

function KajianPage() {
  const { hari, q } = Route.useSearch();
  const navigate = useNavigate({ from: '/kajian/' });
  const go = (next: { hari?: string; q?: string }) => void navigate({ search: Object.fromEntries(Object.entries(next).filter(([, x]) => x)), replace: true });
  return (
    <PageLayout title="Kajian Terdekat">
      <KajianList day={hari ?? null} search={q ?? ''} onDay={(day) => go({ hari: day ?? undefined, q })} onSearch={(text) => go({ hari, q: text })} />
    </PageLayout>
  );
}
