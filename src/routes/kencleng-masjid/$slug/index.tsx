import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ProgramPage } from '../../../features/campaign/program-page';
import { CampaignCardButton } from '../../../features/share-card/campaign-card';
import { programPath } from '../../../contract/program-ref';

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
  const program = { kind: 'kencleng', slug } as const;
  // The card (WhatsApp status image) is drawn only when tapped: its code loads then.
  return <ProgramPage key={slug} program={program} referral={ref} shareCard={(data) => <CampaignCardButton data={data} path={programPath(program)} />} />;
}
