'use client';

import { type ReactNode, Suspense, use } from 'react';

/** Mantine's `sm` breakpoint: from here up the desktop header shows; below it, the phone's header and tab bar. */
export const WIDE_QUERY = '(min-width: 48em)';

type Width = 'wide' | 'narrow';

function isAt(width: Width): boolean {
  const isWide = window.matchMedia(WIDE_QUERY).matches;
  return width === 'wide' ? isWide : !isWide;
}

/** One promise per width while the window is not at it, resolved once it is (a rotated phone, a resized window). */
const waiting = new Map<Width, Promise<void>>();

function whenAt(width: Width): Promise<void> {
  const known = waiting.get(width);
  if (known) return known;
  const query = window.matchMedia(WIDE_QUERY);
  const promise = new Promise<void>((resolve) => {
    const onChange = () => {
      if (!isAt(width)) return;
      query.removeEventListener('change', onChange);
      waiting.delete(width);
      resolve();
    };
    query.addEventListener('change', onChange);
  });
  waiting.set(width, promise);
  return promise;
}

function AtWidth({ width, children }: { width: Width; children: ReactNode }) {
  // The server renders every frame part (the page is cached for every screen); in the browser a part
  // for another width waits here.
  if (typeof window !== 'undefined' && !isAt(width)) use(whenAt(width));
  return children;
}

/**
 * A part of the frame that CSS shows only at one width (the desktop header, the phone's header and tab
 * bar), hydrated only at that width (decision 075). The server's HTML holds it for every screen; in a
 * browser at the other width React leaves that HTML as it is instead of hydrating it (a suspended
 * boundary keeps its server HTML), and drops it for nothing when the frame around it updates. Once
 * the window reaches the width, the part renders.
 */
export function HydrateAtWidth({ width, children }: { width: Width; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <AtWidth width={width}>{children}</AtWidth>
    </Suspense>
  );
}
