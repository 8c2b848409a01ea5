/** The round progress of the tasbih: radius 16 in a 36-unit viewBox, filled count/target. */
export function ProgressRing({ progress, className }: { progress: number; className?: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, progress)) * 1000) / 10;
  return (
    <svg className={className} viewBox="0 0 36 36" aria-hidden="true" data-progress={percent}>
      <circle cx="18" cy="18" r="16" fill="none" stroke="var(--c-primary-soft)" strokeWidth="2.2" />
      <circle
        cx="18"
        cy="18"
        r="16"
        fill="none"
        stroke="var(--c-primary)"
        strokeWidth="2.2"
        strokeLinecap="round"
        pathLength={100}
        strokeDasharray={`${percent} 100`}
        transform="rotate(-90 18 18)"
        style={{ transition: 'stroke-dasharray 160ms ease-out', opacity: percent === 0 ? 0 : 1 }}
      />
    </svg>
  );
}
