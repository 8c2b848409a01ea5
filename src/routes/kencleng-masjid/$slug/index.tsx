import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ProgramPage } from '../../../features/campaign/program-page';

// ?ref= (a fundraiser's code) and ?source= come with shared links; anything odd is dropped.
const SearchSchema = v.object({
  ref: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(64))), undefined),
  source: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(32))), undefined),
});

export const Route = createFileRoute('/kencleng-masjid/$slug/')({
  validateSearch: (search) => v.parse(SearchSchema, search),
  component: ProgramRoute,
});

function ProgramRoute() {
  const { slug } = Route.useParams();
  const { ref } = Route.useSearch();
  return <ProgramPage key={slug} program={{ kind: 'kencleng', slug }} referral={ref} />;
}
