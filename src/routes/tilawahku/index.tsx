import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { PageLayout } from '../../ui/page-layout';
import { TabBar } from '../../ui/tab-bar';
import { TilawahHome } from '../../features/tilawah/tilawah-home';

const SearchSchema = v.object({ daftar: v.fallback(v.optional(v.picklist(['juz', 'tanda'])), undefined) });

export const Route = createFileRoute('/tilawahku/')({
  validateSearch: (search) => v.parse(SearchSchema, search),
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
