import { createFileRoute } from '@tanstack/react-router';
import { DoaList } from '../../features/profile/doa-list';
import { PrayerCardButton } from '../../features/share-card/prayer-card';

export const Route = createFileRoute('/profile/doa')({ component: Page });

// Each prayer can be shared as a card (its drawing code loads when tapped).
function Page() {
  return <DoaList shareCard={(p) => <PrayerCardButton doa={p.doa} program={p.program} programPath={p.programPath} />} />;
}
