import { createFileRoute } from '@tanstack/react-router';
import { HomeTopBar } from '../ui/home-top-bar';
import { TabBar } from '../ui/tab-bar';
import { Footer } from '../ui/footer';
import { HeroVerse } from '../features/home/hero-verse';
import { ShortcutGrid } from '../features/home/shortcut-grid';

export const Route = createFileRoute('/')({ component: HomePage });

function HomePage() {
  return (
    <>
      <HomeTopBar locationLabel="Mencari Lokasi..." />
      <section style={{ minHeight: 260, padding: 'calc(var(--topbar-h) + 16px) 16px 24px', background: 'linear-gradient(160deg, var(--c-primary-strong), var(--c-primary))', color: '#fff' }} aria-label="Jadwal sholat" />
      <HeroVerse />
      <ShortcutGrid />
      <Footer />
      <TabBar />
    </>
  );
}
