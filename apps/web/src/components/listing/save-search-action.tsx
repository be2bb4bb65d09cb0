'use client';

import type { TSavedSearch, TSavedSearchCreateBody } from '@bazaar/shared/saved-search';
import { useEffect, useState } from 'react';
import { useApiMutation } from '@/lib/use-api-mutation';
import { keptQuery, SaveSearchLook, type TSaveSearch } from './save-search-button';

/** A signed-in reader's "Save search": keeps the address and the list's query (decision 047). */
export function SaveSearchAction({ section, query }: TSaveSearch) {
  const [savedPath, setSavedPath] = useState<string | null>(null);
  const [here, setHere] = useState<string | null>(null);
  // The address is read after mounting: reading it while rendering would opt the page out of caching.
  useEffect(() => setHere(`${window.location.pathname}${window.location.search}`));
  const save = useApiMutation(
    (body: TSavedSearchCreateBody, f) =>
      f<{ message: string; data: TSavedSearch }>('/user/saved-searches', { method: 'POST', body }),
    { invalidate: [['saved-searches']], onSuccess: (_res, body) => setSavedPath(body.path) },
  );
  return (
    <SaveSearchLook
      isSaved={savedPath !== null && savedPath === here}
      isBusy={save.isPending}
      onClick={() =>
        save.mutate({
          section,
          path: `${window.location.pathname}${window.location.search}`,
          query: keptQuery(query),
        })
      }
    />
  );
}
