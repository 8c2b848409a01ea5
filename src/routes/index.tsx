import { useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { HomeTopBar } from '../ui/home-top-bar';
import { TabBar } from '../ui/tab-bar';
import { Footer } from '../ui/footer';
import { HeroVerse } from '../features/home/hero-verse';
import { PlatformAbout } from '../features/home/platform-about';
import { ShortcutGrid } from '../features/home/shortcut-grid';
import { PrayerHero } from '../features/prayer/prayer-hero';
import { CityPicker } from '../features/prayer/city-picker';
import { usePlace } from '../features/prayer/use-prayer';
import { CampaignCarouselSlot } from '../features/campaign/campaign-carousel-slot';

export const Route = createFileRoute('/')({ component: HomePage });

function HomePage() {
  const location = usePlace();
  const [picking, setPicking] = useState(false);
  return (
    <>
      <HomeTopBar locationLabel={location.label} onLocationClick={() => setPicking(true)} />
      <PrayerHero location={location} onPickCity={() => setPicking(true)} />
      <HeroVerse />
      <ShortcutGrid />
      <PlatformAbout />
      <section aria-labelledby="home-programs" style={{ padding: '0 var(--space-4) var(--space-6)' }}>
        <h2 id="home-programs" className="section-title">Program Pilihan</h2>
        <CampaignCarouselSlot />
      </section>
      <Footer />
      <TabBar />
      <CityPicker open={picking} onClose={() => setPicking(false)} location={location} />
    </>
  );
}
