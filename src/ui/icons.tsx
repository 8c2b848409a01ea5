import type { SVGProps } from 'react';

// Stroke icons on a 24-unit grid, one named export each so unused ones are shaken out. Here only
// the icons the first screen draws (home, its bars, banners and toasts): a module goes to one
// chunk with every export some screen uses, so the others live in more-icons.tsx, off the first
// screen's script (test/e2e/first-screen-js.test.ts).
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

export function icon(paths: string[], filled = false) {
  return function Icon({ size = 24, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...rest}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

export const HomeIcon = icon(['M3 10.5 12 3l9 7.5', 'M5 9.5V20a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9.5']);
export const NewsIcon = icon(['M4 5h13v14H6a2 2 0 0 1-2-2V5Z', 'M17 9h3v8a2 2 0 0 1-2 2h-1', 'M7.5 9h6', 'M7.5 12.5h6', 'M7.5 16h4']);
export const BookIcon = icon(['M12 6.5C10 5 7 4.5 3.5 5v13c3.5-.5 6.5 0 8.5 1.5 2-1.5 5-2 8.5-1.5V5C17 4.5 14 5 12 6.5Z', 'M12 6.5v13']);
export const MessageIcon = icon(['M4 5h16v11H9l-5 4V5Z', 'M8 9.5h8', 'M8 12.5h5']);
export const UserIcon = icon(['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z', 'M4 21c.8-4 4-6 8-6s7.2 2 8 6']);
export const MapPinIcon = icon(['M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z', 'M12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z']);
export const BellIcon = icon(['M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16Z', 'M10 20.5a2 2 0 0 0 4 0']);
export const ClockIcon = icon(['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z', 'M12 7v5l3 2']);
export const MosqueIcon = icon(['M12 3c0 1.5 3.5 3 3.5 6.5H8.5C8.5 6 12 4.5 12 3Z', 'M6 21V12h12v9', 'M3 21h18', 'M10 21v-4a2 2 0 0 1 4 0v4', 'M4 21v-8', 'M20 21v-8']);
export const CoinsIcon = icon(['M9 10c3.3 0 6-1.1 6-2.5S12.3 5 9 5 3 6.1 3 7.5 5.7 10 9 10Z', 'M3 7.5v4C3 12.9 5.7 14 9 14s6-1.1 6-2.5v-4', 'M3 11.5v4C3 16.9 5.7 18 9 18c1.2 0 2.3-.1 3.2-.4', 'M15 19c3.3 0 6-1.1 6-2.5s-2.7-2.5-6-2.5-6 1.1-6 2.5S11.7 19 15 19Z']);
export const BoxIcon = icon(['M4 8h16v12H4z', 'M9 12h6', 'M8 4h8l2 4H6l2-4Z']);
export const QuranIcon = icon(['M5 4h11a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3V4Z', 'M5 17a3 3 0 0 1 3-3h11', 'M12 7.5l1 2 2 .3-1.5 1.4.4 2-1.9-1-1.9 1 .4-2L9 9.8l2-.3 1-2Z']);
export const BeadsIcon = icon(['M12 3a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z', 'M6.5 6a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z', 'M17.5 6a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z', 'M5 12a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z', 'M19 12a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z', 'M12 16v5', 'M10 21h4']);
export const ChartIcon = icon(['M4 20V10', 'M10 20V4', 'M16 20v-7', 'M21 20H3']);
export const GridIcon = icon(['M4 4h6v6H4z', 'M14 4h6v6h-6z', 'M4 14h6v6H4z', 'M14 14h6v6h-6z']);
export const WifiOffIcon = icon(['M3 3l18 18', 'M8.5 16.4a5 5 0 0 1 7 0', 'M5 12.9a10 10 0 0 1 5.2-2.7', 'M14.2 10.2A10 10 0 0 1 19 12.9', 'M2 9a15 15 0 0 1 4.4-2.7', 'M11 5.1A15 15 0 0 1 22 9', 'M12 20h.01']);
export const PhoneIcon = icon(['M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z']);
