import { createFileRoute } from '@tanstack/react-router';
import { WallScreen } from '../../features/mosque-wall/wall-screen';

// The hall's screen: full screen, no app bars; its code loads on this route only.
export const Route = createFileRoute('/masjid/$slug_/layar')({ component: WallRoute });

function WallRoute() {
  const { slug } = Route.useParams();
  return <WallScreen key={slug} slug={slug} />;
}
