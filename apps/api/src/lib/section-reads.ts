import { AppError } from './app-error.ts';
import { toImageUrl } from './images.ts';

// Reads that every section with listings answers the same way (tasks and jobs today): a listing as
// anyone may see it, and the section's categories with their open-listing counts.

/** A listing as anyone may see it: 404 ("Task not found") when there is none or an admin hid it. */
export function visibleOr404<T extends { isHidden: boolean }>(row: T | undefined, noun: string): T {
  if (!row || row.isHidden) throw new AppError('NOT_FOUND', `${noun} not found`);
  return row;
}

type CategoryRowWithCount = {
  id: string;
  name: string;
  slug: string;
  image: string | null;
  sortOrder: number;
  /** The open listings it holds (a count the database may answer as a string). */
  openCount: number | string;
};

/** A section's categories as GET /<section>/categories answers them, the count under `countKey`. */
export function toCountedCategories<K extends string>(
  rows: CategoryRowWithCount[],
  imageBaseUrl: string,
  countKey: K,
) {
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    slug: r.slug,
    image: toImageUrl(r.image, imageBaseUrl),
    sortOrder: r.sortOrder,
    ...({ [countKey]: Number(r.openCount) } as Record<K, number>),
  }));
}
