import { brand } from '../contract/brand';

/** The product mark: a dome and crescent in a rounded tile, with the name beside it. */
export function Logo({ tone = 'colour', size = 32 }: { tone?: 'colour' | 'white'; size?: number }) {
  const tile = tone === 'white' ? '#ffffff' : 'var(--c-primary)';
  const mark = tone === 'white' ? 'var(--c-brand)' : 'var(--c-primary-ink)';
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }} data-tone={tone}>
      <LogoMark size={size} tile={tile} mark={mark} />
      <span style={{ fontWeight: 800, fontSize: size * 0.62, letterSpacing: '-0.01em', color: tone === 'white' ? '#fff' : 'var(--c-primary-strong)' }}>
        {brand.name}
      </span>
    </span>
  );
}

export function LogoMark({ size = 32, tile = 'var(--c-primary)', mark = 'var(--c-primary-ink)' }: { size?: number; tile?: string; mark?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="16" fill={tile} />
      <path d="M32 12c0 4 10 8 10 18H22c0-10 10-14 10-18Z" fill={mark} />
      <path d="M16 30h32v22H16z" fill={mark} />
      <path d="M28 52v-8a4 4 0 0 1 8 0v8" fill={tile} />
      <path d="M12 52V30M52 52V30" stroke={mark} strokeWidth="3" strokeLinecap="round" />
      <path d="M35.5 4.8a5 5 0 1 0 3.7 8.4 6 6 0 1 1-3.7-8.4Z" fill={mark} />
    </svg>
  );
}
