import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PageLayout } from '../../ui/page-layout';
import { TabBar } from '../../ui/tab-bar';
import { KhatamanHome } from '../../features/khataman/khataman-home';

/** `untuk`: the mosque a staff member came from (the panel's 'Buka Khataman'), chosen in the form. */
const SearchSchema = v.object({ untuk: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1))), undefined) });

export const Route = createFileRoute('/khataman/')({
  validateSearch: (search) => v.parse(SearchSchema, search),
  component: KhatamanHomePage,
});

function KhatamanHomePage() {
  const { untuk } = Route.useSearch();
  return (
    <>
      <PageLayout title="Khataman Bersama">
        <KhatamanHome forMosque={untuk} />
      </PageLayout>
      <TabBar />
    </>
  );
}
