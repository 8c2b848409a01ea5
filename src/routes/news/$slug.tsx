import { createFileRoute } from '@tanstack/react-router';
import { PageLayout } from '../../ui/page-layout';
import { ArticlePage } from '../../features/news/article-page';

export const Route = createFileRoute('/news/$slug')({ component: NewsArticlePage });

function NewsArticlePage() {
  const { slug } = Route.useParams();
  return (
    <PageLayout title="Artikel">
      <ArticlePage key={slug} slug={slug} />
    </PageLayout>
  );
}
