import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { PageLayout } from '../../ui/page-layout';
import { TasbihCounter } from '../../features/tasbih/tasbih-counter';
import { DzikirMenu } from '../../features/dzikir/dzikir-menu';
import { DzikirMenuIdSchema } from '../../features/dzikir/dzikir-menu-ids';

// ?menu=al-matsurat opens that sheet, so other pages (Semua Layanan) can link straight to it.
const SearchSchema = v.object({ menu: v.fallback(v.optional(DzikirMenuIdSchema), undefined) });

export const Route = createFileRoute('/dzikir/')({
  validateSearch: (search) => v.parse(SearchSchema, search),
  component: DzikirPage,
});

function DzikirPage() {
  const { menu } = Route.useSearch();
  const navigate = useNavigate({ from: '/dzikir/' });
  return (
    <PageLayout title="Dzikir">
      <div className="page-body">
        <TasbihCounter />
        <section aria-labelledby="dzikir-menu-title">
          <h2 id="dzikir-menu-title" className="section-title">Bacaan Dzikir</h2>
          <DzikirMenu open={menu} onOpenChange={(id) => void navigate({ search: id ? { menu: id } : {}, replace: true })} />
        </section>
      </div>
    </PageLayout>
  );
}
