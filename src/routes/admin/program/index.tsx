import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { ProgramList } from '../../../features/admin/program-list';

const SearchSchema = v.object({ q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined) });

export const Route = createFileRoute('/admin/program/')({
  validateSearch: (search) => v.parse(SearchSchema, search),
  component: function ProgramListPage() {
    const { q } = Route.useSearch();
    const navigate = useNavigate({ from: '/admin/program/' });
    return <ProgramList search={q ?? ''} onSearch={(text) => void navigate({ search: { q: text || undefined }, replace: true })} />;
  },
});
