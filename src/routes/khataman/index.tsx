import { createFileRoute } from '@tanstack/react-router';
import { PageLayout } from '../../ui/page-layout';
import { TabBar } from '../../ui/tab-bar';
import { KhatamanHome } from '../../features/khataman/khataman-home';

export const Route = createFileRoute('/khataman/')({ component: KhatamanHomePage });

function KhatamanHomePage() {
  return (
    <>
      <PageLayout title="Khataman Bersama">
        <KhatamanHome />
      </PageLayout>
      <TabBar />
    </>
  );
}
