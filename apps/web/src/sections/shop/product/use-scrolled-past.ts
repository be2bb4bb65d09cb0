'use client';

import { type RefObject, useEffect, useState } from 'react';

/** Whether `ref`'s element has scrolled up past the top of the screen (not merely below it). */
export function useScrolledPast(ref: RefObject<HTMLElement | null>): boolean {
  const [isPast, setIsPast] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    // The root reaches far below the screen, so the element counts as "in" while it is on or below
    // the screen and "out" only above it: a jump straight past it (a link to #ratings) is a crossing
    // too, which it would not be between "below" and "above" an ordinary root.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setIsPast(!entry.isIntersecting);
      },
      { rootMargin: '0px 0px 100000px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return isPast;
}
