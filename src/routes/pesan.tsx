import { createFileRoute } from '@tanstack/react-router';
import { TabBar } from '../ui/tab-bar';
import { PesanPage } from '../features/pesan/pesan-page';

export const Route = createFileRoute('/pesan')({ component: PesanRoute });

function PesanRoute() {
  return (
    <>
      <PesanPage />
      <TabBar />
    </>
  );
}
