import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Skeleton } from '../../ui/skeleton';

const CampaignCarousel = lazy(() => import('./campaign-carousel').then((m) => ({ default: m.CampaignCarousel })));

/** How far below the screen the carousel starts loading: a short scroll ahead, not the first screen's load. */
const LOAD_AHEAD = '0px 0px 100px 0px';

const placeholder = <Skeleton height={0} radius={16} style={{ aspectRatio: '16 / 9', height: 'auto' }} />;

/**
 * The home page's carousel sits below the first screen: its code and the read cache it reads
 * through load as it comes near, not with the first paint (the first screen's JS budget). The
 * placeholder has the carousel's shape, so nothing moves when it arrives.
 */
export function CampaignCarouselSlot() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver !== 'function') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setNear(true);
        observer.disconnect();
      }
    }, { rootMargin: LOAD_AHEAD });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return <div ref={ref}>{near ? <Suspense fallback={placeholder}><CampaignCarousel /></Suspense> : placeholder}</div>;
}
