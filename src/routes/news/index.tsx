import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { NEWS_TYPES } from '../../contract/news-types';
import { TabBar } from '../../ui/tab-bar';
import { NewsList } from '../../features/news/news-list';

const SearchSchema = v.object({
  tab: v.fallback(v.optional(v.picklist(NEWS_TYPES)), undefined),
  q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined),
});

export const Route = createFileRoute('/news/')({
  validateSearch: (search) => v.parse(SearchSchema, search),
  component: NewsPage,
});

function NewsPage() {
  const { tab, q } = Route.useSearch();
  const navigate = useNavigate({ from: '/news/' });
  return (
    <>
      <NewsList
        tab={tab ?? 'berita'}
        search={q ?? ''}
        onChange={(next) => void navigate({ search: { tab: next.tab === 'berita' ? undefined : next.tab, q: next.search || undefined }, replace: true })}
      />
      <TabBar />
    </>
  );
}
