import { createFileRoute } from '@tanstack/react-router';
import { PageLayout } from '../../ui/page-layout';
import { DzikirTextList } from '../../features/dzikir/dzikir-text-list';
import { dzikirTexts } from '../../features/dzikir/dzikir-data';

export const Route = createFileRoute('/dzikir/shalat-panjang')({ component: ShalatPanjangPage });

function ShalatPanjangPage() {
  return (
    <PageLayout title={dzikirTexts['shalat-panjang'].title}>
      <DzikirTextList id="shalat-panjang" />
    </PageLayout>
  );
}
