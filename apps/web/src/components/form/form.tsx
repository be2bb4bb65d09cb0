'use client';

import type { ComponentPropsWithRef, CSSProperties, ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

const FIELDSET: CSSProperties = { border: 0, margin: 0, padding: 0, minWidth: 0 };

/**
 * Disables the fields and buttons inside until React has hydrated the page. Before that, server-
 * rendered controls only look ready: what a user types is reset to the component's state when React
 * takes over, and a click runs no handler (a submit reloads the page). Controls that mount on the
 * client (drawers, modals, later navigations) are enabled from their first paint.
 */
export function HydratedFieldset({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} style={FIELDSET}>
      {children}
    </fieldset>
  );
}

/** A `<form>` whose controls stay disabled until the page has hydrated (see HydratedFieldset). */
export function Form({ children, ...props }: ComponentPropsWithRef<'form'>) {
  return (
    <form {...props}>
      <HydratedFieldset>{children}</HydratedFieldset>
    </form>
  );
}
