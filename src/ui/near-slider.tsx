import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { SliderProps } from './slider';
import styles from './slider.module.css';

const Slider = lazy(() => import('./slider').then((m) => ({ default: m.Slider })));

/** How far below the screen the slider starts loading: the still first slide looks the same meanwhile. */
const NEAR = '0px';

/**
 * A Slider for a screen whose carousel sits below the fold (the home page): its code (keen-slider)
 * loads only when the carousel comes near the screen. Until then its first slide stands in the
 * same place at the same size, so nothing moves when the slider takes over.
 */
export function NearSlider(props: SliderProps) {
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: `${NEAR} 0px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const first = props.initial ?? 0;
  const still = (
    <section ref={ref} className={styles.root} aria-roledescription="carousel" aria-label={props.label} data-current={first}>
      <div className={`${styles.track} ${styles.still}`}>
        <div role="group" aria-roledescription="slide" aria-label={`${first + 1} dari ${props.slides.length}`}>
          {props.slides[first]}
        </div>
      </div>
    </section>
  );
  return near ? <Suspense fallback={still}><Slider {...props} /></Suspense> : still;
}
