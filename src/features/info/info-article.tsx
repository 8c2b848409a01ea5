import type { InfoPage } from './info-pages';
import { PageLayout } from '../../ui/page-layout';
import { Footer } from '../../ui/footer';

export function InfoArticle({ page }: { page: InfoPage }) {
  return (
    <PageLayout title={page.title} footer={<Footer />}>
      <article className="page-body info-article" style={{ lineHeight: 1.7 }}>
        {page.body}
      </article>
    </PageLayout>
  );
}
