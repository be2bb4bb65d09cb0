'use client';

import type { TSavedSearchCreateBody } from '@bazaar/shared/saved-search';
import type { Section } from '@bazaar/shared/section';
import { Box, Button, VisuallyHidden } from '@mantine/core';
import { IconBellCheck, IconBellPlus } from '@tabler/icons-react';
import { useRouter } from 'next/navigation';
import { lazy, Suspense } from 'react';
import { useSession } from '@/lib/session-client';
import { buildSignInHref } from '@/lib/sign-in-href';
import { signedInLazy } from '@/lib/signed-in-part';

/** What a list, category or search page saves: its section (none: every section) and its list's API query. */
export type TSaveSearch = { section: Section | null; query: Record<string, unknown> };

/** The query's values the API keeps (no paging: a saved search is every page). */
export function keptQuery(query: Record<string, unknown>): TSavedSearchCreateBody['query'] {
  const kept: TSavedSearchCreateBody['query'] = {};
  for (const [key, value] of Object.entries(query)) {
    if (key === 'page' || key === 'limit') continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      kept[key] = value;
  }
  return kept;
}

/** The button as drawn: saved or not, busy while saving, pressed with `onClick`. */
export function SaveSearchLook({
  isSaved = false,
  isBusy = false,
  disabled = false,
  onClick,
}: {
  isSaved?: boolean;
  isBusy?: boolean;
  disabled?: boolean;
  onClick?: () => void;
}) {
  const label = isSaved ? 'Saved' : 'Save search';
  return (
    <Button
      variant={isSaved ? 'light' : 'default'}
      px={{ base: 'xs', sm: 'md' }}
      leftSection={isSaved ? <IconBellCheck aria-hidden size={18} /> : <IconBellPlus aria-hidden size={18} />}
      onClick={onClick}
      loading={isBusy}
      disabled={disabled || isSaved || !onClick}
      data-testid="save-search"
    >
      {/* A phone shows the bell alone (the bar holds the count, the filters and the sort too); the
          words stay its accessible name, the same as the visible label on a wider screen. */}
      <Box component="span" visibleFrom="sm">
        {label}
      </Box>
      <VisuallyHidden hiddenFrom="sm">{label}</VisuallyHidden>
    </Button>
  );
}

// Saving is a write through the query library (the saved searches' page follows it): it loads with it
// for a signed-in reader only, the button held in its place meanwhile (decision 066).
const SaveSearchAction = lazy(
  signedInLazy(() => import('./save-search-action').then((m) => m.SaveSearchAction)),
);

/**
 * "Save this search" on every list, category and search page (placed once, in the listing toolbar and
 * the search of every section): keeps the address as it is (words, filters, sort) and the list's query,
 * so new listings that match are told (decision 047). A visitor signs in first and comes back here.
 */
export function SaveSearchButton(props: TSaveSearch) {
  const { status } = useSession();
  const router = useRouter();
  if (status === 'authenticated') {
    return (
      <Suspense fallback={<SaveSearchLook />}>
        <SaveSearchAction {...props} />
      </Suspense>
    );
  }
  return (
    <SaveSearchLook
      disabled={status === 'loading'}
      onClick={() => router.push(buildSignInHref(window.location.pathname, window.location.search))}
    />
  );
}
