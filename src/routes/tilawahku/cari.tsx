import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageLayout } from '../../ui/page-layout';
import { TabBar } from '../../ui/tab-bar';
import { VerseSearchScreen } from '../../features/tilawah/verse-search-screen';
import { querySearch } from '../../features/tilawah/route-params';

export const Route = createFileRoute('/tilawahku/cari')({
  validateSearch: querySearch,
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
