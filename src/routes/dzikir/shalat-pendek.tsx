import { createFileRoute } from '@tanstack/react-router';
import { PageLayout } from '../../ui/page-layout';
import { DzikirTextList } from '../../features/dzikir/dzikir-text-list';
import { dzikirTexts } from '../../features/dzikir/dzikir-data';

export const Route = createFileRoute('/dzikir/shalat-pendek')({ component: ShalatPendekPage });

function ShalatPendekPage() {
  return (
    <PageLayout title={dzikirTexts['shalat-pendek'].title}>
      <DzikirTextList id="shalat-pendek" />
    </PageLayout>
  );
}
