'use client';

import { NO_RETRY_STATUSES } from '@bazaar/shared/errors';
import { useEffect, useState } from 'react';
import { errorStatus } from './api-fetch';
import { showErrorToast } from './toast';

/** Browser only: what was read here, by key, so a part mounted again does not ask twice. */
const readInBrowser = new Map<string, unknown>();

async function readWithRetry<T>(read: (signal: AbortSignal) => Promise<T>, signal: AbortSignal): Promise<T> {
  try {
    return await read(signal);
  } catch (err) {
    // docs/product-rules.md "Errors and toasts": once more, never on 401, 403 or 404.
    if (signal.aborted || (NO_RETRY_STATUSES as readonly number[]).includes(errorStatus(err))) throw err;
    return read(signal);
  }
}

/**
 * What the server render read (`serverValue`), or, when its read failed (null, `readForPage`), one
 * read from the browser, retried once and toasted when it fails too, as a query would be. For a part
 * every visitor sees that reads nothing else in the browser (the frame's site setting, the home page's
 * shelves, a slider): a plain fetch, so its page loads no query library (decision 057).
 */
export function useReadAgain<T>(
  key: string,
  serverValue: T | null,
  read: (signal: AbortSignal) => Promise<T>,
): { value: T | undefined; isFailed: boolean } {
  const [value, setValue] = useState(() => readInBrowser.get(key) as T | undefined);
  const [isFailed, setFailed] = useState(false);
  const isNeeded = serverValue === null && value === undefined;
  // `read` is left out: it is made anew each render, and one read per key is what is wanted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!isNeeded) return;
    const controller = new AbortController();
    readWithRetry(read, controller.signal).then(
      (next) => {
        readInBrowser.set(key, next);
        setValue(next);
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        setFailed(true);
        showErrorToast(err);
      },
    );
    return () => controller.abort();
  }, [key, isNeeded]);
  return { value: serverValue ?? value, isFailed: serverValue === null && isFailed };
}

/**
 * A part every visitor sees that reads page after page in the browser (a profile's reviews by section
 * and page): `initial` is the server render's read of the first key; any other key is read once per
 * tab, retried once and toasted when it fails, as a query would be. While the next key loads, the last
 * shown stays (`isPrevious`), as TanStack Query's `keepPreviousData` kept it. A plain fetch, so the
 * page loads no query library (decision 064).
 */
export function usePagedRead<T>(
  key: string,
  initial: { key: string; value: T },
  read: (signal: AbortSignal) => Promise<T>,
): { value: T; isPrevious: boolean } {
  const known = key === initial.key ? initial.value : (readInBrowser.get(key) as T | undefined);
  const [shown, setShown] = useState<T>(known ?? initial.value);
  // `read` is left out: it is made anew each render, and one read per key is what is wanted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (known !== undefined) {
      setShown(known);
      return;
    }
    const controller = new AbortController();
    readWithRetry(read, controller.signal).then(
      (next) => {
        readInBrowser.set(key, next);
        setShown(next);
      },
      (err: unknown) => {
        if (!controller.signal.aborted) showErrorToast(err);
      },
    );
    return () => controller.abort();
  }, [key, known]);
  return { value: known ?? shown, isPrevious: known === undefined };
}
