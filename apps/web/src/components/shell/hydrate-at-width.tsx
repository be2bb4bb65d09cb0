'use client';

import { type ReactNode, useEffect, useState } from 'react';

/** Mantine's `sm` breakpoint: from here up the desktop header shows; below it, the phone's header and tab bar. */
export const WIDE_QUERY = '(min-width: 48em)';

type Width = 'wide' | 'narrow';

function isAt(width: Width): boolean {
  const isWide = window.matchMedia(WIDE_QUERY).matches;
  return width === 'wide' ? isWide : !isWide;
}

/** Stands for the server's HTML of a part left as it is: the same object every render, so React never writes it. */
const SERVER_HTML_KEPT = { __html: '' };

/** A wrapper that adds no box: the part lays out as if it were its parent's child. */
const NO_BOX = { display: 'contents' } as const;

/**
 * A part of the frame that CSS shows only at one width (the desktop header, the phone's header and tab
 * bar), hydrated only at that width (decision 075). The page is cached for every screen, so the server
 * renders every part. In a browser at the other width the wrapper says its content is raw HTML: React
 * then takes the wrapper over without walking into it (hydration does not descend into an element set
 * by `dangerouslySetInnerHTML`) and never writes it, so the server's markup stays, hidden by its CSS,
 * with nothing of it hydrated. Everything is decided in the page's one hydration pass: a part that shows
 * hydrates with the page, as before. Once the window reaches the width (a phone turned, a window
 * widened), the part renders.
 */
export function HydrateAtWidth({ width, children }: { width: Width; children: ReactNode }) {
  const [isShown, setShown] = useState(() => typeof window === 'undefined' || isAt(width));
  useEffect(() => {
    const query = window.matchMedia(WIDE_QUERY);
    const onChange = () => setShown(isAt(width));
    // The window may have changed width between the first render and this effect.
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [width]);
  return isShown ? (
    <div style={NO_BOX}>{children}</div>
  ) : (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty constant; it keeps the server's own markup, writes none
    <div style={NO_BOX} dangerouslySetInnerHTML={SERVER_HTML_KEPT} suppressHydrationWarning />
  );
}
