import { createFileRoute } from '@tanstack/react-router';
import { PageLayout } from '../../ui/page-layout';
import { TabBar } from '../../ui/tab-bar';
import { SurahReader } from '../../features/tilawah/reader-screens';
import { ViewSettingsButton } from '../../features/tilawah/view-settings';
import { useSurahNames } from '../../features/tilawah/surah-names';
import { surahNumber, verseSearch } from '../../features/tilawah/route-params';
import { NotFound } from '../../ui/not-found';

export const Route = createFileRoute('/tilawahku/surah/$nomor')({
  validateSearch: verseSearch,
  component: SurahPage,
});

function SurahPage() {
  const nomor = surahNumber(Route.useParams().nomor);
  return nomor ? <SurahView nomor={nomor} /> : <NotFound />;
}

function SurahView({ nomor }: { nomor: number }) {
  const { ayat } = Route.useSearch();
  const names = useSurahNames();
  const title = names.status === 'ready' ? names.data.items[nomor - 1]!.namaLatin : 'Surah';
  return (
    <>
      <PageLayout title={title} end={<ViewSettingsButton />}>
        <SurahReader key={nomor} nomor={nomor} ayah={ayat} />
      </PageLayout>
      <TabBar />
    </>
  );
}
