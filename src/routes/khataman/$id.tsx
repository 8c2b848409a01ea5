import { createFileRoute } from '@tanstack/react-router';
import { PageLayout } from '../../ui/page-layout';
import { TabBar } from '../../ui/tab-bar';
import { KhatamanPage } from '../../features/khataman/khataman-page';

// The khataman's share link. A code no khataman has is said on the page itself ('Khataman tidak
// ditemukan'): checking it here would put the check on every first screen.
export const Route = createFileRoute('/khataman/$id')({ component: KhatamanSharePage });

function KhatamanSharePage() {
  const { id } = Route.useParams();
  return (
    <>
      <PageLayout title="Khataman Bersama">
        <KhatamanPage id={id} />
      </PageLayout>
      <TabBar />
    </>
  );
}
