import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { programs } from '../db/schema.ts';
import { searchCampaigns } from '../services/programs.ts';

/**
 * The images a page's first screen shows largest (its LCP), named in its HTML with
 * <link rel=preload> so a first visit fetches them with the page, not after the JavaScript and
 * the API answer that name them. Only a hint: a stale one costs a wasted image, never a wrong
 * page, so answers are kept a short while per process.
 */
export type LcpImages = (urlPath: string, search: string) => Promise<string[]>;

/** The /infaq cards whose flyers the first screen of a 412×915 phone shows from the top. */
const INFAQ_FIRST_FLYERS = 2;
const KEEP_MS = 30_000;
const MAX_KEPT = 500;
const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/i;

/** Flyers the app serves itself: the CSP loads no image from elsewhere, so no other is worth naming. */
const sameOrigin = (url: string | null | undefined): url is string => !!url && url.startsWith('/') && !url.startsWith('//');

export function lcpImagesFromDb(db: Db, clock: () => Date): LcpImages {
  const kept = new Map<string, { at: number; images: Promise<string[]> }>();
  const cached = (key: string, load: () => Promise<string[]>): Promise<string[]> => {
    const now = clock().getTime();
    const hit = kept.get(key);
    if (hit && now - hit.at < KEEP_MS) return hit.images;
    // Every slug asked for is a key: a crawler of made-up slugs must not grow this without end.
    if (kept.size >= MAX_KEPT) kept.clear();
    const images = load().catch(() => []);
    kept.set(key, { at: now, images });
    return images;
  };
  return async (urlPath, search) => {
    const route = urlPath.replace(/\/+$/, '');
    // The list the page shows first: newest programs, no search, no sort (a link with ?q= or
    // ?sort= shows another list; better no hint than a wrong one).
    if (route === '/infaq') {
      if (search) return [];
      return cached('infaq', async () => {
        const page = await searchCampaigns(db, { search: '', sortBy: '', limit: INFAQ_FIRST_FLYERS, cursor: null });
        return page.items.map((c) => c.flyer).filter(sameOrigin);
      });
    }
    const slug = /^\/campaign\/([^/]+)$/.exec(route)?.[1];
    if (slug && SLUG.test(slug)) {
      return cached(`campaign:${slug}`, async () => {
        const [row] = await db.select({ flyer: programs.flyer }).from(programs).where(eq(programs.slug, slug)).limit(1);
        return sameOrigin(row?.flyer) ? [row.flyer] : [];
      });
    }
    return [];
  };
}

const attribute = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page with a high-priority image preload per URL, just before </head>. */
export function withImagePreloads(html: string, images: string[]): string {
  const at = html.indexOf('</head>');
  if (images.length === 0 || at < 0) return html;
  // High, as the first cards' and the program page's <img> ask: a preload at another priority
  // than its element's is fetched twice in some browsers.
  const links = images.map((src) => `<link rel="preload" as="image" href="${attribute(src)}" fetchpriority="high">`).join('');
  return html.slice(0, at) + links + html.slice(at);
}
