import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PageLayout } from '../../../ui/page-layout';
import { NotFound } from '../../../ui/not-found';
import { DzikirTextList } from '../../../features/dzikir/dzikir-text-list';
import { dzikirTexts, MatsuratIdSchema } from '../../../features/dzikir/dzikir-data';

export const Route = createFileRoute('/dzikir/al-matsurat/$variant')({ component: MatsuratPage });

function MatsuratPage() {
  const { variant } = Route.useParams();
  const id = v.safeParse(MatsuratIdSchema, variant);
  if (!id.success) return <NotFound />;
  return (
    <PageLayout title={dzikirTexts[id.output].title}>
      <DzikirTextList key={id.output} id={id.output} />
    </PageLayout>
  );
}
