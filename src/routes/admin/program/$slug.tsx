import { createFileRoute } from '@tanstack/react-router';
import { ProgramEdit } from '../../../features/admin/program-editor';

export const Route = createFileRoute('/admin/program/$slug')({
  component: function ProgramEditPage() {
    const { slug } = Route.useParams();
    return <ProgramEdit key={slug} slug={slug} />;
  },
});
