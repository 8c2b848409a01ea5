import { UserIcon } from '../../ui/icons';

/** The user's photo, or a soft circle with their initials when there is none. */
export function Avatar({ src, name, size = 72 }: { src: string | null; name: string; size?: number }) {
  const initials = name.split(/\s+/).filter(Boolean).slice(0, 2).map((w) => w[0]!.toUpperCase()).join('');
  const style = { width: size, height: size, borderRadius: 999, flex: 'none' } as const;
  if (src) return <img src={src} alt={`Foto profil ${name}`} width={size} height={size} style={{ ...style, objectFit: 'cover', border: '3px solid var(--c-surface)', boxShadow: 'var(--shadow-s)' }} />;
  return (
    <span role="img" aria-label={`Foto profil ${name}`} style={{ ...style, display: 'grid', placeItems: 'center', background: 'var(--c-primary-soft)', color: 'var(--c-primary)', fontWeight: 700, fontSize: size / 3, border: '3px solid var(--c-surface)', boxShadow: 'var(--shadow-s)' }}>
      {initials || <UserIcon size={size / 2} />}
    </span>
  );
}

/** 'Bergabung sejak 7 Maret 2026'. */
export function joinedSince(createdDate: string): string {
  const date = new Date(createdDate);
  if (Number.isNaN(date.getTime())) return '';
  return `Bergabung sejak ${new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Jakarta' }).format(date)}`;
}
