import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PageLayout } from '../../../ui/page-layout';
import { RoutineSetup } from '../../../features/routine/routine-setup';

// ?jenis=campaign|kencleng&slug=… : the program page that led here.
const SearchSchema = v.object({
  jenis: v.fallback(v.picklist(['campaign', 'kencleng']), 'campaign'),
  slug: v.fallback(v.pipe(v.string(), v.maxLength(200)), ''),
});

export const Route = createFileRoute('/profile/infaq-rutin/baru')({
  validateSearch: (search) => v.parse(SearchSchema, search),
  component: Page,
});

function Page() {
  const { jenis, slug } = Route.useSearch();
  return (
    <PageLayout title="Jadikan Infaq Rutin">
      <div className="page-body"><RoutineSetup key={slug} program={{ kind: jenis, slug }} /></div>
    </PageLayout>
  );
}
