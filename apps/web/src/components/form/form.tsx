'use client';

import { VisuallyHidden } from '@mantine/core';
import { type ComponentPropsWithRef, type CSSProperties, type ReactNode, useState } from 'react';
import type { TLazySchema } from '@/lib/lazy-schema';
import { useHydrated } from '@/lib/use-hydrated';

const FIELDSET: CSSProperties = { border: 0, margin: 0, padding: 0, minWidth: 0 };

/**
 * Disables the fields and buttons inside until React has hydrated the page. Before that, server-
 * rendered controls only look ready: what a user types is reset to the component's state when React
 * takes over, and a click runs no handler (a submit reloads the page). Controls that mount on the
 * client (drawers, modals, later navigations) are enabled from their first paint.
 *
 * It is a switch, not a group of related fields: `role="presentation"` keeps it out of the
 * accessibility tree, so it needs no legend or name (a real group of choices is a Checkbox.Group or
 * Radio.Group with its label).
 */
export function HydratedFieldset({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} style={FIELDSET} role="presentation">
      {children}
    </fieldset>
  );
}

/**
 * A `<form>` whose controls stay disabled until the page has hydrated (see HydratedFieldset). When a
 * submit leaves fields marked invalid, the first of them gets the focus (and so is scrolled into
 * sight): on a long form the errors above the button were off-screen. The same submit is announced
 * (`role="alert"`): how many fields need a change, so a screen reader says it whatever has the focus.
 * A `schema` loaded lazily (lib/lazy-schema.ts) is asked for on the form's first focus or tap, and a
 * submit that comes before it arrived waits for it and is sent again.
 */
export function Form({
  children,
  onSubmit,
  schema,
  ...props
}: ComponentPropsWithRef<'form'> & { schema?: TLazySchema }) {
  const [announcement, setAnnouncement] = useState('');
  return (
    <form
      {...props}
      onFocus={(event) => {
        if (schema) void schema.load();
        props.onFocus?.(event);
      }}
      onPointerDown={(event) => {
        if (schema) void schema.load();
        props.onPointerDown?.(event);
      }}
      onSubmit={(event) => {
        const form = event.currentTarget;
        if (schema && !schema.isReady()) {
          event.preventDefault();
          void schema.load().then(() => form.requestSubmit());
          return;
        }
        onSubmit?.(event);
        // After React has drawn the errors the submit found.
        requestAnimationFrame(() => {
          const invalid = form.querySelectorAll<HTMLElement>('[aria-invalid="true"]');
          invalid[0]?.focus();
          setAnnouncement(
            invalid.length === 0
              ? ''
              : `${invalid.length === 1 ? 'One field needs' : `${invalid.length} fields need`} a change before this can be sent.`,
          );
        });
      }}
    >
      <HydratedFieldset>{children}</HydratedFieldset>
      {/* Put in the page when there is something to say: a new role="alert" element is read out. */}
      {announcement ? (
        <VisuallyHidden role="alert" data-testid="form-errors-announced">
          {announcement}
        </VisuallyHidden>
      ) : null}
    </form>
  );
}
