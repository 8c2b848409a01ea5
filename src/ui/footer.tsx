import { Link } from '@tanstack/react-router';
import { brand } from '../contract/brand';
import { ClockIcon, MapPinIcon, PhoneIcon } from './icons';
import { LogoMark } from './logo';

const links = [
  { to: '/tentang-kami', label: 'Tentang Kami' },
  { to: '/bantuan', label: 'Bantuan' },
  { to: '/syarat-ketentuan', label: 'Syarat & Ketentuan' },
  { to: '/kebijakan-privasi', label: 'Kebijakan Privasi' },
] as const;

export function Footer() {
  return (
    <footer style={{ background: 'var(--c-surface-2)', padding: 'var(--space-6) var(--space-4)', display: 'grid', gap: 'var(--space-3)', fontSize: 'var(--fs-s)' }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
        <LogoMark size={28} />
        <strong>{brand.name}</strong>
      </div>
      <p className="muted">{brand.name}: {brand.description.charAt(0).toLowerCase()}{brand.description.slice(1)} {brand.offer}</p>
      <a href={brand.contact.phoneHref} style={{ display: 'flex', gap: 8, alignItems: 'center', color: 'var(--c-ink)' }}>
        <PhoneIcon size={18} /> {brand.contact.phone}
      </a>
      <p style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
        <MapPinIcon size={18} style={{ flex: 'none' }} /> {brand.contact.address}
      </p>
      <p style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <ClockIcon size={18} /> {brand.contact.hours}
      </p>
      <nav aria-label="Informasi" style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 16px', marginTop: 4 }}>
        {links.map((l) => (
          <Link key={l.to} to={l.to} style={{ fontWeight: 600 }}>{l.label}</Link>
        ))}
      </nav>
      <p className="muted" style={{ fontSize: 'var(--fs-xs)' }}>© {new Date().getFullYear()} {brand.name}</p>
    </footer>
  );
}
