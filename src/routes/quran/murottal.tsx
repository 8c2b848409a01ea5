import { createFileRoute } from '@tanstack/react-router';
import { PageLayout } from '../../ui/page-layout';
import { MurottalList } from '../../features/quran/murottal-list';

export const Route = createFileRoute('/quran/murottal')({ component: MurottalPage });

function MurottalPage() {
  return (
    <PageLayout title="Quran Murottal">
      <MurottalList />
    </PageLayout>
  );
}
