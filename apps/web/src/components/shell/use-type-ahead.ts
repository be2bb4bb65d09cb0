'use client';

import { SEARCH_ALL, type SearchChoice } from '@bazaar/shared/search';
import type { TSearchSuggestResponse, TSuggestion } from '@bazaar/shared/search-all';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiFetch } from '@/lib/api-fetch';

/**
 * A listing or a category the header search proposes as a person types, with what it says beside the
 * name: the section it is in ("Task"), or that it is one of the section's categories ("Task category").
 */
export type TypeAheadOption = TSuggestion & { kind: 'listing' | 'category'; note: string };

/** Typing pauses this long before the search is asked (each key would otherwise be a request). */
const PAUSE_MS = 150;
const MIN_LENGTH = 2;
/** Listings (and categories) per section: three of each for four sections fit a phone's screen. */
const PER_SECTION = 3;

/**
 * The header search's type-ahead: the categories and first listings of the chosen section (or of each,
 * for All) whose words begin with the text typed, from GET /api/search/suggest (a read of its own: no
 * counts, no corrections). A newer text cancels the request of an older one, so a slow answer never
 * replaces a newer one.
 */
export function useTypeAhead() {
  const [options, setOptions] = useState<TypeAheadOption[]>([]);
  const pending = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const close = useCallback(() => {
    clearTimeout(timer.current);
    pending.current?.abort();
    pending.current = null;
    setOptions([]);
  }, []);

  const ask = useCallback(
    (text: string, choice: SearchChoice) => {
      close();
      const q = text.trim();
      if (q.length < MIN_LENGTH) return;
      timer.current = setTimeout(async () => {
        const request = new AbortController();
        pending.current = request;
        try {
          const answer = await apiFetch<TSearchSuggestResponse>('/search/suggest', {
            query: { q, limit: PER_SECTION, section: choice === SEARCH_ALL ? undefined : choice },
            signal: request.signal,
          });
          if (request.signal.aborted) return;
          setOptions(
            answer.groups.flatMap((g) => [
              ...g.categories.map((c) => ({ ...c, kind: 'category' as const, note: `${g.label} category` })),
              ...g.listings.map((l) => ({ ...l, kind: 'listing' as const, note: g.label })),
            ]),
          );
        } catch {
          // A cancelled or failed suggestion shows nothing; the search itself still works.
          if (!request.signal.aborted) setOptions([]);
        }
      }, PAUSE_MS);
    },
    [close],
  );

  useEffect(() => close, [close]);
  return { options, ask, close };
}
