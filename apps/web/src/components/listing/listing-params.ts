// Reading a listing's state from its URL (the task and rent listings): anything malformed is dropped
// rather than sent on to the API. Zod-free: the browser and the proxy read URLs with these.

/** A whole number at least `min` (a page, a price in rupees), or undefined. */
export function readWholeNumber(raw: string | null, min: number): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n)) return undefined;
  const whole = Math.floor(n);
  return whole < min || whole > Number.MAX_SAFE_INTEGER ? undefined : whole;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id (an address node's), lower-cased, or undefined. */
export function readId(raw: string | null | undefined): string | undefined {
  const trimmed = raw?.trim();
  return trimmed && UUID.test(trimmed) ? trimmed.toLowerCase() : undefined;
}

/** A calendar day `YYYY-MM-DD`, or undefined. */
export function readDay(raw: string | null): string | undefined {
  if (!raw || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return undefined;
  return Number.isNaN(Date.parse(`${raw}T00:00:00Z`)) ? undefined : raw;
}

/** A min–max pair in order (swapped when typed the wrong way round). */
export function orderedRange(
  min: number | undefined,
  max: number | undefined,
): [number | undefined, number | undefined] {
  return min !== undefined && max !== undefined && min > max ? [max, min] : [min, max];
}

/** The segment under which a listing's filtered view is cached (like the shop's, catalog-params.ts). */
export const LISTING_FILTER_SEGMENT = 'filter';

/** The query string a filtered view's `[state]` segment holds, decoded or not; null when malformed. */
export function queryOfSegment(segment: string): URLSearchParams | null {
  let query = segment;
  if (!query.includes('=')) {
    try {
      query = decodeURIComponent(query);
    } catch {
      return null;
    }
  }
  return new URLSearchParams(query);
}

/** A route segment as typed, e.g. `%20` back to a space; a malformed escape is kept as is. */
export function decodeSegment(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
