'use client';

import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

const FIELDSET: CSSProperties = { border: 0, margin: 0, padding: 0, minWidth: 0 };

/**
 * A `<form>` whose fields and buttons are disabled until React has hydrated the page. Before that a
 * server-rendered form only looks ready: what a user types is reset to the form's state when React
 * takes over, and a submit reloads the page instead of running the handler. Forms that mount on the
 * client (drawers, modals) are enabled from their first paint.
 */
export function Form({ children, ...props }: ComponentPropsWithRef<'form'>) {
  const hydrated = useHydrated();
  return (
    <form {...props}>
      <fieldset disabled={!hydrated} style={FIELDSET}>
        {children}
      </fieldset>
    </form>
  );
}
