'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';

type Props = {
  children: ReactNode;
  /** Space kept while waiting, so the page does not jump when the section appears. */
  minHeight: number;
  /** How far below the screen to start (CSS margin of the observer). */
  rootMargin?: string;
};

/**
 * Renders `children` once the reader scrolls near them. A section far below the first screen
 * (a product's reviews) then costs nothing while the page starts: no script run, no request, no
 * hydration. Browsers without IntersectionObserver render it at once.
 */
export function RenderWhenNear({ children, minHeight, rootMargin = '600px 0px' }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [isNear, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    // A jump past it (the End key, a link to the footer) never intersects: once it is above the
    // bottom of the screen, it is drawn all the same.
    const onScroll = () => {
      if (element.getBoundingClientRect().top < window.innerHeight) setNear(true);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, [isNear, rootMargin]);

  return (
    <div ref={ref} style={isNear ? undefined : { minHeight }}>
      {isNear ? children : null}
    </div>
  );
}
