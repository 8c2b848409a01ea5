import type { SVGProps } from 'react';

// Tilawahku's own icons, drawn like ui/icons.tsx: kept here so the shared icon chunk the first
// screen loads does not carry them.
type IconProps = SVGProps<SVGSVGElement> & { size?: number };
const BOOKMARK = 'M6 4h12v17l-6-4-6 4V4Z';

function Svg({ size = 24, filled = false, children, ...rest }: IconProps & { filled?: boolean }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill={filled ? 'currentColor' : 'none'} stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...rest}>
      {children}
    </svg>
  );
}

export const BookmarkIcon = (props: IconProps) => <Svg {...props}><path d={BOOKMARK} /></Svg>;
export const BookmarkFilledIcon = (props: IconProps) => <Svg filled {...props}><path d={BOOKMARK} /></Svg>;
export const TextSizeIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3 19 8.5 5h1L15 19" /><path d="M5 14h8" /><path d="M15 19l3.5-9h1L23 19" /><path d="M16.2 16h5.6" />
  </Svg>
);
export const StopIcon = (props: IconProps) => <Svg filled {...props}><path d="M6 6h12v12H6z" /></Svg>;
