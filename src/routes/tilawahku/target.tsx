import { createFileRoute, useRouter } from '@tanstack/react-router';
import { PageLayout } from '../../ui/page-layout';
import { TabBar } from '../../ui/tab-bar';
import { TargetForm } from '../../features/tilawah/target-form';

export const Route = createFileRoute('/tilawahku/target')({ component: TargetPage });

function TargetPage() {
  const router = useRouter();
  return (
    <>
      <PageLayout title="Target Harian">
        <TargetForm onSaved={() => void router.navigate({ to: '/tilawahku' })} />
      </PageLayout>
      <TabBar />
    </>
  );
}
