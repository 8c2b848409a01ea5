import { Link } from '@tanstack/react-router';
import { brand } from '../../contract/brand';

/** What the platform is, in the spec's words (a mosque network working together so mosques become self-sufficient). */
export function PlatformAbout() {
  return (
    <section aria-labelledby="home-about" data-testid="platform-about"
      style={{ margin: '0 var(--space-4) var(--space-6)', padding: 'var(--space-4)', borderRadius: 'var(--radius-l)', border: '1px solid var(--c-line)', display: 'grid', gap: 'var(--space-2)' }}>
      <h2 id="home-about" className="section-title" style={{ marginBottom: 0 }}>Tentang {brand.name}</h2>
      <p>{brand.name} adalah {brand.description.charAt(0).toLowerCase()}{brand.description.slice(1)}</p>
      <p className="muted" style={{ fontSize: 'var(--fs-s)' }}>{brand.offer}</p>
      <Link to="/tentang-kami" style={{ fontWeight: 600, fontSize: 'var(--fs-s)' }}>Selengkapnya</Link>
    </section>
  );
}
