import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageLayout } from '../../ui/page-layout';
import { TabBar } from '../../ui/tab-bar';
import { TilawahHome } from '../../features/tilawah/tilawah-home';
import { listSearch } from '../../features/tilawah/route-params';

export const Route = createFileRoute('/tilawahku/')({
  validateSearch: listSearch,
  component: TilawahkuPage,
});

function TilawahkuPage() {
  const { daftar } = Route.useSearch();
  const navigate = useNavigate({ from: '/tilawahku/' });
  return (
    <>
      <PageLayout title="Tilawahku">
        <TilawahHome tab={daftar ?? 'surah'} onTab={(tab) => void navigate({ search: tab === 'surah' ? {} : { daftar: tab }, replace: true })} />
      </PageLayout>
      <TabBar />
    </>
  );
}
