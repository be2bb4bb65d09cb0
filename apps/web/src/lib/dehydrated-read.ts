import type { DehydratedState } from '@tanstack/react-query';

/** A plain object (not an array, a date or a class instance), as TanStack Query tells them apart. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (Object.prototype.toString.call(value) !== '[object Object]') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === null || proto === Object.prototype;
}

/**
 * A query key's hash as TanStack Query writes it (`hashKey`: JSON with each object's keys sorted), so
 * a page can find its server render's reads in a dehydrated state without loading the library.
 */
export function hashQueryKey(queryKey: readonly unknown[]): string {
  return JSON.stringify(queryKey, (_, value: unknown) =>
    isPlainObject(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, value[key]]),
        )
      : value,
  );
}

/**
 * What the server render read for `queryKey` and handed over in `state` (`dehydrate`), or undefined
 * when it did not read it or the read failed: a listing shows its first page from it before, or
 * without, loading the query library (decision 066).
 */
export function readDehydrated<T>(state: DehydratedState, queryKey: readonly unknown[]): T | undefined {
  const hash = hashQueryKey(queryKey);
  const query = state.queries.find((q) => q.queryHash === hash);
  return query?.state.status === 'success' ? (query.state.data as T) : undefined;
}
