import { createFileRoute, notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import { PageLayout } from '../../ui/page-layout';
import { TabBar } from '../../ui/tab-bar';
import { SurahReader } from '../../features/tilawah/reader-screens';
import { ViewSettingsButton } from '../../features/tilawah/view-settings';
import { useSurahNames } from '../../features/tilawah/surah-names';

const SearchSchema = v.object({ ayat: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(286))), undefined) });

export const Route = createFileRoute('/tilawahku/surah/$nomor')({
  validateSearch: (search) => v.parse(SearchSchema, search),
  beforeLoad: ({ params }) => {
    const nomor = Number(params.nomor);
    if (!Number.isInteger(nomor) || nomor < 1 || nomor > 114) throw notFound();
  },
  component: SurahPage,
});

function SurahPage() {
  const nomor = Number(Route.useParams().nomor);
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
