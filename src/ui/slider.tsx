import { useEffect, useState, type ReactNode } from 'react';
import { useKeenSlider } from 'keen-slider/react';
// The slider's CSS comes with the component, so only screens that show a slider load it.
import 'keen-slider/keen-slider.min.css';
import { ChevronLeftIcon, ChevronRightIcon } from './more-icons';
import styles from './slider.module.css';

export type SliderProps = {
  /** Accessible name of the carousel. */
  label: string;
  slides: ReactNode[];
  initial?: number;
  loop?: boolean;
  /** Space between slides in px. */
  spacing?: number;
  /** Previous/next buttons and the "n / total" counter under the slides. */
  controls?: boolean;
  /** Advances on its own every so many milliseconds (home carousel). */
  autoplayMs?: number;
  onSlideChange?: (index: number) => void;
};

/** The one wrapper around keen-slider: swipe, previous/next buttons, arrow keys, a counter. */
export function Slider({ label, slides, initial = 0, loop = false, spacing = 12, controls = true, autoplayMs, onSlideChange }: SliderProps) {
  const [current, setCurrent] = useState(initial);
  const [ready, setReady] = useState(false);
  const [sliderRef, instance] = useKeenSlider<HTMLDivElement>({
    initial,
    loop,
    slides: { perView: 1, spacing },
    created: () => setReady(true),
    slideChanged: (slider) => {
      setCurrent(slider.track.details.rel);
      onSlideChange?.(slider.track.details.rel);
    },
  });
  useEffect(() => {
    if (!autoplayMs) return;
    const timer = window.setInterval(() => instance.current?.next(), autoplayMs);
    return () => window.clearInterval(timer);
  }, [autoplayMs, instance]);

  const count = slides.length;
  // keen-slider measures its slides when created: slides appended later (a paged list) need a new measure.
  useEffect(() => {
    if (ready) instance.current?.update();
  }, [count, ready, instance]);
  const atStart = !loop && current === 0;
  const atEnd = !loop && current === count - 1;
  return (
    <section
      className={styles.root}
      aria-roledescription="carousel"
      aria-label={label}
      data-current={current}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft') instance.current?.prev();
        if (e.key === 'ArrowRight') instance.current?.next();
      }}
    >
      <div ref={sliderRef} className={`keen-slider ${styles.track}`} aria-live="polite">
        {slides.map((slide, index) => (
          <div
            key={index}
            className="keen-slider__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} dari ${count}`}
            aria-hidden={index !== current}
            // Slides out of view keep their links out of the tab order too, not only out of sight.
            inert={index !== current}
          >
            {slide}
          </div>
        ))}
      </div>
      {controls && count > 1 ? (
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} aria-label="Sebelumnya" disabled={!ready || atStart} onClick={() => instance.current?.prev()}>
            <ChevronLeftIcon />
          </button>
          <span className={styles.counter} aria-hidden="true">
            {current + 1} / {count}
          </span>
          <button type="button" className={styles.arrow} aria-label="Berikutnya" disabled={!ready || atEnd} onClick={() => instance.current?.next()}>
            <ChevronRightIcon />
          </button>
        </div>
      ) : null}
    </section>
  );
}
