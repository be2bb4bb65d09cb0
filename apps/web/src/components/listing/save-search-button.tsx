'use client';

import type { TSavedSearch, TSavedSearchCreateBody } from '@bazaar/shared/saved-search';
import type { Section } from '@bazaar/shared/section';
import { Box, Button, VisuallyHidden } from '@mantine/core';
import { IconBellCheck, IconBellPlus } from '@tabler/icons-react';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useSession } from '@/lib/session-client';
import { buildSignInHref } from '@/lib/sign-in-href';
import { useApiMutation } from '@/lib/use-api-mutation';

/** What a list, category or search page saves: its section (none: every section) and its list's API query. */
export type TSaveSearch = { section: Section | null; query: Record<string, unknown> };

/** The query's values the API keeps (no paging: a saved search is every page). */
function keptQuery(query: Record<string, unknown>): TSavedSearchCreateBody['query'] {
  const kept: TSavedSearchCreateBody['query'] = {};
  for (const [key, value] of Object.entries(query)) {
    if (key === 'page' || key === 'limit') continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      kept[key] = value;
  }
  return kept;
}

/**
 * "Save this search" on every list, category and search page (placed once, in the listing toolbar and
 * the search of every section): keeps the address as it is (words, filters, sort) and the list's query,
 * so new listings that match are told (decision 047). A visitor signs in first and comes back here.
 */
export function SaveSearchButton({ section, query }: TSaveSearch) {
  const { status } = useSession();
  const router = useRouter();
  const [savedPath, setSavedPath] = useState<string | null>(null);
  const [here, setHere] = useState<string | null>(null);
  // The address is read after hydration: reading it while rendering would opt the page out of caching.
  useEffect(() => setHere(`${window.location.pathname}${window.location.search}`));
  const save = useApiMutation(
    (body: TSavedSearchCreateBody, f) =>
      f<{ message: string; data: TSavedSearch }>('/user/saved-searches', { method: 'POST', body }),
    { invalidate: [['saved-searches']], onSuccess: (_res, body) => setSavedPath(body.path) },
  );
  const isSaved = savedPath !== null && savedPath === here;
  const label = isSaved ? 'Saved' : 'Save search';

  function onClick() {
    const path = `${window.location.pathname}${window.location.search}`;
    if (status !== 'authenticated') {
      router.push(buildSignInHref(window.location.pathname, window.location.search));
      return;
    }
    save.mutate({ section, path, query: keptQuery(query) });
  }

  return (
    <Button
      variant={isSaved ? 'light' : 'default'}
      px={{ base: 'xs', sm: 'md' }}
      leftSection={isSaved ? <IconBellCheck aria-hidden size={18} /> : <IconBellPlus aria-hidden size={18} />}
      onClick={onClick}
      loading={save.isPending}
      disabled={status === 'loading' || isSaved}
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
