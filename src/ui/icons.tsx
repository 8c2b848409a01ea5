import type { SVGProps } from 'react';

// Stroke icons on a 24-unit grid, one named export each so unused ones are shaken out.
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function icon(paths: string[], filled = false) {
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
export const BackIcon = icon(['M15 5l-7 7 7 7']);
export const ChevronRightIcon = icon(['M9 5l7 7-7 7']);
export const ChevronLeftIcon = icon(['M15 5l-7 7 7 7']);
export const ChevronDownIcon = icon(['M5 9l7 7 7-7']);
export const SearchIcon = icon(['M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Z', 'm20 20-4-4']);
export const FilterIcon = icon(['M4 6h16', 'M7 12h10', 'M10 18h4']);
export const MapPinIcon = icon(['M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z', 'M12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z']);
export const BellIcon = icon(['M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16Z', 'M10 20.5a2 2 0 0 0 4 0']);
export const ClockIcon = icon(['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z', 'M12 7v5l3 2']);
export const ShareIcon = icon(['M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z', 'M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z', 'M18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z', 'm8.6 13.5 6.8 4', 'm15.4 6.5-6.8 4']);
export const CopyIcon = icon(['M9 9h11v11H9z', 'M5 15H4V4h11v1']);
export const PlayIcon = icon(['M8 5v14l11-7L8 5Z'], true);
export const PauseIcon = icon(['M7 5h3.5v14H7zM13.5 5H17v14h-3.5z'], true);
export const StopIcon = icon(['M6 6h12v12H6z'], true);
export const PlusIcon = icon(['M12 5v14', 'M5 12h14']);
export const MinusIcon = icon(['M5 12h14']);
export const TargetIcon = icon(['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z', 'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z', 'M12 12h.01']);
export const RefreshIcon = icon(['M20 11a8 8 0 1 0-2.3 5.7', 'M20 4v7h-7']);
export const CompassIcon = icon(['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z', 'm15.5 8.5-2 5-5 2 2-5 5-2Z']);
export const MosqueIcon = icon(['M12 3c0 1.5 3.5 3 3.5 6.5H8.5C8.5 6 12 4.5 12 3Z', 'M6 21V12h12v9', 'M3 21h18', 'M10 21v-4a2 2 0 0 1 4 0v4', 'M4 21v-8', 'M20 21v-8']);
export const CoinsIcon = icon(['M9 10c3.3 0 6-1.1 6-2.5S12.3 5 9 5 3 6.1 3 7.5 5.7 10 9 10Z', 'M3 7.5v4C3 12.9 5.7 14 9 14s6-1.1 6-2.5v-4', 'M3 11.5v4C3 16.9 5.7 18 9 18c1.2 0 2.3-.1 3.2-.4', 'M15 19c3.3 0 6-1.1 6-2.5s-2.7-2.5-6-2.5-6 1.1-6 2.5S11.7 19 15 19Z']);
export const BoxIcon = icon(['M4 8h16v12H4z', 'M9 12h6', 'M8 4h8l2 4H6l2-4Z']);
export const QuranIcon = icon(['M5 4h11a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3V4Z', 'M5 17a3 3 0 0 1 3-3h11', 'M12 7.5l1 2 2 .3-1.5 1.4.4 2-1.9-1-1.9 1 .4-2L9 9.8l2-.3 1-2Z']);
export const BeadsIcon = icon(['M12 3a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z', 'M6.5 6a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z', 'M17.5 6a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z', 'M5 12a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z', 'M19 12a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z', 'M12 16v5', 'M10 21h4']);
export const ChartIcon = icon(['M4 20V10', 'M10 20V4', 'M16 20v-7', 'M21 20H3']);
export const GridIcon = icon(['M4 4h6v6H4z', 'M14 4h6v6h-6z', 'M4 14h6v6H4z', 'M14 14h6v6h-6z']);
export const CloseIcon = icon(['M6 6l12 12', 'M18 6 6 18']);
export const CheckIcon = icon(['m5 12 5 5 9-10']);
export const WifiOffIcon = icon(['M3 3l18 18', 'M8.5 16.4a5 5 0 0 1 7 0', 'M5 12.9a10 10 0 0 1 5.2-2.7', 'M14.2 10.2A10 10 0 0 1 19 12.9', 'M2 9a15 15 0 0 1 4.4-2.7', 'M11 5.1A15 15 0 0 1 22 9', 'M12 20h.01']);
export const DownloadIcon = icon(['M12 4v11', 'm7 10 5 5 5-5', 'M5 20h14']);
export const TrashIcon = icon(['M4 7h16', 'M10 11v6', 'M14 11v6', 'M6 7l1 13h10l1-13', 'M9 7V4h6v3']);
export const EyeIcon = icon(['M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z', 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z']);
export const EyeOffIcon = icon(['M3 3l18 18', 'M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4.1', 'M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6', 'M9.9 9.9a3 3 0 0 0 4.2 4.2']);
export const CalendarIcon = icon(['M4 6h16v14H4z', 'M4 10h16', 'M8 3v4', 'M16 3v4']);
export const PhoneIcon = icon(['M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z']);
export const MailIcon = icon(['M3 6h18v12H3z', 'm3 7 9 6 9-6']);
export const HeartIcon = icon(['M12 20s-8-4.6-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.4 12 20 12 20Z']);
export const HandsIcon = icon(['M7 20v-4l-3-4V7a1.5 1.5 0 0 1 3 0v4', 'M7 11 9.5 5a1.5 1.5 0 0 1 2.8 1L11 12', 'M17 20v-4l3-4V7a1.5 1.5 0 0 0-3 0v4', 'M17 11l-2.5-6a1.5 1.5 0 0 0-2.8 1L13 12']);
export const InfoIcon = icon(['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z', 'M12 11v5', 'M12 8h.01']);
export const SettingsIcon = icon(['M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z', 'M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z']);
export const LogoutIcon = icon(['M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4', 'm16 17 5-5-5-5', 'M21 12H9']);
export const HistoryIcon = icon(['M3 12a9 9 0 1 0 3-6.7L3 8', 'M3 3v5h5', 'M12 7v5l4 2']);
export const CameraIcon = icon(['M4 7h3l2-3h6l2 3h3v13H4z', 'M12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z']);
export const QrIcon = icon(['M4 4h6v6H4z', 'M14 4h6v6h-6z', 'M4 14h6v6H4z', 'M14 14h2v2h-2z', 'M18 14h2', 'M14 18h2v2', 'M18 18h2v2h-2z']);
export const WalletIcon = icon(['M4 7h15a1 1 0 0 1 1 1v11H4a1 1 0 0 1-1-1V6a2 2 0 0 1 2-2h11v3', 'M16 13h.01']);
export const BankIcon = icon(['M3 10 12 4l9 6', 'M5 10v8', 'M9.5 10v8', 'M14.5 10v8', 'M19 10v8', 'M3 20h18']);
export const SunIcon = icon(['M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z', 'M12 2v2', 'M12 20v2', 'm4.9 4.9 1.4 1.4', 'm17.7 17.7 1.4 1.4', 'M2 12h2', 'M20 12h2', 'm4.9 19.1 1.4-1.4', 'm17.7 6.3 1.4-1.4']);
export const MoonIcon = icon(['M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5Z']);
export const WhatsAppIcon = icon(['M4 20l1.3-3.8A8 8 0 1 1 8 19.1L4 20Z', 'M9 8.5c0 3 2.5 6.5 6.5 6.5l1-1.5-2-1-1 .8c-1-.5-2-1.5-2.5-2.5l.8-1-1-2L9 8.5Z']);
