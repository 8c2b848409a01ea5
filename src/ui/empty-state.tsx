import type { ReactNode } from 'react';

/** An empty list or failed load: an illustration, a heading, a line of text and an optional action. */
export function EmptyState({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <div role="status" style={{ display: 'grid', justifyItems: 'center', gap: 'var(--space-2)', padding: 'var(--space-8) var(--space-4)', textAlign: 'center' }}>
      <EmptyIllustration size={96} />
      <h2 style={{ fontSize: 'var(--fs-l)', marginTop: 'var(--space-2)' }}>{title}</h2>
      {text ? <p className="muted" style={{ fontSize: 'var(--fs-s)' }}>{text}</p> : null}
      {action ? <div style={{ marginTop: 'var(--space-3)' }}>{action}</div> : null}
    </div>
  );
}

export function EmptyIllustration({ size = 96 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 96 96" aria-hidden="true">
      <circle cx="48" cy="48" r="44" fill="var(--c-primary-soft)" />
      <path d="M30 34h30l6 6v26H30z" fill="var(--c-surface)" stroke="var(--c-primary)" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M38 48h20M38 56h14" stroke="var(--c-primary)" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="66" cy="64" r="9" fill="var(--c-surface)" stroke="var(--c-gold)" strokeWidth="2.5" />
      <path d="m72.5 70.5 6 6" stroke="var(--c-gold)" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
