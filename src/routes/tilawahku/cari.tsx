import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { PageLayout } from '../../ui/page-layout';
import { TabBar } from '../../ui/tab-bar';
import { VerseSearchScreen } from '../../features/tilawah/verse-search-screen';

const SearchSchema = v.object({ q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined) });

export const Route = createFileRoute('/tilawahku/cari')({
  validateSearch: (search) => v.parse(SearchSchema, search),
  component: CariAyatPage,
});

function CariAyatPage() {
  const { q } = Route.useSearch();
  const navigate = useNavigate({ from: '/tilawahku/cari' });
  return (
    <>
      <PageLayout title="Cari Ayat">
        <VerseSearchScreen query={q ?? ''} onQuery={(text) => void navigate({ search: text ? { q: text } : {}, replace: true })} />
      </PageLayout>
      <TabBar />
    </>
  );
}
