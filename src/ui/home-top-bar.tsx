import { Link } from '@tanstack/react-router';
import { Logo } from './logo';
import { brand } from '../contract/brand';
import { MapPinIcon } from './icons';
import { useScrolledPast } from './use-scrolled-past';
import styles from './home-top-bar.module.css';

/** The home page's top bar: transparent with the white logo until 150 px of scroll, then white. */
export function HomeTopBar({ locationLabel, onLocationClick }: { locationLabel: string; onLocationClick?: () => void }) {
  const scrolled = useScrolledPast(150);
  return (
    <header className={`${styles.bar} ${scrolled ? styles.scrolled : ''}`} data-scrolled={scrolled}>
      {/* The name says what the link shows (the brand) and where it goes. */}
      <Link to="/" aria-label={`${brand.name}, Beranda`}>
        <Logo tone={scrolled ? 'colour' : 'white'} size={30} />
      </Link>
      {/* Keyed by its text: a new label is a new pill, not the old one stretched (a layout shift on first paint). */}
      <button key={locationLabel} type="button" className={styles.pill} onClick={onLocationClick} aria-label={`Lokasi: ${locationLabel}`}>
        <MapPinIcon size={16} />
        <span data-testid="prayer-place">{locationLabel}</span>
      </button>
    </header>
  );
}
