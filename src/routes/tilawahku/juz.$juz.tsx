import { createFileRoute, notFound } from '@tanstack/react-router';
import { PageLayout } from '../../ui/page-layout';
import { TabBar } from '../../ui/tab-bar';
import { JuzReader } from '../../features/tilawah/reader-screens';
import { ViewSettingsButton } from '../../features/tilawah/view-settings';

export const Route = createFileRoute('/tilawahku/juz/$juz')({
  beforeLoad: ({ params }) => {
    const juz = Number(params.juz);
    if (!Number.isInteger(juz) || juz < 1 || juz > 30) throw notFound();
  },
  component: JuzPage,
});

function JuzPage() {
  const juz = Number(Route.useParams().juz);
  return (
    <>
      <PageLayout title={`Juz ${juz}`} end={<ViewSettingsButton />}>
        <JuzReader key={juz} juz={juz} />
      </PageLayout>
      <TabBar />
    </>
  );
}
