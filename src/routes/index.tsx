import { lazy, Suspense, useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { HomeTopBar } from '../ui/home-top-bar';
import { TabBar } from '../ui/tab-bar';
import { Footer } from '../ui/footer';
import { HeroVerse } from '../features/home/hero-verse';
import { PlatformAbout } from '../features/home/platform-about';
import { ShortcutGrid } from '../features/home/shortcut-grid';
import { PrayerHero } from '../features/prayer/prayer-hero';
import { usePlace } from '../features/prayer/use-prayer';
import { CampaignCarouselSlot } from '../features/campaign/campaign-carousel-slot';

export const Route = createFileRoute('/')({ component: HomePage });

// The city sheet opens only on a tap, most visits never: its code (the list search, the sheet)
// loads then, not with the first screen. The worker's precache holds it for offline use.
const CityPicker = lazy(() => import('../features/prayer/city-picker').then((m) => ({ default: m.CityPicker })));

function HomePage() {
  const location = usePlace();
  const [picking, setPicking] = useState(false);
  // Once opened, the sheet stays mounted, so closing it is the dialog's own close.
  const [pickerWanted, setPickerWanted] = useState(false);
  const pick = () => {
    setPickerWanted(true);
    setPicking(true);
  };
  return (
    <>
      <HomeTopBar locationLabel={location.label} onLocationClick={pick} />
      <PrayerHero location={location} onPickCity={pick} />
      <HeroVerse />
      <ShortcutGrid />
      <PlatformAbout />
      <section aria-labelledby="home-programs" style={{ padding: '0 var(--space-4) var(--space-6)' }}>
        <h2 id="home-programs" className="section-title">Program Pilihan</h2>
        <CampaignCarouselSlot />
      </section>
      <Footer />
      <TabBar />
      {pickerWanted ? (
        <Suspense fallback={null}>
          <CityPicker open={picking} onClose={() => setPicking(false)} location={location} />
        </Suspense>
      ) : null}
    </>
  );
}
