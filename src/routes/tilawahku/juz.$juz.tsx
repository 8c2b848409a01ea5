import { createFileRoute } from '@tanstack/react-router';
import { PageLayout } from '../../ui/page-layout';
import { TabBar } from '../../ui/tab-bar';
import { JuzReader } from '../../features/tilawah/reader-screens';
import { ViewSettingsButton } from '../../features/tilawah/view-settings';
import { juzNumber } from '../../features/tilawah/route-params';
import { NotFound } from '../../ui/not-found';

export const Route = createFileRoute('/tilawahku/juz/$juz')({
  component: JuzPage,
});

function JuzPage() {
  const juz = juzNumber(Route.useParams().juz);
  if (!juz) return <NotFound />;
  return (
    <>
      <PageLayout title={`Juz ${juz}`} end={<ViewSettingsButton />}>
        <JuzReader key={juz} juz={juz} />
      </PageLayout>
      <TabBar />
    </>
  );
}
