import { createFileRoute, notFound } from '@tanstack/react-router';
import { PageLayout } from '../../ui/page-layout';
import { TabBar } from '../../ui/tab-bar';
import { KHATAMAN_CODE } from '../../contract/khataman';
import { KhatamanPage } from '../../features/khataman/khataman-page';

// The khataman's share link. An id no khataman can have gets the app's 404 (loaded only then).
export const Route = createFileRoute('/khataman/$id')({
  beforeLoad: ({ params }) => {
    // notFound() is TanStack Router's own signal, thrown as a plain object by design.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    if (!KHATAMAN_CODE.test(params.id)) throw notFound();
  },
  component: KhatamanSharePage,
});

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
