import { Link } from '@tanstack/react-router';
import { EmptyIllustration } from './empty-state';

export function NotFound() {
  return (
    <main style={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', padding: 'var(--space-6)', textAlign: 'center' }}>
      <div style={{ display: 'grid', gap: 'var(--space-4)', justifyItems: 'center' }}>
        <ErrorImage />
        <h1 style={{ fontSize: 'var(--fs-xl)' }}>Oopss, Error 404!</h1>
        <p className="muted">Halaman yang kamu cari tidak ditemukan</p>
        <Link to="/" className="btn">Kembali ke Beranda</Link>
      </div>
    </main>
  );
}

function ErrorImage() {
  return (
    <svg width="220" height="160" viewBox="0 0 220 160" role="img" aria-label="Ilustrasi halaman tidak ditemukan">
      <ellipse cx="110" cy="148" rx="90" ry="8" fill="var(--c-surface-2)" />
      <text x="110" y="98" textAnchor="middle" fontSize="72" fontWeight="800" fill="var(--c-primary-soft)" stroke="var(--c-primary)" strokeWidth="2">404</text>
      <g transform="translate(150 20)"><EmptyIllustration size={48} /></g>
    </svg>
  );
}
