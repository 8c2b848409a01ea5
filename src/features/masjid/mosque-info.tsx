import { Link } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import { ApiError } from '../../api/client';
import { getMosqueBySlug, mosqueBySlugCall } from '../../api/masjid';
import { DataAge } from '../../ui/data-age';
import type { Mosque } from '../../contract/masjid';
import { EmptyState } from '../../ui/empty-state';
import { BoxIcon, CoinsIcon, MapPinIcon, NewsIcon, PhoneIcon, UserIcon } from '../../ui/icons';
import { ChevronRightIcon, MailIcon, InfoIcon } from '../../ui/more-icons';
import { LoadFailed } from '../../ui/load-failed';
import { MapView } from '../../ui/map';
import { Skeleton } from '../../ui/skeleton';
import { usePublicRead } from '../../ui/use-remote';
import { DistanceLine } from './distance-line';
import { distanceKm } from '../../lib/geo';
import { mosqueCoords } from './mosque-order';
import { formatRupiah } from './money';
import { PathLink, kenclengPath } from './path-link';
import { useUserPosition } from './use-user-position';
import { MosqueActivities } from './mosque-activities';
import { MosqueTimesSection } from './mosque-times';
import { FollowButton } from './follow-button';
import styles from './mosque-info.module.css';

// Qurban is offered a few weeks a year by few mosques: its code loads after the page, not with it.
const MosqueQurban = lazy(() => import('./mosque-qurban').then((m) => ({ default: m.MosqueQurban })));
const MosqueFitrah = lazy(() => import('./mosque-fitrah').then((m) => ({ default: m.MosqueFitrah })));
// A khataman and the Ramadan roster run a few weeks, mostly in Ramadan: the same.
const MosqueKhataman = lazy(() => import('./mosque-khataman').then((m) => ({ default: m.MosqueKhataman })));
const MosqueRoster = lazy(() => import('./mosque-roster').then((m) => ({ default: m.MosqueRoster })));

/** 'Informasi': who runs the mosque, how to reach it, and the way into its kencleng program. */
export function MosqueInfo({ slug }: { slug: string }) {
  const remote = usePublicRead(mosqueBySlugCall(slug), (signal) => getMosqueBySlug(slug, { signal }));
  if (remote.status === 'loading') return <InfoSkeleton />;
  if (remote.status === 'error') {
    if (remote.error instanceof ApiError && remote.error.status === 404) return <EmptyState title="Masjid tidak ditemukan" text="Mungkin alamatnya berubah. Cari lagi di daftar masjid, ya." action={<Link to="/masjid" className="btn">Lihat Daftar Masjid</Link>} />;
    return <LoadFailed onRetry={remote.retry} />;
  }
  const mosque = remote.data[0];
  if (!mosque) return <EmptyState title="Masjid tidak ditemukan" text="Mungkin alamatnya berubah. Cari lagi di daftar masjid, ya." />;
  return <><DataAge freshness={remote.freshness} /><MosqueDetails mosque={mosque} /></>;
}

const orDash = (s: string | null) => (s && s.trim() ? s.trim() : '-');

/** An OpenStreetMap link that opens in the browser or the phone's map app. */
function mapsLink(m: Mosque): string {
  const at = mosqueCoords(m);
  if (at) return `https://www.openstreetmap.org/?mlat=${at.lat}&mlon=${at.lng}#map=17/${at.lat}/${at.lng}`;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${m.header}, ${m.alamat}`)}`;
}

function MosqueDetails({ mosque }: { mosque: Mosque }) {
  const position = useUserPosition();
  const at = mosqueCoords(mosque);
  const km = position.position && at ? distanceKm(position.position, at) : null;
  const kencleng = mosque.kencleng_slug;

  return (
    <article className={styles.page}>
      {mosque.flyer ? <img className={styles.hero} src={mosque.flyer} alt={`Flyer ${mosque.header}`} width={800} height={450} /> : <div className={styles.hero} />}
      <header className={styles.head}>
        {/* The bar's heading names the mosque; this is its caption under the picture, not a second heading. */}
        <p className={styles.title}>{mosque.header}</p>
        {mosque.kota ? <p className={styles.city}><MapPinIcon size={16} /> {mosque.kota}</p> : null}
      </header>
      <FollowButton slug={mosque.slug} />

      <nav className={styles.tiles} aria-label="Tentang masjid">
        <a href="#kegiatan" className={styles.tile}>
          <span className={styles.tileIcon}><NewsIcon /></span>
          <strong>Kegiatan</strong>
          <span className={styles.tileMeta}>Jadwal</span>
        </a>
        <Link to="/keuangan-masjid/$slug" params={{ slug: mosque.slug }} search={{ periode: 'minggu' }} className={styles.tile}>
          <span className={styles.tileIcon}><CoinsIcon /></span>
          <strong>Keuangan</strong>
          <span className={styles.tileMeta}>Laporan</span>
        </Link>
        {kencleng ? (
          <PathLink href={kenclengPath(kencleng)} className={styles.tile}>
            <span className={styles.tileIcon}><BoxIcon /></span>
            <strong>Kencleng Masjid</strong>
            <span className={styles.tileMeta}>{formatRupiah(mosque.total_donasi)}</span>
          </PathLink>
        ) : (
          <div className={styles.tileOff} aria-label="Kencleng Masjid: belum dibuka">
            <span className={styles.tileIcon}><BoxIcon /></span>
            <strong>Kencleng Masjid</strong>
            <span className={styles.tileMeta}>Belum dibuka</span>
          </div>
        )}
      </nav>

      <MosqueTimesSection slug={mosque.slug} />
      <MosqueActivities slug={mosque.slug} />
      <Suspense fallback={null}><MosqueRoster slug={mosque.slug} /></Suspense>
      <Suspense fallback={null}><MosqueKhataman slug={mosque.slug} /></Suspense>
      <Suspense fallback={null}><MosqueQurban slug={mosque.slug} /></Suspense>
      <Suspense fallback={null}><MosqueFitrah slug={mosque.slug} /></Suspense>

      <section className={styles.section} aria-labelledby="lokasi-peta">
        <h3 id="lokasi-peta" className={styles.sectionTitle}>Lokasi Peta</h3>
        {at ? (
          <div className={styles.map}>
            <MapView label={`Peta lokasi ${mosque.header}`} center={at} zoom={16} height={200} openMarkerId="mosque"
              markers={[{ id: 'mosque', ...at, title: mosque.header }]} user={position.position} />
          </div>
        ) : (
          <p className={styles.mapEmpty}>Lokasi belum tersedia</p>
        )}
      </section>

      <MosqueFacts mosque={mosque} />

      <section className={styles.section} aria-labelledby="kontak">
        <h3 id="kontak" className={styles.sectionTitle}>Kontak</h3>
        <div className={styles.contact}>
          <span className={styles.factIcon}><MapPinIcon size={20} /></span>
          <div className={styles.contactText}>
            <strong>Lokasi</strong>
            <p>{orDash(mosque.alamat)}</p>
            <DistanceLine km={km} />
            <a className={styles.openMap} href={mapsLink(mosque)} target="_blank" rel="noopener noreferrer">
              Buka di peta <ChevronRightIcon size={16} />
            </a>
          </div>
        </div>
      </section>
    </article>
  );
}

/** Who runs the mosque and how to reach them: only what the mosque filled in, never a row of '-'. */
function MosqueFacts({ mosque }: { mosque: Mosque }) {
  const pengurus = mosque.pengurus?.trim();
  const telepon = mosque.telepon?.trim();
  const email = mosque.email?.trim();
  const deskripsi = mosque.deskripsi?.trim();
  if (!pengurus && !telepon && !email && !deskripsi) return null;
  return (
    <section className={styles.section}>
      <dl className={styles.facts}>
        {pengurus ? <Fact icon={<UserIcon size={20} />} label="Pengurus">{pengurus}</Fact> : null}
        {telepon ? <Fact icon={<PhoneIcon size={20} />} label="Telepon"><a href={`tel:${telepon.replace(/[^\d+]/g, '')}`}>{telepon}</a></Fact> : null}
        {email ? <Fact icon={<MailIcon size={20} />} label="Email"><a href={`mailto:${email}`}>{email}</a></Fact> : null}
        {deskripsi ? <Fact icon={<InfoIcon size={20} />} label="Deskripsi">{deskripsi.split(/\n{2,}/).map((p, i) => <p key={i}>{p}</p>)}</Fact> : null}
      </dl>
    </section>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // A <dl> may hold only dt/dd, or divs of them: the icon sits in the term, beside its text.
    <div className={styles.fact}>
      <dt className={styles.factLabel}><span className={styles.factIcon} aria-hidden="true">{icon}</span>{label}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}

function InfoSkeleton() {
  return (
    <div className={styles.page} aria-busy="true" aria-label="Memuat informasi masjid">
      <Skeleton height={0} style={{ aspectRatio: '16 / 9', height: 'auto' }} radius={0} />
      <div className={styles.head}><Skeleton width="70%" height={22} /><Skeleton width="40%" height={14} /></div>
      <div className={styles.tiles}>{[0, 1, 2].map((i) => <Skeleton key={i} height={96} radius={16} />)}</div>
      <div className={styles.section}><Skeleton height={200} radius={12} /></div>
    </div>
  );
}
