'use client';

import { SLIDE_IMAGE_SIZE } from '@bazaar/shared/banner-constants';
import type { TSlide } from '@bazaar/shared/slider';
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import classes from '@/components/banner/content.module.css';
import { ContentLink } from '@/components/banner/content-link';

const AUTO_ADVANCE_MS = 6000;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

type Props = { slides: TSlide[]; label: string; testId?: string };

/**
 * A light carousel: a CSS scroll-snap track (swipe works natively), arrows, dots and auto-advance
 * that pauses on hover, focus, a touch or the pause button, and never runs under reduced motion.
 * The first picture loads eagerly with high priority (it is the page's largest paint); the rest lazily.
 */
export function ContentSlider({ slides, label, testId }: Props) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [isHovered, setHovered] = useState(false);
  const [isPaused, setPaused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(true);
  // The buttons do nothing until React has hydrated (swiping works from the first paint).
  const [isHydrated, setHydrated] = useState(false);
  const count = slides.length;

  useEffect(() => {
    setReducedMotion(prefersReducedMotion());
    setHydrated(true);
  }, []);

  const goTo = useCallback(
    (next: number) => {
      const track = trackRef.current;
      if (!track || count === 0) return;
      const target = (next + count) % count;
      track.scrollTo({
        left: target * track.clientWidth,
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      });
    },
    [count],
  );

  // The visible slide follows the scroll position, whether moved by a button, a swipe or the timer.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        setIndex(Math.round(track.scrollLeft / Math.max(1, track.clientWidth)));
      });
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      track.removeEventListener('scroll', onScroll);
    };
  }, []);

  const isRunning = count > 1 && !reducedMotion && !isPaused && !isHovered;
  useEffect(() => {
    if (!isRunning) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') goTo(index + 1);
    }, AUTO_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [isRunning, index, goTo]);

  if (count === 0) return null;

  return (
    <section
      className={classes.slider}
      aria-roledescription="carousel"
      aria-label={label}
      data-testid={testId}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      onTouchStart={() => setPaused(true)}
    >
      <div ref={trackRef} className={classes.track} aria-live={isRunning ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={slide._id}
            className={classes.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}${slide.title ? `: ${slide.title}` : ''}`}
            data-testid="slide"
          >
            <ContentLink href={slide.link} className={classes.slideLink}>
              {/* biome-ignore lint/performance/noImgElement: uploads come from the API's run-time host (next.config: unoptimized) */}
              <img
                src={slide.image}
                alt={slide.title}
                width={SLIDE_IMAGE_SIZE.width}
                height={SLIDE_IMAGE_SIZE.height}
                className={classes.image}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'low'}
                decoding={i === 0 ? 'sync' : 'async'}
                draggable={false}
              />
            </ContentLink>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            disabled={!isHydrated}
            className={`${classes.arrow} ${classes.prev}`}
            onClick={() => goTo(index - 1)}
            aria-label="Previous slide"
          >
            <IconChevronLeft size={22} aria-hidden="true" />
          </button>
          <button
            type="button"
            disabled={!isHydrated}
            className={`${classes.arrow} ${classes.next}`}
            onClick={() => goTo(index + 1)}
            aria-label="Next slide"
          >
            <IconChevronRight size={22} aria-hidden="true" />
          </button>
          <div className={classes.dots}>
            {slides.map((slide, i) => (
              <button
                key={slide._id}
                type="button"
                disabled={!isHydrated}
                className={classes.dot}
                aria-label={`Show slide ${i + 1}`}
                aria-current={i === index}
                onClick={() => goTo(i)}
              />
            ))}
            {reducedMotion ? null : (
              <button
                type="button"
                disabled={!isHydrated}
                className={classes.dot}
                style={{ color: '#fff' }}
                aria-label={isPaused ? 'Play slides' : 'Pause slides'}
                onClick={() => setPaused((p) => !p)}
                data-icon
              >
                {isPaused ? (
                  <IconPlayerPlay aria-hidden size={14} />
                ) : (
                  <IconPlayerPause aria-hidden size={14} />
                )}
              </button>
            )}
          </div>
        </>
      ) : null}
    </section>
  );
}
